import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { builder, exportOutput, openDemo } from './support/demo';

/** The demo's Code panel, options "Select all", export language and format help, import samples. */

const optionsPanel = (page: Page) => page.getByRole('region', { name: 'Options' });
const importText = (page: Page, label: string) => page.getByLabel(`${label} to import`);

test.afterEach(async ({ problems }) => {
  expect(problems.pageErrors, 'uncaught errors').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
});

test.describe('Code panel', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('shows a module whose QueryBuilder props follow the options', async ({ page }) => {
    await openDemo(page);
    const app = page.getByTestId('demo-code-app');
    await expect(app).toContainText('<QueryBuilder');
    await expect(app).not.toContainText('showNotToggle');
    await expect(app).not.toContainText('showCloneButtons');
    await page.getByLabel('Show "not" toggle').check();
    await page.getByLabel('Show clone buttons').check();
    await expect(app).toContainText('showNotToggle');
    await expect(app).toContainText('showCloneButtons');
    await page.getByLabel('Show "not" toggle').uncheck();
    await expect(app).not.toContainText('showNotToggle');
    await expect(page.getByTestId('demo-code-install')).toContainText('npm install react-querybuilder');
  });

  test('names the kit’s packages in the install command, for each package manager', async ({ page }) => {
    await openDemo(page, '/demo/bulma');
    const install = page.getByTestId('demo-code-install');
    // innerText: only the selected tab's command shows.
    await expect(install).toContainText('npm install react-querybuilder @react-querybuilder/bulma bulma', { useInnerText: true });
    await expect(install).not.toContainText('pnpm add', { useInnerText: true });
    await install.getByRole('tab', { name: 'pnpm' }).click();
    await expect(install).toContainText('pnpm add react-querybuilder @react-querybuilder/bulma bulma', { useInnerText: true });
  });

  test('copies the module to the clipboard', async ({ page }) => {
    await openDemo(page);
    await page.getByLabel('Show lock buttons').check();
    const app = page.getByTestId('demo-code-app');
    await expect(app).toContainText('showLockButtons');
    await app.hover();
    await app.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/^import \{ useState \} from 'react';[\s\S]*export default function App\(\)[\s\S]*showLockButtons/);
  });

  test('shows the fields on their own in fields.ts', async ({ page }) => {
    await openDemo(page);
    await page.getByRole('tab', { name: 'fields.ts' }).click();
    await expect(page.getByTestId('demo-code-fields')).toContainText('export const fields: Field[] =');
  });
});

test.describe('Options panel', () => {
  test('Select all turns every option on, and Reset turns them back', async ({ page }) => {
    await openDemo(page);
    const boxes = optionsPanel(page).getByRole('checkbox');
    const count = await boxes.count();
    expect(count).toBeGreaterThanOrEqual(20);
    const defaults = await boxes.evaluateAll(inputs => inputs.map(input => (input as HTMLInputElement).checked));
    expect(defaults).toContain(false);

    await optionsPanel(page).getByRole('button', { name: 'Select all' }).click();
    await expect
      .poll(() => boxes.evaluateAll(inputs => inputs.every(input => (input as HTMLInputElement).checked)))
      .toBe(true);
    await expect(builder(page)).toHaveClass(/queryBuilder-branches/);
    await expect(page).toHaveURL(/#s=1\./);

    // The link carries every option: a fresh page opens with all of them on.
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => optionsPanel(page).getByRole('checkbox').evaluateAll(inputs => inputs.every(input => (input as HTMLInputElement).checked)))
      .toBe(true);

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect
      .poll(() => optionsPanel(page).getByRole('checkbox').evaluateAll(inputs => inputs.map(input => (input as HTMLInputElement).checked)))
      .toEqual(defaults);
  });

  test('names the installed library version', async ({ page }) => {
    await openDemo(page);
    await expect(optionsPanel(page)).toContainText('react-querybuilder 8.24.1');
  });
});

