import { test, expect, waitForHydration } from './support/fixtures';
import type { Page } from '@playwright/test';

// The API sidebar's item links (src/theme/DocSidebarItem/Link): no prefetch of every link in view,
// but the current item highlighted and in view, in-app navigation, preloading when pointed at, and
// every item reachable.

const apiSidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const ruleType = '/api/react-querybuilder/index/interfaces/RuleType';

test('the current item is highlighted and scrolled into the sidebar’s view, the page itself is not scrolled', async ({ page }) => {
  // ValueSources is far down the Type Aliases list of the main entry.
  await page.goto('/api/react-querybuilder/index/type-aliases/ValueSources');
  await waitForHydration(page);
  const current = apiSidebar(page).locator('a[aria-current="page"]');
  await expect(current).toHaveText('ValueSources');
  await expect(current).toHaveClass(/menu__link--active/);
  await expect(current).toBeInViewport();
  const box = await page.evaluate(() => {
    const link = document.querySelector('nav[aria-label="Docs sidebar"] a[aria-current="page"]')!.getBoundingClientRect();
    const menu = document.querySelector('nav[aria-label="Docs sidebar"]')!.closest('.menu, aside')!.getBoundingClientRect();
    return { link: [link.top, link.bottom], menu: [menu.top, menu.bottom], scrollY: window.scrollY };
  });
  expect(box.link[0]).toBeGreaterThanOrEqual(box.menu[0]);
  expect(box.link[1]).toBeLessThanOrEqual(box.menu[1]);
  expect(box.scrollY).toBe(0);
});

test('pointing at a sidebar link loads its page code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', request => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
  });
  await page.goto(ruleType);
  await waitForHydration(page);
  await page.waitForTimeout(1000);
  const before = scripts.length;
  await apiSidebar(page).getByRole('link', { name: 'ValueEditorProps', exact: true }).hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
});

test('sidebar links to index pages have no trailing slash, like the theme links', async ({ page }) => {
  await page.goto('/api/core');
  const category = apiSidebar(page).locator('li', { has: page.locator('a[href="/api/core"]') }).first();
  await expect(category.getByRole('link', { name: 'derivations', exact: true })).toHaveAttribute('href', '/api/core/derivations');
});

test('a sidebar link navigates in the app, and a collapsed category opens to reachable items', async ({ page }) => {
  await page.goto(ruleType);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await apiSidebar(page).getByRole('link', { name: 'RuleGroupType', exact: true }).click();
  await expect(page).toHaveURL(/\/interfaces\/RuleGroupType$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Interface: RuleGroupType\b/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // A companion package, collapsed until opened.
  const antd = apiSidebar(page).locator('li', { has: page.locator('a[href="/api/antd"]') }).first();
  await antd.getByRole('button').first().click();
  await antd.getByRole('button', { name: /Functions/ }).click();
  await antd.getByRole('link', { name: 'AntDValueEditor', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/antd\/functions\/AntDValueEditor$/);
  await expect(apiSidebar(page).locator('a[aria-current="page"]')).toHaveText('AntDValueEditor');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('choosing an item in the menu closes it and opens the page', async ({ page }) => {
    await page.goto(ruleType);
    await waitForHydration(page);
    await page.getByRole('button', { name: /toggle navigation bar/i }).click();
    const menu = page.locator('.navbar-sidebar');
    const link = menu.getByRole('link', { name: 'RuleGroupType', exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/interfaces\/RuleGroupType$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).not.toHaveClass(/navbar-sidebar--show/);
  });
});
