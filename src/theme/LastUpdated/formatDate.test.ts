import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLastUpdatedDate, formatsLikeIntl, lastUpdatedDateFormat } from './formatDate';

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

  it("the installed theme's LastUpdated still formats with these options (else update THEME_OPTIONS)", () => {
    const source = readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/LastUpdated/index.js'), 'utf8');
    expect(source.replace(/\s+/g, ' ')).toContain(
      "useDateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', })"
    );
  });
});

describe('lastUpdatedDateFormat (what the patched theme LastUpdated gets for useDateTimeFormat)', () => {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  const date = new Date(Date.UTC(2026, 0, 31, 23, 59));
  // Counts the formatters constructed (the step that loads the locale's date data in a browser).
  const original = Intl.DateTimeFormat;
  let constructed = 0;
  const countConstructions = () => {
    constructed = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      construct: (target, args) => {
        constructed++;
        return Reflect.construct(target, args);
      },
    });
  };
  afterEach(() => {
    Intl.DateTimeFormat = original;
  });

  it('an English page: the theme\'s text, and no Intl.DateTimeFormat constructed', () => {
    countConstructions();
    expect(lastUpdatedDateFormat('en', undefined, { ...options }).format(date)).toBe('Jan 31, 2026');
    expect(lastUpdatedDateFormat('en-US', 'gregory', { ...options }).format(date)).toBe('Jan 31, 2026');
    expect(constructed).toBe(0);
  });

  it.each([
    ['fr', 'gregory', options, '31 janv. 2026'],
    ['en', 'buddhist', options, 'Jan 31, 2569 BE'],
    ['en', 'gregory', { ...options, month: 'long' as const }, 'January 31, 2026'],
    ['en', 'gregory', { day: 'numeric' as const, month: 'short' as const, year: 'numeric' as const }, undefined],
  ])("%s, %s calendar, other options: the theme's own Intl formatter", (locale, calendar, opts, text) => {
    countConstructions();
    const format = lastUpdatedDateFormat(locale, calendar, opts);
    expect(constructed).toBe(1);
    expect(format.format(date)).toBe(new Intl.DateTimeFormat(locale, { calendar, ...opts }).format(date));
    if (text) expect(format.format(date)).toBe(text);
  });
});
