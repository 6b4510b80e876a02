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

  test('the mobile sidebar closes when the window grows to desktop width', async ({ page }) => {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
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
