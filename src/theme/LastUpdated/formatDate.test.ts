import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatLastUpdatedDate, formatsLikeIntl } from './formatDate';

// What the theme's LastUpdated creates (useDateTimeFormat adds the locale's calendar).
const themeFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

describe('LastUpdated date without Intl', () => {
  const times: number[] = [];
  for (let year = 1999; year <= 2031; year += 4) {
    for (let month = 0; month < 12; month++) {
      times.push(Date.UTC(year, month, 1, 0, 0, 0), Date.UTC(year, month, 15, 12, 30), Date.UTC(year, month + 1, 0, 23, 59, 59, 999));
    }
  }

  it.each(['en', 'en-US'])('writes what the theme formats for %s, at every month and the ends of days', locale => {
    expect(formatsLikeIntl(locale, 'gregory')).toBe(true);
    const format = themeFormat(locale);
    for (const time of times) expect(formatLastUpdatedDate(new Date(time))).toBe(format.format(new Date(time)));
  });

  it('keeps the theme formatter for other locales and calendars', () => {
    expect(formatsLikeIntl('fr', 'gregory')).toBe(false);
    expect(formatsLikeIntl('en-GB', undefined)).toBe(false);
    expect(formatsLikeIntl('en', 'buddhist')).toBe(false);
    expect(formatLastUpdatedDate(new Date(Date.UTC(2026, 10, 27, 23, 59)))).toBe('Nov 27, 2026');
  });

  it("stands in for the installed theme's LastUpdated: same options and texts (else update index.tsx)", () => {
    const source = readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/LastUpdated/index.js'), 'utf8');
    expect(source.replace(/\s+/g, ' ')).toContain(
      "useDateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', })"
    );
    for (const text of [
      'id="theme.lastUpdated.atDate"',
      "{' on {date}'}",
      'id="theme.lastUpdated.byUser"',
      "{' by {user}'}",
      'id="theme.lastUpdated.lastUpdatedAtBy"',
      "{'Last updated{atDate}{byUser}'}",
      '<time dateTime={atDate.toISOString()} itemProp="dateModified">',
      '<span className={ThemeClassNames.common.lastUpdated}>',
    ]) {
      expect(source).toContain(text);
    }
  });
});
