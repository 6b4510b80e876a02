import { test, expect } from './support/fixtures';

test('html carries the locale, direction and hydration flag', async ({ page }) => {
  await page.goto('/docs/intro');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('data-has-hydrated', 'true');
});

test('titles use a vertical bar between page and site', async ({ page }) => {
  await page.goto('/docs/intro');
  await expect(page).toHaveTitle('Getting started | React Query Builder');
});

test('social preview and canonical tags point at this site', async ({ page }) => {
  await page.goto('/docs/intro');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    'https://react-querybuilder.js.org/img/social-card.png'
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://react-querybuilder.js.org/docs/intro'
  );
});

test('the social preview image is served', async ({ request }) => {
  const response = await request.get('/img/social-card.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
});
