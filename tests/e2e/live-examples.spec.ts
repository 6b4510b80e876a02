import { test, expect, waitForHydration } from './support/fixtures';

// /docs/components/querybuilder has four live examples, the first at the top of the page.
const page_ = '/docs/components/querybuilder';
const previews = (page: import('@playwright/test').Page) => page.getByRole('group', { name: /^Preview/ });

test('a live example renders its query builder once it is in view', async ({ page, problems }) => {
  await page.goto(page_);
  await waitForHydration(page);
  const first = previews(page).first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.locator('.queryBuilder')).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('a live example far down the page waits until the reader scrolls to it', async ({ page }) => {
  await page.goto(page_);
  await waitForHydration(page);
  const last = previews(page).last();
  await expect(last).toContainText('The live preview starts when you scroll to it.');
  await expect(last.locator('.queryBuilder')).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('.queryBuilder')).toBeVisible();
});

test('the live example at the top of the page starts after the page has loaded', async ({ page }) => {
  await page.addInitScript(() => {
    const marks = ((window as unknown as { __marks: Record<string, number> }).__marks = {});
    window.addEventListener('load', () => (marks.load ??= performance.now()));
    new MutationObserver(() => {
      if (document.querySelector('[role="group"][aria-label^="Preview"] .queryBuilder')) marks.preview ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(page_);
  await waitForHydration(page);
  await expect(previews(page).first().locator('.queryBuilder')).toBeVisible();
  const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
  expect(marks.load).toBeGreaterThan(0);
  expect(marks.preview).toBeGreaterThan(marks.load!);
});
