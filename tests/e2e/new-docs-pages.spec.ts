import { test, expect, waitForHydration } from './support/fixtures';

/**
 * The pages added for the 8.x features (issue 19), in Next and in v7 / v8: each opens with its
 * title, and each live example on it renders a query builder once scrolled into view.
 */
const pages: { id: string; title: string; liveExamples: number }[] = [
  { id: 'components/undoredoactions', title: 'UndoRedoActions', liveExamples: 2 },
  { id: 'tips/undo-redo', title: 'Undo and redo', liveExamples: 1 },
  { id: 'components/matchmodeeditor', title: 'MatchModeEditor', liveExamples: 2 },
  { id: 'tips/subqueries', title: 'Subqueries', liveExamples: 1 },
  { id: 'tips/async-option-lists', title: 'Async option lists', liveExamples: 1 },
  { id: 'utils/query-management', title: 'Query management', liveExamples: 1 },
  { id: 'components/querybuilder-controlelements', title: 'controlElements reference', liveExamples: 1 },
  { id: 'tips/managing-fields', title: 'Managing fields', liveExamples: 1 },
  { id: 'tips/parameter-manager', title: 'Parameter manager', liveExamples: 1 },
  { id: 'utils/framework-adapters', title: 'Framework adapters', liveExamples: 0 },
  { id: 'tips/comparison', title: 'Comparing query builders', liveExamples: 0 },
  { id: 'tips/migrate-from-raqb', title: 'Migrating from react-awesome-query-builder', liveExamples: 0 },
  { id: 'changelog', title: 'Changelog (8.x)', liveExamples: 0 },
];

const versions = [
  { name: 'Next', base: '/docs/next' },
  { name: 'v7 / v8', base: '/docs' },
];

const previews = (page: import('@playwright/test').Page) => page.getByRole('group', { name: /^Preview/ });

for (const version of versions) {
  test.describe(`new docs pages, ${version.name}`, () => {
    for (const { id, title, liveExamples } of pages) {
      test(`${version.base}/${id} shows "${title}"${liveExamples ? ` and ${liveExamples} live example(s)` : ''}`, async ({ page, problems }) => {
        const response = await page.goto(`${version.base}/${id}`);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('article h1').first()).toHaveText(title);
        await expect(previews(page)).toHaveCount(liveExamples);
        for (let i = 0; i < liveExamples; i++) {
          const preview = previews(page).nth(i);
          await preview.scrollIntoViewIfNeeded();
          // Most examples render a query builder; query-management's drives a QueryManager with
          // plain controls (its "Add a rule" button).
          await expect(preview.locator('.queryBuilder, button').first()).toBeVisible();
        }
        expect(problems.pageErrors).toEqual([]);
      });
    }
  });
}

test('the undo button of the UndoRedoActions live example undoes an added rule', async ({ page }) => {
  await page.goto('/docs/next/components/undoredoactions');
  await waitForHydration(page);
  const preview = previews(page).first();
  await preview.scrollIntoViewIfNeeded();
  const rules = preview.locator('.rule');
  await expect(rules).toHaveCount(1);
  await preview.getByTestId('add-rule').click();
  await expect(rules).toHaveCount(2);
  await preview.getByTestId('undo-action').click();
  await expect(rules).toHaveCount(1);
});

test('the async option lists live example fills its value selects', async ({ page }) => {
  await page.goto('/docs/next/tips/async-option-lists');
  await waitForHydration(page);
  const preview = previews(page).first();
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.locator('select.rule-value').first().locator('option')).toHaveCount(3, { timeout: 10_000 });
});
