import { test, expect, waitForHydration } from './support/fixtures';

test('closing the announcement bar is remembered across pages and reloads', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.getByRole('banner').filter({ hasText: 'The docs now cover' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await expect(page.getByText('The docs now cover')).toBeHidden();
});

test('a dismissal of an older announcement does not hide a new one', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText('The docs now cover')).toBeVisible();
});
