import { test, expect, waitForHydration } from './support/fixtures';
import type { Page } from '@playwright/test';

// The API reference's item routes are not in main.js: the browser loads the part of their table
// that holds a path (one per folder: functions, interfaces, ... of each entry point) when that path
// is first preloaded (plugins/client-bundle, point 4).

const formatQueryPage = '/api/react-querybuilder/index/functions/formatQuery';

/**
 * Whether a script is a part of the lazy table: it defines routes under /api/<package>/ (main.js
 * defines only /api itself). Chunk files are named by id, so the content tells them apart.
 */
const isLazyTablePart = (body: string) => /get component\(\)\{return [\w$]+\("\/api\/[^"]/.test(body);

/**
 * Records every part of the lazy route table the page loads. `parts()` waits until the body of
 * every script response so far has been read, so an assertion that none was loaded cannot pass
 * merely because a body was still on its way.
 */
function watchLazyTable(page: Page): { parts: () => Promise<string[]> } {
  const found: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', response => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .text()
        .catch(() => '')
        .then(body => {
          if (isLazyTablePart(body)) found.push(response.url());
        })
    );
  });
  return { parts: async () => (await Promise.all(pending), [...found]) };
}

test('a docs page does not load the API route table, and hovering an API link does', async ({ page }) => {
  const lazyTable = watchLazyTable(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await lazyTable.parts()).toEqual([]);
  const link = page.locator('article').getByRole('link', { name: 'formatQuery(query, format)' });
  await link.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  // In view, the link is prefetched without the table.
  expect(await lazyTable.parts()).toEqual([]);
  await link.hover();
  await expect.poll(async () => (await lazyTable.parts()).length).toBe(1);
});

test('an API item page opened directly hydrates without errors', async ({ page, problems }) => {
  const lazyTable = watchLazyTable(page);
  await page.goto(formatQueryPage);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Function: formatQuery()');
  await page.waitForLoadState('networkidle');
  expect(await lazyTable.parts()).toHaveLength(1);
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
  const lazyTable = watchLazyTable(page);
  await page.goto(formatQueryPage);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await lazyTable.parts()).toHaveLength(1);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await page.locator('article').getByRole('link', { name: 'RuleGroupTypeAny', exact: true }).first().click();
  await expect(page).toHaveURL(/\/api\/react-querybuilder\/index\/type-aliases\/RuleGroupTypeAny$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Type Alias: RuleGroupTypeAny\b/);
  await expect.poll(async () => (await lazyTable.parts()).length).toBe(2);
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
