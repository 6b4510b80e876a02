// The /search page in local mode (the plugin's own page, components/LocalSearchPage), answered by
// the offline index through the same client as the modal.
import AxeBuilder from '@axe-core/playwright';
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

test("the current docs' shards are fetched (not preloaded by the HTML), and no other version's shard", async ({ page }) => {
  const shards: string[] = [];
  page.on('request', request => {
    if (/\/search-index\/[^/]+\.json$/.test(request.url()) && !request.url().endsWith('manifest.json')) shards.push(new URL(request.url()).pathname);
  });
  await page.goto('/search?q=install');
  // Preloads in the head would compete with the page's scripts on a slow network (see the plugin's postBuild).
  await expect(page.locator('link[rel="preload"][href*="/search-index/"]')).toHaveCount(0);
  await waitForHydration(page);
  await expect(results(page).first()).toBeVisible();
  expect(shards.some(path => /\/search-index\/en\.docs-default-7\.[0-9a-f]+\.json$/.test(path))).toBe(true);
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

test('one main landmark holds the title, the search form with its named fields, the count and the results', async ({ page }) => {
  await page.goto('/search?q=rule');
  await waitForHydration(page);
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Search results for "rule"');
  await expect(main.getByRole('search').getByRole('searchbox', { name: 'Search' })).toHaveValue('rule');
  await expect(main.getByRole('search').getByRole('combobox', { name: 'Docs version to search' })).toHaveValue('7');
  // "rule" matches more than the client counts (its pagination limit of 1000).
  await expect(main.getByText(/^More than 1000 documents found$/)).toBeVisible();
  // Each result's trail is a navigation landmark of its own name.
  const trails = await main.locator('article nav').evaluateAll(navs => navs.map(nav => nav.getAttribute('aria-label')));
  expect(new Set(trails).size).toBe(trails.length);
  expect(await page.locator('[role="main"], main[role]').count()).toBe(0);
});

test('the frame (title, search form, version select) is in the server HTML', async ({ request }) => {
  const html = await (await request.get('/search?q=rule')).text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main).toMatch(/<h1[^>]*>Search the documentation<\/h1>/);
  // The HTML is minified: attribute values without spaces lose their quotes.
  expect(main).toMatch(/<form[^>]*role="?search/);
  expect(main).toMatch(/<input[^>]*type="?search/);
  expect(main).toMatch(/<select[^>]*aria-label="Docs version to search"/);
});

test('an empty query says what to type; a query with no hits says so, quoting it', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Search the documentation');
  await expect(page.getByRole('main')).toContainText('Type a few words above');
  await page.getByRole('searchbox', { name: 'Search' }).fill('qqzzxqq');
  // The query is quoted by a <q> element (its quotes are the browser's, not text).
  await expect(page.getByRole('main').getByText(/^No results were found for qqzzxqq\./)).toBeVisible();
  await expect(page.getByRole('main').locator('q')).toHaveText('qqzzxqq');
  await expect(page.getByText(/documents? found/)).toHaveCount(0);
  await expect(results(page)).toHaveCount(0);
});

test('when the index cannot be fetched the page says so, and Try again searches again', async ({ page }) => {
  let offline = true;
  await page.route('**/search-index/**', route => (offline ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/search?q=install');
  await waitForHydration(page);
  await expect(page.getByText('The search index could not be loaded')).toBeVisible();
  offline = false;
  // The first retry can meet the browser's failed preload of the shard (the page's HTML preloads
  // it); a later one fetches it anew.
  await expect(async () => {
    await page.getByRole('button', { name: 'Try again' }).click({ timeout: 1_000 }).catch(() => {});
    await expect(results(page).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});

test('the results are reached and followed with the keyboard', async ({ page }) => {
  await page.goto('/search?q=install');
  await waitForHydration(page);
  await expect(results(page).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Docs version to search' })).toBeFocused();
  await page.keyboard.press('Tab');
  const first = results(page).first().locator('h2 a');
  await expect(first).toBeFocused();
  const href = await first.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect.poll(() => {
    const url = new URL(page.url());
    return url.pathname + url.hash;
  }).toBe(href);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const colorMode of ['light', 'dark'] as const) {
    test(`at ${viewport.width} px in ${colorMode} mode, axe finds nothing, minor impacts included`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page.addInitScript(mode => window.localStorage.setItem('theme', mode), colorMode);
      await page.goto('/search?q=rule');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
      await expect(results(page).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map(violation => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.slice(0, 3).map(node => node.target.join(' ')) }))).toEqual([]);
    });
  }
}
