import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { exportOutput, openDemo, valueInput } from './support/demo';
import { editorContent, preview } from './support/sandbox';

/**
 * The demo's "Use date-time package" option, and "Open in sandbox" from the permalink bar.
 */

const exportCall = (page: Page) => page.getByTestId('demo-export-call');
const dateTimeOption = (page: Page) => page.getByLabel('Use date-time package');

/** Replaces the query through the import panel, as a visitor pasting SQL would. */
async function importSql(page: Page, sql: string) {
  await page.getByLabel('SQL to import').fill(sql);
  await page.getByRole('button', { name: 'Import SQL' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Imported \d+ rules? from SQL\.$/ })).toBeVisible();
}

test.afterEach(async ({ problems }) => {
  expect(problems.pageErrors, 'uncaught errors').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
});

test.describe('the "Use date-time package" option', () => {
  test('is off at first and links to the datetime docs', async ({ page }) => {
    await openDemo(page, '/demo');
    await expect(dateTimeOption(page)).not.toBeChecked();
    const options = page.getByRole('region', { name: 'Options' });
    await expect(options.getByRole('link', { name: '@react-querybuilder/datetime' })).toHaveAttribute('href', /^\/docs\/datetime$/);
  });

  test('turns a birth date comparison into a typed SQL date', async ({ page }) => {
    await openDemo(page, '/demo');
    await importSql(page, "birthDate > '1990-01-01'");
    await expect(exportOutput(page)).toContainText("(birthDate > '1990-01-01')");
    await dateTimeOption(page).check();
    await expect(exportOutput(page)).toContainText("(birthDate > DATE '1990-01-01')");
    await expect(exportCall(page)).toContainText("import { datetimeRuleProcessorSQL } from '@react-querybuilder/datetime/jsdate';");
    await expect(exportCall(page)).toContainText('ruleProcessor: datetimeRuleProcessorSQL');
  });

  test('follows the SQL dialect', async ({ page }) => {
    await openDemo(page, '/demo');
    await dateTimeOption(page).check();
    await page.getByLabel('SQL dialect').selectOption({ label: 'PostgreSQL' });
    await expect(exportOutput(page)).toContainText(`"birthDate" between '1954-10-03'::date and '1960-06-06'::date`);
  });

  test('survives a reload through the permalink', async ({ page }) => {
    await openDemo(page, '/demo');
    await dateTimeOption(page).check();
    await expect(exportOutput(page)).toContainText("birthDate between DATE '1954-10-03' and DATE '1960-06-06'");
    await expect(page).toHaveURL(/#s=1\./);
    await page.reload();
    await waitForHydration(page);
    await expect(dateTimeOption(page)).toBeChecked();
    await expect(exportOutput(page)).toContainText("birthDate between DATE '1954-10-03' and DATE '1960-06-06'");
  });

  test('switched off again, exports plain values', async ({ page }) => {
    await openDemo(page, '/demo');
    await dateTimeOption(page).check();
    await expect(exportOutput(page)).toContainText("DATE '1954-10-03'");
    await dateTimeOption(page).uncheck();
    await expect(exportOutput(page)).toContainText("birthDate between '1954-10-03' and '1960-06-06'");
    await expect(exportCall(page)).not.toContainText('datetimeRuleProcessorSQL');
  });
});

test.describe('Open in sandbox', () => {
  test('opens the sandbox with the current query, whose preview shows the same export', async ({ page }) => {
    await openDemo(page, '/demo');
    await importSql(page, "firstName = 'Joni' AND birthDate > '1990-01-01'");
    await dateTimeOption(page).check();
    const expected = "(firstName = 'Joni' and birthDate > DATE '1990-01-01')";
    await expect(exportOutput(page)).toContainText(expected);

    await page.getByRole('link', { name: 'Open in sandbox' }).click();
    await expect(page).toHaveURL(/\/sandbox\?template=basic#code=/);
    // The editor draws only the lines in view; the imports are at the top.
    await expect(editorContent(page)).toContainText(
      "import { datetimeRuleProcessorSQL } from '@react-querybuilder/datetime/jsdate';"
    );
    await expect(valueInput(preview(page).locator('.rule').first())).toHaveValue('Joni');
    await expect(preview(page).locator('pre')).toHaveText(expected);
  });

  test('the link carries the current demo once focused, for a new tab or a copied address', async ({ page }) => {
    await openDemo(page, '/demo');
    const link = page.getByRole('link', { name: 'Open in sandbox' });
    // Until the visitor reaches for it, the link is the template (as in the static HTML).
    await expect(link).toHaveAttribute('href', '/sandbox?template=basic');
    await link.focus();
    await expect(link).toHaveAttribute('href', /^\/sandbox\?template=basic#code=./);
  });

  test("from a kit page, opens the kit's template with the kit's controls", async ({ page }) => {
    await openDemo(page, '/demo/bootstrap');
    await page.getByLabel('Show "not" toggle').check();
    await page.getByRole('link', { name: 'Open in sandbox' }).click();
    await expect(page).toHaveURL(/\/sandbox\?template=bootstrap#code=/);
    await expect(preview(page).locator('.queryBuilder select.form-select.rule-fields').first()).toHaveValue('firstName');
    await expect(preview(page).locator('.ruleGroup-notToggle').first()).toBeVisible();
    await expect(preview(page).locator('pre')).toContainText("firstName like 'Ste%'");
  });
});