test.describe('Export panel', () => {
  test('links each format to its section of the export guide, with a summary', async ({ page }) => {
    await openDemo(page);
    const summary = page.getByTestId('demo-export-summary');
    await expect(summary).toContainText('SQL WHERE clause');
    await expect(summary.getByRole('link', { name: /Documentation/ })).toHaveAttribute('href', '/docs/utils/export#sql');
    await page.getByLabel('Format', { exact: true }).selectOption({ label: 'GQL' });
    await expect(summary.getByRole('link', { name: /Documentation/ })).toHaveAttribute('href', '/docs/utils/export#cypher');
  });

  test('selecting a natural language changes the output and the call', async ({ page }) => {
    await openDemo(page);
    await expect(page.getByLabel('Output language')).toHaveCount(0);
    await page.getByLabel('Format', { exact: true }).selectOption({ label: 'Natural language' });
    await expect(exportOutput(page)).toContainText("First name starts with 'Ste'");
    await page.getByLabel('Output language').selectOption({ label: 'Deutsch' });
    await expect(exportOutput(page)).toContainText("Vorname beginnt mit 'Ste' und Nachname");
    await page.getByLabel('Output language').selectOption({ label: '日本語' });
    await expect(exportOutput(page)).toContainText("名が 'Ste' で始まる、かつ 姓が");
    await expect(page.getByTestId('demo-export-call')).toContainText("wordOrder: 'SOV'");
    await expect(page.getByTestId('demo-code-app')).toContainText("wordOrder: 'SOV'");
    await expect(page).toHaveURL(/#s=1\./);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Output language')).toHaveValue('ja');
    await expect(exportOutput(page)).toContainText('名が');
  });

  test('"Parse numbers" beside the output unquotes numbers and follows the option', async ({ page }) => {
    await openDemo(page);
    const beside = page.getByRole('region', { name: 'Export' }).getByRole('checkbox', { name: /Parse numbers/ });
    await expect(exportOutput(page)).toContainText("age > '28'");
    await beside.check();
    await expect(exportOutput(page)).toContainText('age > 28');
    await expect(optionsPanel(page).getByLabel('Parse numbers')).toBeChecked();
    await optionsPanel(page).getByLabel('Parse numbers').uncheck();
    await expect(beside).not.toBeChecked();
    await expect(exportOutput(page)).toContainText("age > '28'");
  });
});

test.describe('Import panel', () => {
  const languages = ['SQL', 'MongoDB', 'JsonLogic', 'CEL', 'SpEL', 'JSONata', 'Cypher', 'Gremlin', 'SPARQL'];

  test('each language’s sample imports without error and changes the query', async ({ page }) => {
    test.slow();
    await openDemo(page);
    const language = page.getByRole('region', { name: 'Import' }).getByLabel('Language', { exact: true });
    for (const label of languages) {
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      await expect(exportOutput(page)).toContainText("firstName like 'Ste%' and lastName in");
      const before = await exportOutput(page).innerText();
      await language.selectOption({ label });
      await expect(importText(page, label)).not.toHaveValue('');
      await expect(page.getByTestId('demo-import-call')).toContainText(`parse${label}(`);
      await page.getByRole('button', { name: `Import ${label}` }).click();
      await expect(page.getByRole('status').filter({ hasText: `from ${label}.` }), label).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText('');
      await expect.poll(() => exportOutput(page).innerText(), label).not.toBe(before);
    }
  });

  test('a broken SQL import shows the parser’s whole message and leaves the query unchanged', async ({ page }) => {
    await openDemo(page);
    const before = await exportOutput(page).innerText();
    const rules = await builder(page).locator('.rule').count();
    await importText(page, 'SQL').fill("lastName = 'Vai' AND (");
    await page.getByRole('button', { name: 'Import SQL' }).click();
    await expect(page.getByRole('alert')).toContainText('The SQL parser could not read this query.');
    const detail = page.getByTestId('demo-import-error-detail');
    await expect(detail).toContainText('Parse error on line 1:');
    await expect(detail).toContainText('-----------------------^');
    await expect(detail).toContainText("got 'EOF'");
    await expect(detail).toContainText("Expecting '('");
    await expect(builder(page).locator('.rule')).toHaveCount(rules);
    expect(await exportOutput(page).innerText()).toBe(before);
    await page.screenshot({ path: test.info().outputPath('demo-desktop-light.png'), fullPage: true });
  });

  test('malformed MongoDB JSON is reported as a JSON error', async ({ page }) => {
    await openDemo(page);
    const before = await exportOutput(page).innerText();
    await page.getByRole('region', { name: 'Import' }).getByLabel('Language', { exact: true }).selectOption({ label: 'MongoDB' });
    await importText(page, 'MongoDB').fill('{ "age": { "$gt": 28 }');
    await page.getByRole('button', { name: 'Import MongoDB' }).click();
    await expect(page.getByRole('alert')).toContainText('This is not valid JSON');
    await expect(page.getByRole('alert')).not.toContainText('found no rules');
    await expect(page.getByTestId('demo-import-error-detail')).toContainText('JSON');
    expect(await exportOutput(page).innerText()).toBe(before);
  });

  test('keeps typed text when the language changes, and swaps an untouched sample', async ({ page }) => {
    await openDemo(page);
    const language = page.getByRole('region', { name: 'Import' }).getByLabel('Language', { exact: true });
    await language.selectOption({ label: 'CEL' });
    await expect(importText(page, 'CEL')).toHaveValue(/firstName\.startsWith\("Ste"\)/);
    await importText(page, 'CEL').fill('age > 40');
    await language.selectOption({ label: 'SpEL' });
    await expect(importText(page, 'SpEL')).toHaveValue('age > 40');
    await page.getByRole('button', { name: 'Use the sample' }).click();
    await expect(importText(page, 'SpEL')).toHaveValue(/matches '\^Ste'/);
  });
});

test.describe('at 390 px in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the new panels fit the screen', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/demo');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await importText(page, 'SQL').fill("lastName = 'Vai' AND (");
    await page.getByRole('button', { name: 'Import SQL' }).click();
    await expect(page.getByTestId('demo-import-error-detail')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const id of ['demo-code', 'demo-import-error-detail', 'demo-export-summary', 'demo-import-call']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box!.x + box!.width, id).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: test.info().outputPath('demo-phone-dark.png'), fullPage: true });
  });
});
