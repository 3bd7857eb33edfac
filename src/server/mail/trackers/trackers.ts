import fs from 'node:fs';
import { PatternIndex } from './pattern-index.ts';

/**
 * Known email trackers, from the vetted lists in ./data (see its README for sources,
 * licences and how each list means to be matched). Loaded once per thread.
 */

export type DisconnectMode = 'off' | 'standard' | 'aggressive';

export interface TrackerMatcher {
  /** An image URL that is a known open-tracking pixel. */
  isTrackerImage(url: string): boolean;
  /** A known spacer image (a 1-px image that is layout, not tracking). */
  isSpacer(url: string): boolean;
  /**
   * A link through a known click tracker: `{ destination }` with the real target when the
   * tracker carries it in the URL, else `{ destination: null }`; null for an ordinary link.
   */
  trackedLink(url: string): { destination: string | null } | null;
}

interface PatternEntry {
  pattern: string;
  kind: 'regex' | 'substring' | 'match-pattern';
  role?: string;
  param?: string;
}

const MAX_URL = 4096;

function readJson<T>(name: string): T {
  return JSON.parse(fs.readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8')) as T;
}

/** Compiles each pattern on its own (ICU rules that JavaScript cannot read are skipped). */
function anyOf(patterns: string[]): RegExp | null {
  const usable = patterns.filter((p) => {
    try {
      new RegExp(p, 'i');
      return true;
    } catch {
      return false;
    }
  });
  return usable.length ? new RegExp(usable.map((p) => `(?:${p})`).join('|'), 'i') : null;
}

/** A browser-extension match pattern (`*://*.host/path*`) as a regex over the full URL. */
function matchPatternToRegex(pattern: string): string | null {
  const m = /^(\*|https?):\/\/(\*|\*\.[^/*]+|[^/*]+)(\/.*)$/.exec(pattern);
  if (!m) return null;
  const [, scheme, host = '', path = ''] = m;
  const esc = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const schemeRe = scheme === '*' ? 'https?' : scheme;
  let hostRe: string;
  if (host === '*') hostRe = '[^/]+';
  else if (host.startsWith('*.')) hostRe = `(?:[^/]*\\.)?${esc(host.slice(2))}`;
  else hostRe = esc(host);
  const pathRe = path.split('*').map(esc).join('.*');
  return `^${schemeRe}://${hostRe}(?::\\d+)?${pathRe}`;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

function hostInSet(host: string, hosts: ReadonlySet<string>): boolean {
  let h = host;
  for (;;) {
    if (hosts.has(h)) return true;
    const dot = h.indexOf('.');
    if (dot < 0) return false;
    h = h.slice(dot + 1);
  }
}

/** The first query parameter whose value is an absolute http(s) URL. */
function embeddedDestination(url: string, preferred?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const candidates = preferred
    ? [parsed.searchParams.get(preferred)]
    : [...parsed.searchParams.values()];
  for (const value of candidates) {
    if (value && /^https?:\/\//i.test(value)) {
      try {
        return new URL(value).toString();
      } catch {
        continue;
      }
    }
  }
  return null;
}

export function createTrackerMatcher(options: { disconnect: DisconnectMode }): TrackerMatcher {
  const simplify = readJson<PatternEntry[]>('simplify-tracker-blocklist.json');
  const mtb = readJson<PatternEntry[]>('mailtrackerblocker.json');
  const heuristics = readJson<PatternEntry[]>('mailtrackerblocker-heuristics.json');
  const trocker = readJson<PatternEntry[]>('trocker.json');

  // Simplify joins every pattern into one case-insensitive RegExp over the URL (any of them
  // matching); MailTrackerBlocker searches each rule. Same meaning, indexed for speed.
  const imagePatterns = new PatternIndex([...simplify, ...mtb].map((e) => e.pattern));
  const spacerRe = anyOf(
    heuristics.filter((e) => e.role === 'generic-pixel-exception').map((e) => e.pattern),
  );

  // Trocker's open trackers: substrings and match patterns, into the same index.
  const openPatterns = new PatternIndex([
    ...trocker
      .filter((e) => e.role === 'open' && e.kind === 'substring')
      .map((e) => e.pattern.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
    ...trocker
      .filter((e) => e.role === 'open' && e.kind === 'match-pattern')
      .map((e) => matchPatternToRegex(e.pattern))
      .filter((p): p is string => p !== null),
  ]);
  const clickHosts = new PatternIndex(
    trocker
      .filter((e) => e.role === 'click' && e.kind === 'substring')
      .map((e) => e.pattern.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
  );
  const clickUnwrappers = trocker
    .filter((e) => e.role === 'click' && e.kind === 'regex' && e.param)
    .flatMap((e) => {
      // Trocker matches `(.*X.*)` against the whole URL: the same as finding X anywhere.
      const inner = /^\(\.\*(.*)\.\*\)$/.exec(e.pattern)?.[1];
      try {
        const re = inner ? new RegExp(inner, 'i') : new RegExp(`^${e.pattern}$`, 'i');
        return [{ re, param: e.param as string }];
      } catch {
        return [];
      }
    });

  // One scan for 'could any unwrapper apply' (most links pass none); only then each in turn,
  // since the first that matches names the parameter. Without backreferences the union
  // matches exactly when one of its members does.
  const anyUnwrapper = clickUnwrappers.some(({ re }) => /\\[1-9k]/.test(re.source))
    ? null
    : anyOf(clickUnwrappers.map(({ re }) => re.source));

  let disconnectHosts: ReadonlySet<string> = new Set();
  if (options.disconnect !== 'off') {
    const files = ['noncommercial/disconnect-email.CC-BY-NC-SA-4.0.json'];
    if (options.disconnect === 'aggressive') {
      files.push('noncommercial/disconnect-email-aggressive.CC-BY-NC-SA-4.0.json');
    }
    disconnectHosts = new Set(files.flatMap((f) => readJson<string[]>(f)));
  }

  return {
    isTrackerImage(rawUrl) {
      const url = rawUrl.slice(0, MAX_URL);
      if (imagePatterns.test(url) || openPatterns.test(url)) return true;
      if (disconnectHosts.size) {
        const host = hostOf(url);
        if (host && hostInSet(host, disconnectHosts)) return true;
      }
      return false;
    },
    isSpacer(rawUrl) {
      return spacerRe?.test(rawUrl.slice(0, MAX_URL)) ?? false;
    },
    trackedLink(rawUrl) {
      const url = rawUrl.slice(0, MAX_URL);
      if (!anyUnwrapper || anyUnwrapper.test(url)) {
        for (const { re, param } of clickUnwrappers) {
          if (re.test(url)) return { destination: embeddedDestination(url, param) };
        }
      }
      let tracked = clickHosts.test(url);
      if (!tracked && disconnectHosts.size) {
        const host = hostOf(url);
        tracked = host !== null && hostInSet(host, disconnectHosts);
      }
      return tracked ? { destination: embeddedDestination(url) } : null;
    },
  };
}
