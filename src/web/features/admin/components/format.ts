/** How the admin page writes sizes, counts and times. */

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

const count = new Intl.NumberFormat();
export const formatCount = (n: number) => count.format(n);

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDate = (ms: number) => date.format(ms);
export const formatDateTime = (ms: number) => dateTime.format(ms);

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
/** '5 minutes ago', 'yesterday', or the date beyond a month. */
export function formatAgo(ms: number | null, now: number = Date.now()): string {
  if (ms === null) return 'Never';
  const seconds = Math.round((ms - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return 'Just now';
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return formatDate(ms);
}

/** A processing lag: '0 s', '42 s', '3 min', '2 h'. */
export function formatLag(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.round(s / 60)} min`;
  return `${Math.round(s / 360) / 10} h`;
}
