import { test, expect, waitForHydration } from './support/fixtures';
import type { Page } from '@playwright/test';

// Viewport prefetching (plugins/client-bundle, points 9 and 11): links that come into view have
// their pages' code prefetched in idle time, each file once, from the chunk map the page fetches.

const prefetched = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), link => link.href));

test('a link to another page that scrolls into view has that page prefetched', async ({ page }) => {
  await page.goto('/docs/components/querybuilder');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const before = await prefetched(page);
  const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').last();
  await next.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(before.length);
});

test('each file is prefetched at most once, however many links lead to it', async ({ page }) => {
  await page.goto('/docs/components/querybuilder');
  await waitForHydration(page);
  // The links in view at first, then more as the reader scrolls to the end of the page.
  await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(0);
  const first = (await prefetched(page)).length;
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link').last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await prefetched(page)).length).toBeGreaterThan(first);
  const hrefs = await prefetched(page);
  expect(new Set(hrefs).size).toBe(hrefs.length);
});
