import type { UserTidyRules } from '../db/tidy-rules.ts';

/**
 * What one tidy run deletes for one user (decision 044): each store with days of its own
 * loses its mail older than those days; every other store (and mail with no store) loses
 * its mail older than the account's default, unless the store said 'keep'. A store's own
 * rule always wins over the default, shorter or longer.
 *
 * MAIL_RETENTION_DAYS (decision 046) is the account's default for a user who set none (the
 * scheduler's `retentionDays`): the instance's retention is that user's default rule, so it
 * deletes through these same targets and keeps the deals.
 */

export type TidyTarget =
  /** The store's processed mail received before `before`. */
  | { kind: 'store'; domain: string; days: number; before: number }
  /** Processed mail received before `before` from every store but those in `except`. */
  | { kind: 'default'; except: string[]; days: number; before: number };

const DAY_MS = 86_400_000;

export function tidyTargets(rules: UserTidyRules, now: number): TidyTarget[] {
  const targets: TidyTarget[] = [];
  for (const [domain, rule] of [...rules.stores].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (rule !== 'keep')
      targets.push({ kind: 'store', domain, days: rule, before: now - rule * DAY_MS });
  }
  if (rules.defaultDays !== null) {
    targets.push({
      kind: 'default',
      except: [...rules.stores.keys()].sort(),
      days: rules.defaultDays,
      before: now - rules.defaultDays * DAY_MS,
    });
  }
  return targets;
}
