// The search modal on the offline index (the e2e build has no Algolia credentials): DocSearch's own
// behaviours, answered by the local client from build/search-index.
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

const INDEX = 'react-querybuilder';
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search' }).first();
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit a');

async function open(page: Page, path = '/docs/intro') {
  await page.goto(path);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test.describe('opening and closing', () => {
  test('opens with Ctrl+K; Escape closes it and gives focus back to the search button', async ({ page, problems }) => {
    await open(page);
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    expect(problems.pageErrors).toEqual([]);
  });

  test('opens with Cmd+K', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeFocused();
  });

  test('opens with "/" unless a text field has focus', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await page.locator('input[type="search"]').focus();
    await page.keyboard.press('/');
    await expect(modal(page)).toHaveCount(0);
    await page.locator('input[type="search"]').blur();
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
  });

  test('opens on click of the search button', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
  });

  test('opens when a letter is typed with the search button focused, keeping the letter', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await searchButton(page).focus();
    await page.keyboard.press('k');
    await expect(input(page)).toHaveValue('k');
  });

  test('keeps what is typed right after Ctrl+K while the modal is still loading', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    // Slow every script from here on, the modal's code among them, as a slow network would.
    await page.route(/\/assets\/js\/.+\.js$/, async route => {
      await new Promise(resolve => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('formatQuery');
    await expect(input(page)).toHaveValue('formatQuery');
    await expect(hits(page).first()).toBeVisible();
  });

  test("shows 'Search docs' as placeholder and takes at most 64 characters", async ({ page }) => {
    await open(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await input(page).fill('x'.repeat(80));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });
});

test.describe('results', () => {
  test('types "key concepts", sees the heading, lands on it', async ({ page, problems }) => {
    await open(page);
    await page.keyboard.type('key concepts');
    const hit = hits(page).filter({ hasText: 'Key concepts' }).first();
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute('href', '/docs/intro#key-concepts');
    await expect(hit.locator('mark').first()).toHaveText(/key|concepts/i);
    await hit.click();
    await expect(page).toHaveURL(/\/docs\/intro#key-concepts$/);
    await expect(modal(page)).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('groups hits by section with at most five per group', async ({ page }) => {
    await open(page);
    await page.keyboard.type('query');
    await expect(hits(page).first()).toBeVisible();
    const groups = page.locator('.DocSearch-Hits');
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const group = groups.nth(i);
      await expect(group.locator('.DocSearch-Hit-source')).not.toBeEmpty();
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
  });

  test('"See all {count} results" leads to the search page with the query', async ({ page }) => {
    await open(page);
    await page.keyboard.type('render');
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=render$/);
    await expect(page.locator('h1')).toHaveText('Search results for "render"');
  });

  test('shows the no-results screen with suggestions and a way to report the query', async ({ page }) => {
    await open(page);
    await page.keyboard.type('install');
    await expect(hits(page).first()).toBeVisible();
    await input(page).fill('xylophonezebra');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "xylophonezebra"');
    await expect(screen).toContainText('Try searching for');
    const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List button');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /github\.com\/react-querybuilder\/react-querybuilder\/issues\/new\?.*xylophonezebra/);
  });

  test('snippets text to five words on narrow screens', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await open(page);
    await page.keyboard.type('rule group combinator');
    const snippet = page.locator('.DocSearch-Hit-path').first();
    await expect(hits(page).first()).toBeVisible();
    const texts = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').allInnerTexts();
    for (const text of texts) expect(text.replace(/…/g, ' ').trim().split(/\s+/).length).toBeLessThanOrEqual(5);
    await expect(snippet).toBeVisible();
  });

  test('query text that looks like markup is shown as text and never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', dialog => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page);
    const attack = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await input(page).fill(attack);
    // Its words (script, src, ...) are in the docs, so it finds pages (the optional-words fallback).
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img, .DocSearch-Modal script')).toHaveCount(0);
    // One whose words are in no page: the no-results screen shows it as text.
    const unknown = '<qqzzx onqqzzy=qqzzw()>';
    await input(page).fill(unknown);
    await expect(page.locator('.DocSearch-NoResults')).toContainText(`No results for "${unknown}"`);
    await expect(page.locator('.DocSearch-Modal img, .DocSearch-Modal script, .DocSearch-Modal qqzzx')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe('recent and favourite searches', () => {
  test('keeps chosen hits as recent searches and favourites in localStorage, under the index name', async ({ page }) => {
    await open(page);
    await page.keyboard.type('key concepts');
    await hits(page).filter({ hasText: 'Key concepts' }).first().click();
    await expect(page).toHaveURL(/#key-concepts$/);
    const recent = await page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? '[]'), `__DOCSEARCH_RECENT_SEARCHES__${INDEX}`);
    expect(recent).toHaveLength(1);
    expect(recent[0].url).toContain('/docs/intro');

    await page.keyboard.press('Control+k');
    const recentHit = page.locator('.DocSearch-Hit').first();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await recentHit.hover();
    await recentHit.getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
    const favourites = await page.evaluate(key => JSON.parse(localStorage.getItem(key) ?? '[]'), `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX}`);
    expect(favourites).toHaveLength(1);
  });

  test('without localStorage, searching works and nothing is remembered', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('Storage is disabled', 'SecurityError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, { value: fail, configurable: true });
      }
    });
    await open(page);
    await page.keyboard.type('key concepts');
    await hits(page).filter({ hasText: 'Key concepts' }).first().click();
    await expect(page).toHaveURL(/#key-concepts$/);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('loading and failures', () => {
  test('shows the stalled state while the index takes longer than 300 ms, then the hits', async ({ page }) => {
    await page.route('**/search-index/*.json', async route => {
      await new Promise(resolve => setTimeout(resolve, 1500));
      await route.continue();
    });
    await open(page);
    await page.keyboard.type('install');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('shows "Unable to fetch results" while the index is unreachable, and recovers', async ({ page }) => {
    let offline = true;
    await page.route('**/search-index/**', route => (offline ? route.abort('internetdisconnected') : route.continue()));
    await open(page);
    await page.keyboard.type('install');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
    offline = false;
    await page.keyboard.type('s');
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  });

  test('a missing index file (404) is the same error', async ({ page }) => {
    await page.route('**/search-index/en.docs-default-7.*.json', route => route.fulfill({ status: 404, body: 'Not found' }));
    await open(page);
    await page.keyboard.type('install');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  });
});

test.describe('docs version scoping', () => {
  async function searchFrom(page: Page, path: string, query: string) {
    const shards: string[] = [];
    page.on('request', request => {
      const match = /search-index\/en\.(.+)\.[0-9a-f]{10}\.json$/.exec(request.url());
      if (match) shards.push(match[1]);
    });
    await open(page, path);
    await page.keyboard.type(query);
    await expect(hits(page).first()).toBeVisible();
    return { hrefs: await hits(page).evaluateAll(links => links.map(link => link.getAttribute('href') ?? '')), shards };
  }

  test('on a v6 page, finds the v6 pages and loads only the v6 docs shard', async ({ page }) => {
    const { hrefs, shards } = await searchFrom(page, '/docs/6/intro', 'getting started install');
    expect(hrefs.some(href => href.startsWith('/docs/6/intro'))).toBe(true);
    expect(hrefs.filter(href => href.startsWith('/docs/') && !href.startsWith('/docs/6/'))).toEqual([]);
    expect(shards.filter(tag => tag.startsWith('docs-default-'))).toEqual(['docs-default-6']);
  });

  test('on the current docs, finds the current pages and no older version', async ({ page }) => {
    const { hrefs, shards } = await searchFrom(page, '/docs/intro', 'getting started install');
    expect(hrefs.some(href => href.startsWith('/docs/intro'))).toBe(true);
    expect(hrefs.filter(href => /^\/docs\/(next|\d)\//.test(href))).toEqual([]);
    expect(shards.filter(tag => tag.startsWith('docs-default-'))).toEqual(['docs-default-7']);
  });
});
