// The theme's /search page, answered by the offline index (its `algoliasearch/lite` is the local client).
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

const results = (page: Page) => page.locator('main article');

test('shows grouped results with breadcrumbs for the query in the URL', async ({ page, problems }) => {
  await page.goto('/search?q=install');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Search results for "install"');
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByText(/^(One document found|\d+ documents found)$/)).toBeVisible();
  const first = results(page).first();
  await expect(first.locator('h2 a')).toHaveAttribute('href', /^\//);
  await expect(first.locator('nav[aria-label="breadcrumbs"] li').first()).not.toBeEmpty();
  await expect(page.locator('main .search-result-match').first()).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('typing a query puts it in the URL and searches', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  await page.locator('input[type="search"]').fill('key concepts');
  await expect(page).toHaveURL(/\/search\?q=key(\+|%20)concepts$/);
  await expect(results(page).first()).toContainText('Key concepts');
});

test('the docs version selector scopes the results to that version', async ({ page }) => {
  await page.goto('/search?q=getting%20started');
  await waitForHydration(page);
  const versions = page.locator('form select');
  await expect(versions).toHaveCount(1);
  await versions.selectOption({ label: 'v6' });
  await expect(results(page).locator('h2 a[href^="/docs/6/"]').first()).toBeVisible();
  const docsLinks = await results(page).locator('h2 a[href^="/docs/"]').evaluateAll(links => links.map(link => link.getAttribute('href')));
  expect(docsLinks.every(href => href!.startsWith('/docs/6/'))).toBe(true);
  await versions.selectOption({ label: 'v7 / v8' });
  await expect(results(page).locator('h2 a[href^="/docs/intro"]').first()).toBeVisible();
});

test('loads the next page of results when scrolled to the end', async ({ page }) => {
  await page.goto('/search?q=query');
  await waitForHydration(page);
  await expect(results(page)).toHaveCount(15);
  await expect(page.getByText('Fetching new results...')).toBeAttached();
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await results(page).count()).toBeGreaterThan(15);
  }).toPass({ timeout: 15_000 });
});

test('a query that looks like markup is shown as text and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', dialog => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const attack = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  await page.goto(`/search?q=${encodeURIComponent(attack)}`);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText(`Search results for "${attack}"`);
  await expect(page.locator('input[type="search"]')).toHaveValue(attack);
  await expect(page.getByText('No results were found')).toBeVisible();
  await expect(page.locator('main img, main script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
