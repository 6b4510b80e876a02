import { test, expect, waitForHydration } from './support/fixtures';

// The e2e build is made with a placeholder GTAG_TRACKING_ID (scripts/test.mjs); the unit test
// of the config proves nothing is configured when the variable is unset.
test('a page view is sent on every client-side navigation', async ({ page }) => {
  const scriptRequests: string[] = [];
  page.on('request', request => {
    if (request.url().includes('googletagmanager.com/gtag/js')) scriptRequests.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  expect(scriptRequests[0]).toContain('id=G-E2ETEST000');

  const dataLayer = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map(entry =>
        Array.from(entry).map(value => (typeof value === 'object' ? JSON.stringify(value) : String(value)))
      )
    );
  const pageViewCount = async () =>
    (await dataLayer()).filter(args => args[0] === 'event' && args[1] === 'page_view').length;

  const before = await pageViewCount();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo', exact: true }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect.poll(pageViewCount).toBe(before + 1);
  const pagePaths = (await dataLayer()).filter(args => args[0] === 'set' && args[1] === 'page_path');
  expect(pagePaths.at(-1)?.[2]).toBe('/demo');
});
