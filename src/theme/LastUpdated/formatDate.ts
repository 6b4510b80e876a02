/**
 * The date of "Last updated on ...", as the theme formats it for an English page
 * (`Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })`
 * with the Gregorian calendar: "Nov 27, 2026"), without Intl. A page's first Intl.DateTimeFormat
 * loads the locale's date data, which cost about 60 ms of a phone's start-up on every docs page.
 * formatDate.test.ts compares both over every month and the ends of days and years.
 *
 * The theme's own LastUpdated gets its formatter from `lastUpdatedDateFormat` instead of
 * `useDateTimeFormat`: plugins/client-bundle/sourcePatchLoader.cjs (point 15) swaps that one import
 * in the client build. The server renders with the theme's Intl formatter; hydration needs the
 * same text, which the test checks.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Whether formatLastUpdatedDate writes what the theme's Intl formatter would for this locale. */
export function formatsLikeIntl(locale: string, calendar: string | undefined): boolean {
  return (locale === 'en' || locale === 'en-US') && (calendar === undefined || calendar === 'gregory');
}

/** "Nov 27, 2026" for a time in the UTC day of 27 November 2026. */
export function formatLastUpdatedDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The options the theme's LastUpdated passes to useDateTimeFormat (3.10.2). */
const THEME_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

const sameOptions = (a: Intl.DateTimeFormatOptions, b: Intl.DateTimeFormatOptions) => {
  const keys = Object.keys(a) as Array<keyof Intl.DateTimeFormatOptions>;
  return keys.length === Object.keys(b).length && keys.every(key => a[key] === b[key]);
};

/**
 * What the theme's `useDateTimeFormat(options)` returns for a locale and its calendar, as far as
 * `format` goes: without Intl for the theme's options on an English page, else the theme's own
 * `new Intl.DateTimeFormat(locale, { calendar, ...options })`.
 */
export function lastUpdatedDateFormat(
  locale: string,
  calendar: string | undefined,
  options: Intl.DateTimeFormatOptions = {}
): { format(date: Date): string } {
  if (formatsLikeIntl(locale, calendar) && sameOptions(options, THEME_OPTIONS)) return { format: formatLastUpdatedDate };
  return new Intl.DateTimeFormat(locale, { calendar, ...options });
}
