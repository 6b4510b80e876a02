import { test, expect, waitForHydration } from './support/fixtures';

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /^Switch between dark and light mode/ });

test('the toggle flips data-theme and names the current mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(toggle(page)).toHaveAttribute('aria-label', 'Switch between dark and light mode (currently light mode)');
  await toggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(page)).toHaveAttribute('aria-label', 'Switch between dark and light mode (currently dark mode)');
  await toggle(page).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the chosen mode is stored under "theme" and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('with nothing stored the site follows the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the default mode is light when the system states no preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'no-preference' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a mode chosen in one tab reaches another open tab', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const second = await context.newPage();
  await second.emulateMedia({ colorScheme: 'light' });
  await second.goto('/demo');
  await waitForHydration(second);
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
});
