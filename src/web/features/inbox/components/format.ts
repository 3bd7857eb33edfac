export { formatReceivedLong, formatReceivedShort } from '#web/lib/received-date.ts';

/** An attachment's size: '512 B', '12 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${units[unit]}`;
}

/** 'n email(s)', the spec's own wording for counts in the delete dialog and toast. */
export const emailCount = (n: number) => `${n} email(s)`;

/** '2 trackers removed', '1 tracker removed', 'No trackers found'. */
export function trackersLine(count: number): string {
  if (count <= 0) return 'No trackers found';
  return `${count} ${count === 1 ? 'tracker' : 'trackers'} removed`;
}
