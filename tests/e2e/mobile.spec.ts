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
});
