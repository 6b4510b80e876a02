import { test, expect, waitForHydration } from './support/fixtures';

test('with localStorage throwing, the site renders and the colour toggle still works', async ({ page }) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      Object.defineProperty(Storage.prototype, method, { value: fail, configurable: true });
    }
  });
  const pageErrors: string[] = [];
  page.on('pageerror', error => pageErrors.push(error.message));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Getting started');
  await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(pageErrors).toEqual([]);
});
