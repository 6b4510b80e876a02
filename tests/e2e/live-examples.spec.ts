import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

// /docs/components/querybuilder has four live examples, the first at the top of the page.
const page_ = '/docs/components/querybuilder';
const previews = (page: Page) => page.getByRole('group', { name: /^Preview/ });

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

test('the live example at the top of the page waits for the page to load and go idle', async ({ page }) => {
  // Tall enough that the first preview is near the viewport from the start.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await holdIdleCallbacks(page);
  await page.goto(page_, { waitUntil: 'load' });
  await waitForHydration(page);
  const first = previews(page).first();
  // Everything the page asked for has arrived: a preview that did not wait would be showing by now.
  await page.waitForLoadState('networkidle');
  await expect(first).toContainText('Loading the live preview…');
  await expect(first.locator('.queryBuilder')).toHaveCount(0);
  // Now idle.
  await releaseIdleCallbacks(page);
  await expect(first.locator('.queryBuilder')).toBeVisible();
});

test('offline, a live example whose runtime never loaded says so, and the page stays up', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  await holdIdleCallbacks(page);
  await page.goto(page_, { waitUntil: 'load' });
  await waitForHydration(page);
  const first = previews(page).first();
  await expect(first).toContainText('Loading the live preview…');
  // The connection drops before the preview's runtime is fetched.
  await context.setOffline(true);
  await releaseIdleCallbacks(page);
  await expect(first).toContainText('The live preview could not load (are you offline?); reload the page to try again.');
  await expect(page.locator('h1').first()).toHaveText('QueryBuilder');
  await context.setOffline(false);
});

/** Idle callbacks are held until the test lets them run. */
async function holdIdleCallbacks(page: Page) {
  await page.addInitScript(() => {
    const held: Array<() => void> = [];
    Object.assign(window, { __heldIdle: held });
    window.requestIdleCallback = (work: IdleRequestCallback) =>
      held.push(() => work({ didTimeout: false, timeRemaining: () => 50 }));
  });
}

/** Runs what was held, and from then on what that schedules in turn. */
async function releaseIdleCallbacks(page: Page) {
  await page.evaluate(() => {
    const held = (window as unknown as { __heldIdle: Array<() => void> }).__heldIdle;
    setInterval(() => held.splice(0).forEach(run => run()), 50);
  });
}
