/**
 * Issue 17 item 1: below 600 px the home page's builder and the docs' live examples use the
 * library's responsive layout, as the demos do, and nothing runs past the builder's edge.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Controls of the builder whose right edge passes the builder's own (or the viewport's). */
async function overflowing(builder: Locator): Promise<string[]> {
  return builder.evaluate(root => {
    const edge = Math.min(root.getBoundingClientRect().right, document.documentElement.clientWidth);
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`builder scrolls: ${root.scrollWidth} > ${root.clientWidth}`);
    for (const control of Array.from(root.querySelectorAll<HTMLElement>('select, input, button, textarea'))) {
      const box = control.getBoundingClientRect();
      if (box.width > 0 && box.right > edge + 1) {
        problems.push(`${control.className || control.tagName} ends at ${Math.round(box.right)} past ${Math.round(edge)}`);
      }
    }
    return problems;
  });
}

/** Whether the builder lays out under the library's responsive class (on its root or a box around it). */
const inResponsiveLayout = (builder: Locator) => builder.evaluate(root => root.closest('.queryBuilder-responsive') !== null);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test("the home page's builder stacks its rules and stays inside its edge", async ({ page }) => {
  await open(page, '/');
  const builder = page.locator('section[aria-labelledby="live-heading"] .queryBuilder').first();
  await builder.scrollIntoViewIfNeeded();
  await expect.poll(() => inResponsiveLayout(builder)).toBe(true);
  expect(await overflowing(builder)).toEqual([]);
});

test("a docs live example's builder stacks its rules and stays inside its edge", async ({ page }) => {
  await open(page, '/docs/components/querybuilder');
  const previewGroup = page.getByRole('group', { name: /^Preview/ }).first();
  await previewGroup.scrollIntoViewIfNeeded();
  const builder = previewGroup.locator('.queryBuilder').first();
  await expect(builder).toBeVisible();
  await expect.poll(() => inResponsiveLayout(builder)).toBe(true);
  expect(await overflowing(builder)).toEqual([]);
});

test('on a wide screen the builders keep the one-line layout', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/');
  const builder = page.locator('section[aria-labelledby="live-heading"] .queryBuilder').first();
  await builder.scrollIntoViewIfNeeded();
  await expect(builder).toBeVisible();
  expect(await inResponsiveLayout(builder)).toBe(false);
});
