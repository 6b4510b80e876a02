import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * Docs tables fit their column at a desktop width, on every page of the docs versions readers use
 * most (Next and v7 / v8), found through the sidebars as in docs-pages.spec.ts. One test per
 * version visits its pages with one page, which keeps the scan to a few browser contexts.
 */
const versions = [
  { name: 'Next', base: '/docs/next', sidebarFile: 'src/site/docsSidebar.json' },
  { name: 'v7 / v8', base: '/docs', sidebarFile: 'versioned_sidebars/version-7-sidebars.json' },
];

type SidebarItem = string | { type: string; id?: string; items?: SidebarItem[]; link?: { type: string; id?: string } };

function docIds(file: string): string[] {
  const path = join(__dirname, '../..', file);
  if (!existsSync(path)) return [];
  const json = JSON.parse(readFileSync(path, 'utf8'));
  const items: SidebarItem[] = Array.isArray(json) ? json : (Object.values(json).flat() as SidebarItem[]);
  const ids = new Set<string>();
  const visit = (item: SidebarItem) => {
    if (typeof item === 'string') return void ids.add(item);
    if (item.type === 'doc' && item.id) ids.add(item.id);
    if (item.link?.type === 'doc' && item.link.id) ids.add(item.link.id);
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return [...ids];
}

/** Tables of the article that are wider than the article's column, with their widths. */
function overWideTables() {
  const column = document.querySelector('article .theme-doc-markdown');
  if (!column) return ['no article column'];
  const limit = column.getBoundingClientRect().width + 1;
  return Array.from(column.querySelectorAll('table'))
    .map((table, index) => ({ index, width: Math.round(table.scrollWidth), box: table.getBoundingClientRect().width }))
    .filter(({ width, box }) => width > limit || box > limit)
    .map(({ index, width }) => `table ${index + 1}: ${width} px in a ${Math.round(limit - 1)} px column`);
}

for (const version of versions) {
  test(`docs ${version.name}: no table is wider than the article column at 1280 px`, async ({ page }) => {
    const ids = docIds(version.sidebarFile);
    expect(ids.length).toBeGreaterThan(10);
    test.setTimeout(ids.length * 4_000 + 30_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const found: Record<string, string[]> = {};
    let tables = 0;
    for (const id of ids) {
      const response = await page.goto(`${version.base}/${id}`);
      expect(response?.status(), `${version.base}/${id}`).toBe(200);
      await page.locator('article .theme-doc-markdown').waitFor();
      tables += await page.locator('article .theme-doc-markdown table').count();
      const wide = await page.evaluate(overWideTables);
      if (wide.length) found[`${version.base}/${id}`] = wide;
    }
    expect(tables, 'the scan saw tables').toBeGreaterThan(5);
    expect(found).toEqual({});
  });
}

test('on a phone a docs table stacks its rows, each value labelled by its column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/components/querybuilder');
  await waitForHydration(page);
  const table = page.locator('article .theme-doc-markdown table').first();
  await expect(table).toBeVisible();
  const layout = await table.evaluate(element => ({
    fits: element.scrollWidth <= element.clientWidth,
    rowDisplay: getComputedStyle(element.querySelector('tbody tr')!).display,
    typeLabel: element.querySelector('tbody td:nth-child(2)')!.getAttribute('data-label'),
    labelShown: getComputedStyle(element.querySelector('tbody td:nth-child(2)')!, '::before').content !== 'none',
  }));
  expect(layout).toEqual({ fits: true, rowDisplay: 'block', typeLabel: 'Type', labelShown: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// Prop names in code (QueryBuilder) and in plain headings (import's option names).
for (const path of ['/docs/components/querybuilder', '/docs/utils/import']) {
  test(`${path}: table-of-contents entries break only between words`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    const result = await page.evaluate(() => {
      const codes = Array.from(document.querySelectorAll('.table-of-contents a'));
      /** Where a code span's text moves to a new line, as [before, after] character pairs. */
      const lineBreaks = (code: Element) => {
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        const chars: { char: string; top: number }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            chars.push({ char: node.textContent![i]!, top: Math.round(range.getBoundingClientRect().top) });
          }
        }
        return chars.slice(1).flatMap((c, i) => (c.top > chars[i]!.top ? [chars[i]!.char + c.char] : []));
      };
      const toc = document.querySelector('.table-of-contents')!.getBoundingClientRect();
      return {
        count: codes.length,
        wrapped: codes.filter(code => lineBreaks(code).length > 0).length,
        // A break between two letters splits a word, unless it is a camel-case boundary (aB).
        midWord: codes.flatMap(code =>
          lineBreaks(code)
            .filter(pair => /^[A-Za-z0-9]{2}$/.test(pair) && !/^[a-z0-9][A-Z]$/.test(pair))
            .map(pair => `${code.textContent}: ${pair}`)
        ),
        overflowing: codes.filter(code => code.getBoundingClientRect().right > toc.right + 1).map(code => code.textContent),
      };
    });
    expect(result.count).toBeGreaterThan(10);
    expect(result.wrapped, 'some entries wrap in the 210 px column').toBeGreaterThan(0);
    expect(result.midWord).toEqual([]);
    expect(result.overflowing).toEqual([]);
  });
}
