import type { Locator, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** The demo's query builder. */
export const builder = (page: Page) => page.locator('.queryBuilder');
/** The export panel's output block. */
export const exportOutput = (page: Page) => page.getByTestId('demo-export-output');
/** A rule's value input, whether the kit puts the class on the input or on a wrapper. */
export const valueInput = (rule: Locator) => rule.locator('input.rule-value, .rule-value input').first();

/** Opens a demo page in light mode and waits until its builder shows a rule. */
export async function openDemo(page: Page, path = '/demo') {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(path);
  await waitForHydration(page);
  await expect(builder(page).locator('.rule').first()).toBeVisible();
}
