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
  await expect(first.locator('nav[aria-label^="Breadcrumbs of result"] li').first()).not.toBeEmpty();
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
  // Its words (script, src, ...) are in the docs, so it finds pages (the optional-words fallback);
  // they show with those words marked, as text.
  await expect(results(page).first()).toBeVisible();
  await expect(page.locator('main img, main script')).toHaveCount(0);
  // One whose words are in no page: the no-results text shows it as text too.
  const unknown = '<qqzzx onqqzzy=qqzzw()>';
  await page.locator('input[type="search"]').fill(unknown);
  await expect(page.locator('h1')).toHaveText(`Search results for "${unknown}"`);
  await expect(page.getByText('No results were found')).toBeVisible();
  await expect(page.locator('main img, main script, main qqzzx')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('offline, the page credits no search provider', async ({ page }) => {
  await page.goto('/search?q=install');
  await waitForHydration(page);
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByText('Powered by')).toBeHidden();
  await expect(page.locator('a[href^="https://www.algolia.com"]')).toBeHidden();
});

test('the version select starts on the latest version, or on the version the reader came from', async ({ page }) => {
  await page.goto('/search?q=getting%20started');
  await waitForHydration(page);
  await expect(page.locator('form select')).toHaveValue('7');
  await expect(results(page).locator('h2 a[href^="/docs/intro"]').first()).toBeVisible();
  await page.goto('/docs/6/intro');
  await waitForHydration(page);
  await page.goto('/search?q=getting%20started');
  await waitForHydration(page);
  await expect(page.locator('form select')).toHaveValue('6');
  await expect(results(page).locator('h2 a[href^="/docs/6/"]').first()).toBeVisible();
});

test("the page's HTML preloads the current docs' shards, and no other version's shard is fetched", async ({ page }) => {
  const shards: string[] = [];
  page.on('request', request => {
    if (/\/search-index\/[^/]+\.json$/.test(request.url()) && !request.url().endsWith('manifest.json')) shards.push(new URL(request.url()).pathname);
  });
  await page.goto('/search?q=install');
  const preloads = await page.locator('link[rel="preload"][as="fetch"]').evaluateAll(links => links.map(link => link.getAttribute('href')));
  expect(preloads.some(href => /\/search-index\/en\.docs-default-7\.[0-9a-f]+\.json$/.test(href!))).toBe(true);
  await waitForHydration(page);
  await expect(results(page).first()).toBeVisible();
  expect(shards.filter(path => /docs-default-(?!7\.)/.test(path))).toEqual([]);
});

test('the modal and the page count the same hits for a query', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('rule');
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toContainText(/See all \d+ results/);
  const count = (await seeAll.textContent())!.match(/\d+/)![0];
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?q=rule$/);
  await expect(page.getByText(`${count} documents found`)).toBeVisible();
});
