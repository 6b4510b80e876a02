import { test, expect, waitForHydration } from './support/fixtures';

// The theme's LastUpdated gets its date formatter from src/theme/LastUpdated/formatDate.ts in the
// client build (plugins/client-bundle, point 15): the English date is written without
// Intl.DateTimeFormat, whose first construction on a page loads the browser's date data.

/** Counts the Intl.DateTimeFormat the page creates (with or without `new`), from before any script runs. */
async function countDateTimeFormats(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const original = Intl.DateTimeFormat;
    const scope = window as unknown as { __dateTimeFormats: string[] };
    scope.__dateTimeFormats = [];
    const record = () => scope.__dateTimeFormats.push(new Error().stack ?? '');
    Intl.DateTimeFormat = new Proxy(original, {
      construct: (target, args) => (record(), Reflect.construct(target, args)),
      apply: (target, self, args) => (record(), Reflect.apply(target, self, args)),
    });
  });
  return () => page.evaluate(() => (window as unknown as { __dateTimeFormats: string[] }).__dateTimeFormats);
}

for (const path of ['/docs/intro', '/docs/next/intro', '/docs/utils/export', '/docs/6/intro']) {
  test(`${path}: "Last updated on" as the server wrote it, and no Intl.DateTimeFormat created`, async ({ page, problems }) => {
    const created = await countDateTimeFormats(page);
    const html = await (await page.request.get(path)).text();
    const server = /<time datetime="?([^" >]+)"? itemprop="?dateModified"?>([^<]+)<\/time>/i.exec(html);
    expect(server).not.toBeNull();
    const [, dateTime, serverText] = server!;
    // The server renders with the theme's own Intl formatter.
    expect(serverText).toBe(
      new Intl.DateTimeFormat('en', { calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(dateTime))
    );

    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const time = page.locator('.theme-last-updated time[itemprop="dateModified"]');
    await expect(time).toHaveText(serverText);
    await expect(time).toHaveAttribute('datetime', dateTime);
    await expect(page.locator('.theme-last-updated')).toHaveText(`Last updated on ${serverText}`);
    expect(await created()).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}
