/**
 * The date of "Last updated on ...", as the theme formats it for an English page
 * (`Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })`
 * with the Gregorian calendar: "Nov 27, 2026"), without Intl. A page's first Intl.DateTimeFormat
 * loads the locale's date data, which cost about 60 ms of a phone's start-up on every docs page.
 * formatDate.test.ts compares both over every month and the ends of days and years.
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
