import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, waitForHydration } from './support/fixtures';
import type { Page } from '@playwright/test';

// API reference polish (plugins/api-reference): plain page titles, the /api overview on a phone,
// overloads told apart in the TOC, guide links from item pages, and @react-querybuilder/core.

const apiSidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const toc = (page: Page) => page.locator('.theme-doc-toc-desktop');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

test.describe('page titles', () => {
  test('a generic interface is titled without Markdown escapes in the tab, h1 and shared-link title', async ({ page }) => {
    await page.goto('/api/react-querybuilder/index/interfaces/RuleType');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interface: RuleType<F, O, V, C, M>');
    await expect(page).toHaveTitle(/^Interface: RuleType<F, O, V, C, M> \| /);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Interface: RuleType<F, O, V, C, M> \| /);
    await expect(apiSidebar(page).locator('a[aria-current="page"]')).toHaveText('RuleType');
  });

  test('a deprecated item says so in its title', async ({ page }) => {
    await page.goto('/api/react-querybuilder/index/type-aliases/NameLabelPair');
    await expect(page).toHaveTitle(/^Type Alias: NameLabelPair<N> \(deprecated\) \| /);
  });

  test('no built API page has a backslash in its <title>, og:title or sidebar labels', () => {
    const files = htmlFiles(join(__dirname, '..', '..', 'build', 'api'));
    expect(files.length).toBeGreaterThan(1000);
    const escaped = files.filter(file => {
      const html = readFileSync(file, 'utf8');
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const ogTitle = /property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '';
      return title.includes('\\') || ogTitle.includes('\\');
    });
    expect(escaped).toEqual([]);
  });
});

test.describe('the /api overview', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits a phone and explains where pages come from and why some versions are older', async ({ page }, testInfo) => {
    await page.goto('/api');
    await waitForHydration(page);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('API reference');
    // Nothing wider than the screen: no sideways scrolling, no table cut off.
    const widths = await page.evaluate(() => ({
      page: document.scrollingElement!.scrollWidth,
      widest: Math.max(...Array.from(document.querySelectorAll('article *')).map(element => element.getBoundingClientRect().right)),
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.widest).toBeLessThanOrEqual(390);
    await expect(article).toContainText('written for this site');
    await expect(article).not.toContainText('stand-in');
    await expect(article.getByRole('heading', { name: /Why some versions are older than 8\.24\.1/ })).toBeVisible();
    const why = article.locator('h2:has-text("Why some versions") + p');
    for (const pkg of ['native 8.13.0', 'mantine 8.14.0', 'material 8.20.2', 'dnd 8.22.4']) {
      await expect(why).toContainText(`@react-querybuilder/${pkg}`);
    }
    await expect(why).not.toContainText('antd');
    await page.screenshot({ path: testInfo.outputPath('api-overview-390.png'), fullPage: true });
  });
});

test.describe('overloads', () => {
  test("formatQuery's TOC names each signature once and leaves out its Parameters and Returns", async ({ page }) => {
    await page.goto('/api/react-querybuilder/index/functions/formatQuery');
    const entries = (await toc(page).locator('a').allInnerTexts()).map(text => text.trim());
    expect(entries.length).toBeGreaterThan(10);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.filter(entry => /^(Parameters|Returns|Call Signature)$/.test(entry))).toEqual([]);
    expect(entries).toContain('Call signature: formatQuery(ruleGroup, "parameterized")');
    expect(entries).toContain('Call signature: formatQuery(ruleGroup)');
  });

  test('signatures that differ only in an options object are told apart by return type', async ({ page }) => {
    await page.goto('/api/react-querybuilder/parseSQL/functions/parseSQL');
    const entries = (await toc(page).locator('a').allInnerTexts()).map(text => text.trim());
    expect(entries).toEqual([
      'Call signature: parseSQL(sql)',
      'Call signature: parseSQL(sql, options): DefaultRuleGroupType',
      'Call signature: parseSQL(sql, options): DefaultRuleGroupTypeIC',
    ]);
  });
});

