import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, holdIdleCallbacks, waitForHydration, waitForWholeLayout } from './support/fixtures';

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
  // Measured as they render once shown, not as their placeholders (plugins/deferred-blocks).
  document.documentElement.removeAttribute('data-deferring');
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

test.describe('a long page lays out what is below the first screen as the reader nears it, until it is shown whole', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Whether <html> said the page deferred its blocks when the body had been parsed. */
  async function recordDeferringAtStart(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { deferringAtStart: boolean }).deferringAtStart = document.documentElement.hasAttribute('data-deferring');
      });
    });
  }
  const deferringAtStart = (page: Page) => page.evaluate(() => (window as unknown as { deferringAtStart: boolean }).deferringAtStart);

  test('while the page defers, a paragraph far down is rendered once scrolled to, not before', async ({ page }) => {
    await holdIdleCallbacks(page);
    await page.goto('/docs/components/querybuilder');
    await waitForHydration(page);
    const code = page.locator('.markdown > p.deferred-block code').last();
    const rendered = () => code.evaluate(element => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await code.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(code).toBeInViewport();
  });

  test('while the page defers, the cards of a long docs table are rendered once scrolled to', async ({ page }) => {
    await holdIdleCallbacks(page);
    await page.goto('/docs/components/querybuilder');
    await waitForHydration(page);
    const rows = page.locator('.markdown table.docs-table').first().locator('tbody > tr');
    expect(await rows.count()).toBeGreaterThan(40);
    const rendered = (row: number) =>
      rows.nth(row).locator('td').first().evaluate(element => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered(0)).toBe(true);
    expect(await rendered(40)).toBe(false);
    await rows.nth(40).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(40)).toBe(true);
  });

  test('after the load event the page shows every deferred block and stops deferring', async ({ page }) => {
    await recordDeferringAtStart(page);
    await page.goto('/docs/components/querybuilder');
    expect(await deferringAtStart(page)).toBe(true);
    await waitForWholeLayout(page);
    const last = page.locator('.markdown > p.deferred-block').last();
    expect(await last.evaluate(element => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    const lastCard = page.locator('.markdown table.docs-table').first().locator('tbody > tr').last().locator('td').first();
    expect(await lastCard.evaluate(element => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  });

  test('a link to a heading deep in the page lands on that heading, the page not deferring', async ({ page }) => {
    await page.goto('/docs/components/querybuilder');
    const id = await page.locator('.markdown > h3.deferred-block').last().getAttribute('id');
    expect(id).toBeTruthy();
    await recordDeferringAtStart(page);
    // From another document: a new load, not a scroll within the page already open.
    await page.goto('about:blank');
    await page.goto(`/docs/components/querybuilder#${id}`);
    await waitForHydration(page);
    expect(await deferringAtStart(page)).toBe(false);
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBeLessThan(150);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  });

  test('a click on a link to a deep heading while the page defers lands on it and stays', async ({ page }) => {
    await holdIdleCallbacks(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/components/querybuilder');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-deferring');
    const id = await page.locator('.markdown > h3.deferred-block').last().getAttribute('id');
    await page.locator(`.table-of-contents a[href="#${id}"]`).click();
    const heading = page.locator(`[id="${id}"]`);
    const top = async () => (await heading.boundingBox())!.y;
    await expect.poll(top).toBeLessThan(150);
    const landed = await top();
    expect(landed).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(Math.abs((await top()) - landed)).toBeLessThan(1);
    await expect(page.locator('html')).not.toHaveAttribute('data-deferring');
  });

  test('a reload lays the page out whole from the start, so the browser can restore the scroll position', async ({ page }) => {
    await recordDeferringAtStart(page);
    await page.goto('/docs/components/querybuilder');
    expect(await deferringAtStart(page)).toBe(true);
    await page.reload();
    expect(await deferringAtStart(page)).toBe(false);
  });
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
