import { test, expect, waitForHydration } from './support/fixtures';

test.describe('under the 996 px breakpoint', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/docs/intro');
    await waitForHydration(page);
  });

  test('the menu button opens and closes the mobile sidebar', async ({ page }) => {
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Demo', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(sidebar).toBeHidden();
  });

  test('the keyboard opens the mobile sidebar: Tab to the menu button, then Enter', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    // Tab from the page's start until the menu button has focus (the skip link and the bar's links come first).
    await expect(async () => {
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused({ timeout: 100 });
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Demo', exact: true })).toBeVisible();
  });

  test('the mobile sidebar closes when the window grows to desktop width', async ({ page }) => {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Main' })).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('the GitHub and Discord icons move from the bar into the sidebar menu', async ({ page }) => {
    const bar = page.locator('.navbar__inner');
    await expect(bar.getByRole('link', { name: 'GitHub repository' })).toBeHidden();
    await expect(bar.getByRole('link', { name: 'Discord chat server' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', { name: 'GitHub repository' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Discord chat server' })).toBeVisible();
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test('a tap on the menu button opens the mobile sidebar with the docs sidebar in it', async ({ page }) => {
    await page.goto('/docs/components/querybuilder');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    const sidebar = page.locator('.navbar-sidebar');
    const current = sidebar.getByRole('link', { name: 'QueryBuilder', exact: true });
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('aria-current', 'page');
  });
});
