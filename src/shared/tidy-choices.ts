/**
 * The tidy rules the web app offers (decision 044): the account's default on the profile
 * page and a store's own rule on its page. The API takes any whole number of days from 1 to
 * `TIDY_AFTER_DAYS_MAX` (#shared/store-types.ts); these are the ones a person picks from.
 */
export const TIDY_DAYS_CHOICES = [30, 90, 180, 365] as const;

/** '30 days', '1 year', '2 years', '45 days'. */
export function tidyDaysLabel(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return days === 1 ? '1 day' : `${days} days`;
}

/** The choices to show: the usual ones, and the current one when it is not among them. */
export function tidyDaysOptions(current: number | null): number[] {
  const options: number[] = [...TIDY_DAYS_CHOICES];
  if (current !== null && !options.includes(current)) options.push(current);
  return options.sort((a, b) => a - b);
}
