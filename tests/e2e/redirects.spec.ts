import { test, expect } from './support/fixtures';

test('/react-querybuilder leads to the demo', async ({ page }) => {
  await page.goto('/react-querybuilder');
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.locator('h1')).toHaveText('Demo');
});

for (const extension of ['html', 'htm']) {
  test(`/docs/intro.${extension} reaches the extensionless page`, async ({ page }) => {
    await page.goto(`/docs/intro.${extension}`);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.locator('h1')).toHaveText('Getting started');
  });
}
