import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, waitForHydration } from './support/fixtures';
import { optionTable, docsLinkFor } from '../../src/demo/options';

/**
 * Every page of every docs version, found through the version's sidebars, so a page added to a
 * sidebar is visited without touching this file.
 */
const versions = [
  { name: 'Next', base: '/docs/next', sidebarFile: 'src/site/docsSidebar.json' },
  { name: 'v7 / v8', base: '/docs', sidebarFile: 'versioned_sidebars/version-7-sidebars.json' },
  { name: 'v6', base: '/docs/6', sidebarFile: 'versioned_sidebars/version-6-sidebars.json' },
  { name: 'v5', base: '/docs/5', sidebarFile: 'versioned_sidebars/version-5-sidebars.json' },
  { name: 'v4', base: '/docs/4', sidebarFile: 'versioned_sidebars/version-4-sidebars.json' },
  { name: 'v3', base: '/docs/3', sidebarFile: 'versioned_sidebars/version-3-sidebars.json' },
];

type SidebarItem =
  | string
  | { type: string; id?: string; items?: SidebarItem[]; link?: { type: string; slug?: string; id?: string } };

function pagesOf(items: SidebarItem[]): { docs: string[]; categories: string[] } {
  const docs: string[] = [];
  const categories: string[] = [];
  const visit = (item: SidebarItem) => {
    if (typeof item === 'string') return void docs.push(item);
    if (item.type === 'doc' && item.id) docs.push(item.id);
    if (item.link?.type === 'generated-index' && item.link.slug) categories.push(item.link.slug);
    if (item.link?.type === 'doc' && item.link.id) docs.push(item.link.id);
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return { docs, categories };
}

function readSidebars(file: string): SidebarItem[] {
  const path = join(__dirname, '../..', file);
  if (!existsSync(path)) return [];
  const json = JSON.parse(readFileSync(path, 'utf8'));
  return Array.isArray(json) ? json : Object.values(json).flat() as SidebarItem[];
}

/** Words of the article's prose and code, as a reader would count them. */
async function articleWordCount(page: import('@playwright/test').Page) {
  const text = await page.locator('article .theme-doc-markdown').innerText();
  return text.split(/\s+/).filter(Boolean).length;
}

// One test per docs version, visiting its pages in turn in one browser page: a new browser
// context per page cost more than the visit itself. Soft assertions name each failing page.
for (const version of versions) {
  const { docs, categories } = pagesOf(readSidebars(version.sidebarFile));
  test.describe(`docs ${version.name}`, () => {
    const pages = [...new Set(docs)];
    test(`every page of ${version.name} has a title and at least 150 words, without page errors`, async ({ page, problems }) => {
      test.setTimeout(30_000 + pages.length * 10_000);
      for (const id of pages) {
        const url = `${version.base}/${id}`;
        problems.pageErrors.length = 0;
        const response = await page.goto(url);
        expect.soft(response?.status(), url).toBe(200);
        await waitForHydration(page);
        await expect.soft(page.locator('article h1').first(), url).toBeVisible();
        expect.soft(await articleWordCount(page), url).toBeGreaterThanOrEqual(150);
        expect.soft(problems.pageErrors, url).toEqual([]);
      }
    });
    const slugs = [...new Set(categories)];
    if (slugs.length > 0) {
      test(`every category page of ${version.name} lists its pages`, async ({ page, problems }) => {
        test.setTimeout(30_000 + slugs.length * 10_000);
        for (const slug of slugs) {
          const url = `${version.base}${slug}`;
          problems.pageErrors.length = 0;
          const response = await page.goto(url);
          expect.soft(response?.status(), url).toBe(200);
          await waitForHydration(page);
          await expect.soft(page.locator('h1').first(), url).toBeVisible();
          expect.soft(await page.locator('a.theme-doc-card-container').count(), url).toBeGreaterThan(0);
          expect.soft(problems.pageErrors, url).toEqual([]);
        }
      });
    }
  });
}

/** Pages of earlier docs layouts that now send the reader to their new place. */
const movedPages = [
  ['api/classnames', 'styling/classnames'],
  ['api/export', 'utils/export'],
  ['api/import', 'utils/import'],
  ['api/misc', 'utils/misc'],
  ['api/querybuilder', 'components/querybuilder'],
  ['api/validation', 'utils/validation'],
  ['api/valueeditor', 'components/valueeditor'],
  ['umd', 'buildless'],
] as const;

for (const base of ['/docs', '/docs/next']) {
  for (const [from, to] of movedPages) {
    test(`${base}/${from} sends the reader to ${base}/${to}`, async ({ page }) => {
      await page.goto(`${base}/${from}`);
      await expect(page).toHaveURL(new RegExp(`${base}/${to}$`));
      await expect(page.locator('article h1').first()).toBeVisible();
    });
  }
}

test('every anchor the demo options link to exists on the QueryBuilder page', async ({ page }) => {
  await page.goto('/docs/components/querybuilder');
  await waitForHydration(page);
  const anchors = [...new Set(optionTable.map(option => docsLinkFor(option).split('#')[1]!))];
  const missing = await page.evaluate(ids => ids.filter(id => !document.getElementById(id)), anchors);
  expect(missing).toEqual([]);
});

test.describe('version dropdown on a docs page', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  async function chooseVersion(page: import('@playwright/test').Page, current: string, target: string) {
    const dropdown = page.locator('.navbar__item.dropdown').filter({ hasText: current });
    await dropdown.hover();
    await dropdown.getByRole('link', { name: target, exact: true }).click();
  }

  test('moves to the same page in a version that has it', async ({ page }) => {
    await page.goto('/docs/6/components/querybuilder');
    await waitForHydration(page);
    await chooseVersion(page, 'v6', 'v7 / v8');
    await expect(page).toHaveURL(/\/docs\/components\/querybuilder$/);
    await chooseVersion(page, 'v7 / v8', 'Next');
    await expect(page).toHaveURL(/\/docs\/next\/components\/querybuilder$/);
  });

  test('moves to the intro of a version that lacks the page', async ({ page }) => {
    await page.goto('/docs/6/components/querybuilder');
    await waitForHydration(page);
    await chooseVersion(page, 'v6', 'v5');
    await expect(page).toHaveURL(/\/docs\/5\/intro$/);
  });

  test('moves between the API pages of v5 and v4', async ({ page }) => {
    await page.goto('/docs/5/api/export');
    await waitForHydration(page);
    await chooseVersion(page, 'v5', 'v4');
    await expect(page).toHaveURL(/\/docs\/4\/api\/export$/);
  });
});
