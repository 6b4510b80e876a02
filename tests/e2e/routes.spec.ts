import { test, expect, waitForHydration } from './support/fixtures';

const pages: Array<{ path: string; heading: RegExp }> = [
  { path: '/', heading: /React Query Builder/ },
  { path: '/demo', heading: /Demo/ },
  { path: '/discord', heading: /Discord/ },
  { path: '/markdown-page', heading: /A Markdown page/ },
  { path: '/docs/intro', heading: /Getting started/ },
  { path: '/docs/next/intro', heading: /Getting started/ },
  { path: '/docs/6/intro', heading: /Getting started/ },
  { path: '/docs/5/intro', heading: /Getting started/ },
  { path: '/docs/4/intro', heading: /Getting started/ },
  { path: '/docs/3/intro', heading: /Getting started/ },
  { path: '/api', heading: /API reference/ },
];

for (const { path, heading } of pages) {
  test(`${path} renders its page without errors`, async ({ page, problems }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toHaveText(heading);
    expect(problems.pageErrors).toEqual([]);
  });
}

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found \| React Query Builder/);
});

test('the home page embeds a live query builder whose SQL follows edits', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const sql = page.getByTestId('output-sql');
  await expect(sql).toContainText("firstName like 'Ste%'");
  const firstValue = page.locator('.queryBuilder .rule-value').first();
  await firstValue.fill('Joni');
  await expect(sql).toContainText("firstName like 'Joni%'");
});

test('the first demo shows SQL and JSON for the query', async ({ page }) => {
  await page.goto('/demo');
  await waitForHydration(page);
  await expect(page.locator('.queryBuilder')).toBeVisible();
  await expect(page.locator('body')).toContainText('firstName');
});

for (const path of ['/', '/demo', '/docs/intro']) {
  test(`${path} fits a 390 px phone screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
