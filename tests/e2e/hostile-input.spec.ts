import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

/** A page that rendered: either a real page's heading or the not-found page, never a blank screen. */
async function expectPageOrNotFound(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toBeVisible();
}

const oddPaths = [
  ['percent-encoded letters', '/docs/%69ntro'],
  ['an encoded slash', '/docs%2Fintro'],
  ['dot segments', '/docs/next/../intro'],
  ['encoded dot segments', '/docs/%2e%2e/%2e%2e/demo'],
  ['unicode', '/docs/intro-ü-测试-🚀'],
  ['a doubled slash', '/docs//intro'],
  ['a query and hash only', '/?%3Cscript%3E=1#%3Cscript%3E'],
] as const;

for (const [what, path] of oddPaths) {
  test(`a path with ${what} reaches a page or the not-found page`, async ({ page, problems }) => {
    const response = await page.goto(path);
    expect([200, 404]).toContain(response?.status());
    await expectPageOrNotFound(page);
    expect(problems.pageErrors).toEqual([]);
  });
}

// Paths the static server itself refuses (`docusaurus serve` answers 500 for these; hosts differ)
// still must not break the site's own router when it meets them in the browser.
const serverRefusedPaths = [
  ['an overlong segment', `/docs/${'a'.repeat(3000)}`],
  ['a NUL byte', '/docs/intro%00'],
] as const;

for (const [what, path] of serverRefusedPaths) {
  test(`client-side navigation to a path with ${what} shows the not-found page`, async ({ page, problems }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.evaluate(target => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
}

/** Set by any injected script that manages to run in the site's own page. */
const injected = '<img src=x onerror="window.__injected=1"><script>window.__injected=1</script>';

test('script-like text in the demo hash never runs and the demo falls back', async ({ page }) => {
  await page.goto(`/demo#s=${encodeURIComponent(injected)}`);
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'This link is not a demo link' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});

test('script-like text in the SQL import box shows an error as text and never runs', async ({ page }) => {
  await page.goto('/demo');
  await waitForHydration(page);
  await page.getByLabel('SQL to import').fill(injected);
  await page.getByRole('button', { name: 'Import SQL' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /SQL/ })).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  await expect(page.locator('.queryBuilder img')).toHaveCount(0);
});

/**
 * Records the longest task that blocked the page's main thread: a freeze is a long task, so
 * "no freeze over 2 s" is "no task over 2 s", whatever the test runner's own overhead.
 */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __longestTask: number };
    record.__longestTask = 0;
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) record.__longestTask = Math.max(record.__longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}
const longestTask = (page: Page) => page.evaluate(() => (window as unknown as { __longestTask: number }).__longestTask);

test('a 100 KB demo hash shows the damaged-link notice without freezing the page', async ({ page }) => {
  await watchLongTasks(page);
  // Just under the 100 KB the demo accepts, so the decoder really runs on all of it.
  await page.goto(`/demo#s=1.${'A'.repeat(100 * 1024 - 8)}`);
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'This link is damaged' })).toBeVisible();
  await expect(page.locator('.queryBuilder .rule').first()).toBeVisible();
  expect(await longestTask(page)).toBeLessThan(2_000);
});

test('a 1 MB SQL import is refused with a clear message, without freezing the page', async ({ page }) => {
  await watchLongTasks(page);
  await page.goto('/demo');
  await waitForHydration(page);
  const hugeSql = `age > 1${' AND age > 1'.repeat(105 * 1024)}`;
  expect(hugeSql.length).toBeGreaterThan(1024 * 1024);
  await page.getByLabel('SQL to import').fill(hugeSql);
  await page.getByRole('button', { name: 'Import SQL' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'too long to import' })).toBeVisible();
  expect(await longestTask(page)).toBeLessThan(2_000);
});

test('after one visit, already-visited pages still navigate offline', async ({ page, context }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Demo', exact: true }).first().click();
  await expect(page).toHaveURL(/\/demo$/);
  await waitForHydration(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Demo', exact: true }).first().click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.locator('h1').first()).toHaveText(/Demo/);
  await context.setOffline(false);
});

test('a JavaScript chunk that fails to load once makes Docusaurus reload the page', async ({ page }) => {
  // Routing turns off the HTTP cache, so the chunks of the next page really are requested.
  let armed = false;
  let aborted = 0;
  await page.route(/\/assets\/js\/.*\.js$/, route => {
    if (!armed) return route.continue();
    aborted += 1;
    return route.abort('failed');
  });
  let reloads = 0;
  page.on('request', request => {
    if (request.resourceType() !== 'document' || !armed) return;
    armed = false; // the reload loads normally
    reloads += 1;
  });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  armed = true;
  await page.getByRole('link', { name: 'Demo', exact: true }).first().click();
  await expect(page).toHaveURL(/\/demo$/);
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toHaveText(/Demo/);
  expect(aborted).toBeGreaterThan(0);
  expect(reloads).toBe(1);
});