test.describe('guide links', () => {
  const cases = [
    { api: '/api/react-querybuilder/index/functions/formatQuery', label: 'Export', docs: '/docs/utils/export', heading: 'Export' },
    { api: '/api/react-querybuilder/parseSQL/functions/parseSQL', label: 'Import › parseSQL', docs: '/docs/utils/import#parsesql', heading: 'parseSQL' },
    { api: '/api/react-querybuilder/index/functions/QueryBuilder', label: 'QueryBuilder', docs: '/docs/components/querybuilder', heading: 'QueryBuilder' },
  ];
  for (const { api, label, docs, heading } of cases) {
    test(`${api} links to ${docs}`, async ({ page }) => {
      await page.goto(api);
      await waitForHydration(page);
      const link = page.locator('article').getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', docs);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${docs.replace(/[#/]/g, '\\$&')}$`));
      const [, anchor] = docs.split('#');
      const target = anchor ? page.locator(`[id="${anchor}"]`) : page.getByRole('heading', { level: 1 });
      await expect(target).toContainText(heading);
    });
  }
});

test.describe('@react-querybuilder/core', () => {
  test('has a package page, its entry points in the sidebar, and listings linked to the item pages', async ({ page }) => {
    await page.goto('/api/core');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('@react-querybuilder/core');
    const category = apiSidebar(page).locator('li', { has: page.locator('a[href="/api/core"]') }).first();
    await expect(category.getByRole('link', { name: 'derivations', exact: true })).toHaveAttribute('href', '/api/core/derivations');
    await page.locator('article').getByRole('link', { name: 'derivations', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/core\/derivations$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('@react-querybuilder/core/derivations');
    await page.locator('article').getByRole('link', { name: 'RuleType', exact: true }).click();
    await expect(page).toHaveURL(/\/api\/react-querybuilder\/index\/interfaces\/RuleType$/);
    // And back: the item page names core's entry points.
    await expect(page.locator('article').getByRole('link', { name: '@react-querybuilder/core/derivations' })).toHaveAttribute('href', '/api/core/derivations');
  });

  test('the overview lists it right after react-querybuilder', async ({ page }) => {
    await page.goto('/api');
    const links = (await page.locator('article li > a').allInnerTexts()).slice(0, 2);
    expect(links).toEqual(['react-querybuilder', '@react-querybuilder/core']);
  });

  for (const docsPath of ['/docs/utils/framework-adapters', '/docs/next/utils/framework-adapters']) {
    test(`${docsPath} links to the core API pages`, async ({ page }) => {
      await page.goto(docsPath);
      const article = page.locator('article');
      await expect(article.locator('a[href="/api/core/derivations"]').first()).toHaveText(/derivations/);
      await expect(article.locator('a[href="/api/core/index/overview"]')).toHaveText('@react-querybuilder/core');
      await expect(article.locator('a[href="/api/core"]')).toHaveText('@react-querybuilder/core');
    });
  }
});

// An entry point's overview at `/api/<package>/index` was written to `<package>/index.html`, the file a
// static host serves for the package's own page: the page showed the entry's list, then React
// replaced it after a hydration mismatch. The overviews of `index` entries now live at `.../index/overview`.
test.describe('package pages and their main entry overviews', () => {
  for (const [packagePath, heading] of [
    ['/api/react-querybuilder', 'react-querybuilder'],
    ['/api/core', '@react-querybuilder/core'],
    ['/api/datetime', '@react-querybuilder/datetime'],
  ] as const) {
    test(`${packagePath} serves the package page itself, which hydrates without errors`, async ({ page, problems }) => {
      const response = await page.request.get(packagePath);
      const canonical = /<link[^>]*rel="?canonical"?[^>]*href="?([^" >]+)/.exec(await response.text())?.[1];
      expect(canonical).toBe(`https://react-querybuilder.js.org${packagePath}`);
      await page.goto(packagePath);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('the main entry overview has a page of its own, linked from the sidebar', async ({ page }) => {
    await page.goto('/api/react-querybuilder');
    await waitForHydration(page);
    const mainEntry = apiSidebar(page).getByRole('link', { name: 'Main entry', exact: true }).first();
    await expect(mainEntry).toHaveAttribute('href', '/api/react-querybuilder/index/overview');
    await mainEntry.click();
    await expect(page).toHaveURL(/\/api\/react-querybuilder\/index\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^react-querybuilder v\d+\.\d+\.\d+$/);
  });
});
