import { test, expect, waitForHydration } from './support/fixtures';
import type { Page } from '@playwright/test';

// The API reference's item routes are not in main.js: the browser loads the part of their table
// that holds a path (one per folder: functions, interfaces, ... of each entry point) when that path
// is first preloaded (plugins/client-bundle, point 4).

const lazyTable = /\/assets\/js\/lazy-routes-\d+-\d+\.[0-9a-f]+\.js$/;
const formatQueryPage = '/api/react-querybuilder/index/functions/formatQuery';

/** Records every request for the lazy route table. */
function watchLazyTable(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', request => {
    if (lazyTable.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

test('a docs page does not load the API route table, and hovering an API link does', async ({ page }) => {
  const requests = watchLazyTable(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  const link = page.locator('article').getByRole('link', { name: 'formatQuery(query, format)' });
  await link.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // In view, the link is prefetched without the table.
  expect(requests).toEqual([]);
  const tableRequested = page.waitForRequest(request => lazyTable.test(new URL(request.url()).pathname));
  await link.hover();
  await tableRequested;
});

test('an API item page opened directly hydrates without errors', async ({ page, problems }) => {
  const requests = watchLazyTable(page);
  await page.goto(formatQueryPage);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Function: formatQuery()');
  expect(requests).toHaveLength(1);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors.filter(message => /hydrat|did not match|Minified React error/i.test(message))).toEqual([]);
});

test('the next-page link moves between API item pages without reloading the page', async ({ page }) => {
  await page.goto(formatQueryPage);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/api\/react-querybuilder\/index\/functions\/generateID$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Function: generateID()');
  expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true);
});

test('a link to an API page in another folder loads that part of the table and opens the page', async ({ page }) => {
  const requests = watchLazyTable(page);
  await page.goto(formatQueryPage);
  await waitForHydration(page);
  expect(requests).toHaveLength(1);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await page.locator('article').getByRole('link', { name: 'RuleGroupTypeAny', exact: true }).first().click();
  await expect(page).toHaveURL(/\/api\/react-querybuilder\/index\/type-aliases\/RuleGroupTypeAny$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Type Alias: RuleGroupTypeAny\b/);
  expect(requests).toHaveLength(2);
  expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true);
});

test('an unknown path under /api/ shows the not-found page', async ({ page }) => {
  await page.goto('/api/react-querybuilder/index/functions/noSuchFunction');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('following an API link from a docs page without hovering it still opens the page', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  // Keyboard activation: no pointer, so no hover preload before the navigation.
  const link = page.locator('article').getByRole('link', { name: 'formatQuery(query, format)' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${formatQueryPage}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Function: formatQuery()');
});
