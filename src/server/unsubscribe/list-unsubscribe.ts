/**
 * The `List-Unsubscribe` and `List-Unsubscribe-Post` headers of a raw message (RFC 2369,
 * RFC 8058) and the way to unsubscribe they offer, in the order issue 32 asks for: one-click
 * (the server POSTs), else a `mailto:`, else the web page opened by the person. Pure: no I/O.
 */

/** What the headers list, in their order. */
export interface ListUnsubscribe {
  /** http(s) URIs. */
  web: URL[];
  mailto: Mailto[];
  /** `List-Unsubscribe-Post: List-Unsubscribe=One-Click` is present (RFC 8058). */
  oneClick: boolean;
}

export interface Mailto {
  address: string;
  /** From the URI's `subject=` and `body=`, when given. */
  subject: string | null;
  body: string | null;
}

export type UnsubscribePlan =
  | { method: 'one-click'; url: URL }
  | { method: 'mailto'; mailto: Mailto }
  | { method: 'link'; url: URL }
  | { method: 'none' };

/** Only the header block is read; a header block longer than this is not a store's. */
const HEADER_LIMIT = 256 * 1024;
const SUBJECT_MAX = 200;
const BODY_MAX = 2000;
const URI_MAX = 2048;

/** The header block as text, unfolded, one field per line. */
function headerLines(raw: Uint8Array): string[] {
  const head = Buffer.from(raw.buffer, raw.byteOffset, Math.min(raw.length, HEADER_LIMIT));
  // latin1 keeps every byte as one character: the URIs are ASCII, and nothing else is used.
  const text = head.toString('latin1');
  const end = /\r?\n\r?\n/.exec(text);
  const block = end ? text.slice(0, end.index) : text;
  return block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}

/** The first field of each name wanted (names lower-cased), as its value. */
export function readHeaders(raw: Uint8Array, names: readonly string[]): Map<string, string> {
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  const found = new Map<string, string>();
  for (const line of headerLines(raw)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (wanted.has(name) && !found.has(name)) found.set(name, line.slice(colon + 1).trim());
  }
  return found;
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const ADDRESS =
  /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/**
 * Removes what would break a header line (a subject: every control character) or the text
 * (a body: those but tab and line breaks).
 */
function clean(text: string, max: number, oneLine: boolean): string {
  const kept = oneLine ? text.replace(/\p{Cc}+/gu, ' ') : text.replace(/[^\P{Cc}\t\r\n]/gu, '');
  return kept.trim().slice(0, max);
}

/**
 * `mailto:list@store.example?subject=unsubscribe&body=…` (RFC 6068): the first address, and
 * the subject and body when given ('+' is a plus there, not a space).
 */
export function parseMailto(uri: string): Mailto | null {
  if (!/^mailto:/i.test(uri)) return null;
  const rest = uri.slice('mailto:'.length);
  const question = rest.indexOf('?');
  const to = question < 0 ? rest : rest.slice(0, question);
  const query = question < 0 ? '' : rest.slice(question + 1);
  const address = decode(to.split(',')[0] ?? '')?.trim() ?? '';
  if (address.length > 254 || !ADDRESS.test(address)) return null;
  let subject: string | null = null;
  let body: string | null = null;
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const key = pair.slice(0, eq).toLowerCase();
    const value = decode(pair.slice(eq + 1));
    if (value === null) continue;
    if (key === 'subject' && subject === null) subject = clean(value, SUBJECT_MAX, true) || null;
    if (key === 'body' && body === null) body = clean(value, BODY_MAX, false) || null;
  }
  return { address, subject, body };
}

/** Parses the two headers' values (either may be missing). */
export function parseListUnsubscribe(
  listUnsubscribe: string | undefined,
  listUnsubscribePost: string | undefined,
): ListUnsubscribe {
  const web: URL[] = [];
  const mailto: Mailto[] = [];
  // `<uri>, <uri>`: what is outside the angle brackets is ignored (RFC 2369 §2), and so is
  // whitespace inside them (a long URI may be folded).
  for (const match of (listUnsubscribe ?? '').matchAll(/<([^<>]*)>/g)) {
    const uri = (match[1] ?? '').replace(/\s+/g, '');
    if (!uri || uri.length > URI_MAX) continue;
    if (/^mailto:/i.test(uri)) {
      const parsed = parseMailto(uri);
      if (parsed) mailto.push(parsed);
      continue;
    }
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      continue;
    }
    // Credentials in the URI would go out as a login: such a URI is not a store's.
    const isWeb = (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname;
    if (isWeb && !url.username && !url.password) web.push(url);
  }
  const oneClick = /^List-Unsubscribe\s*=\s*One-Click$/i.test((listUnsubscribePost ?? '').trim());
  return { web, mailto, oneClick };
}

/** The headers of a raw message, parsed; null when it has no `List-Unsubscribe`. */
export function listUnsubscribeOf(raw: Uint8Array): ListUnsubscribe | null {
  const headers = readHeaders(raw, ['list-unsubscribe', 'list-unsubscribe-post']);
  const value = headers.get('list-unsubscribe');
  if (value === undefined) return null;
  return parseListUnsubscribe(value, headers.get('list-unsubscribe-post'));
}

/**
 * The way to unsubscribe, by the issue's preference. Web pages count when https (http too
 * with `allowHttp`, for tests and a self-hoster's own network): one-click needs one and the
 * One-Click header; a page opened by the person needs one too.
 */
export function planUnsubscribe(
  list: ListUnsubscribe | null,
  options: { allowHttp: boolean },
): UnsubscribePlan {
  if (!list) return { method: 'none' };
  const web = list.web.filter(
    (url) => url.protocol === 'https:' || (options.allowHttp && url.protocol === 'http:'),
  );
  const [firstWeb] = web;
  const [firstMailto] = list.mailto;
  if (list.oneClick && firstWeb) return { method: 'one-click', url: firstWeb };
  if (firstMailto) return { method: 'mailto', mailto: firstMailto };
  if (firstWeb) return { method: 'link', url: firstWeb };
  return { method: 'none' };
}
