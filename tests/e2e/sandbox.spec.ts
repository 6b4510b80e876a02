import LZString from 'lz-string';
import { test, expect, waitForHydration } from './support/fixtures';
import { editorContent, errorPanel, openSandbox, preview, replaceCode } from './support/sandbox';

const helloModule = `const greeting = 'Hello';
export default function App() {
  return <p id="greeting">{greeting}</p>;
}
`;

test('shows the editor beside a live query builder in the isolated frame', async ({ page, problems }) => {
  await openSandbox(page);
  await expect(editorContent(page)).toContainText("import { QueryBuilder");
  await expect(preview(page).locator('.queryBuilder select.rule-fields').first()).toHaveValue('firstName');
  await expect(preview(page).locator('pre')).toContainText("firstName like 'Ste%'");
  await expect(page.getByTestId('sandbox-frame')).toHaveAttribute('sandbox', 'allow-scripts');
  expect(problems.pageErrors).toEqual([]);
});

test('the navbar links to the sandbox', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sandbox', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Sandbox');
  await expect(editorContent(page)).toBeVisible();
});

test('typing in the editor updates the preview', async ({ page }) => {
  await openSandbox(page);
  await replaceCode(page, helloModule);
  await expect(preview(page).locator('#greeting')).toHaveText('Hello');
  // Put the cursor before the closing quote of 'Hello' and type.
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(', world');
  await expect(preview(page).locator('#greeting')).toHaveText('Hello, world');
  await expect(editorContent(page)).toContainText("const greeting = 'Hello, world';");
});

const templates: Array<{ name: string; marker: string }> = [
  { name: 'basic', marker: 'select.rule-fields' },
  { name: 'antd', marker: '.ant-select.rule-fields' },
  { name: 'bootstrap', marker: 'select.form-select.rule-fields' },
  { name: 'bulma', marker: '.select.rule-fields' },
  { name: 'chakra', marker: '.rule-fields[class*="chakra-"]' },
  { name: 'fluent', marker: '.rule-fields[class*="fui-"]' },
  { name: 'mantine', marker: '.rule-fields[class*="mantine-"]' },
  { name: 'material', marker: '.MuiFormControl-root.rule-fields' },
  { name: 'prime', marker: '.p-dropdown.rule-fields' },
  { name: 'tremor', marker: '.rule-fields[class*="min-w-"] button' },
  { name: 'dnd', marker: '.rule .queryBuilder-dragHandle[draggable="true"]' },
  { name: 'datetime', marker: 'input[type="date"]' },
];

for (const { name, marker } of templates) {
  test(`the ${name} template renders its query builder`, async ({ page }) => {
    await openSandbox(page, `/sandbox?template=${name}`);
    await expect(page.getByLabel('Template')).toHaveValue(name);
    await expect(preview(page).locator(marker).first()).toBeVisible({ timeout: 20_000 });
    await expect(preview(page).locator('.queryBuilder .rule')).not.toHaveCount(0);
    await expect(errorPanel(page)).toHaveCount(0);
  });
}

test('?t= opens a template and an unknown name falls back to basic with a notice', async ({ page }) => {
  await openSandbox(page, '/sandbox?t=bootstrap');
  await expect(page.getByLabel('Template')).toHaveValue('bootstrap');
  await openSandbox(page, '/sandbox?template=nonesuch');
  await expect(page.getByTestId('sandbox-notice')).toContainText('"nonesuch"');
  await expect(page.getByLabel('Template')).toHaveValue('basic');
  await expect(preview(page).locator('select.rule-fields').first()).toBeVisible();
});

test('a #code= link runs the code it carries', async ({ page }) => {
  const code = `export default function App() {\n  return <h2 id="shared">Shared through a link</h2>;\n}\n`;
  await openSandbox(page, `/sandbox#code=${LZString.compressToEncodedURIComponent(code)}`);
  await expect(preview(page).locator('#shared')).toHaveText('Shared through a link');
  await expect(editorContent(page)).toContainText('Shared through a link');
});

test('Copy link puts the code in the URL hash', async ({ page }) => {
  await openSandbox(page);
  await replaceCode(page, helloModule);
  await expect(preview(page).locator('#greeting')).toHaveText('Hello');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page).toHaveURL(/\/sandbox#code=/);
  const hash = new URL(page.url()).hash.replace('#code=', '');
  expect(LZString.decompressFromEncodedURIComponent(hash)).toBe(helloModule);
});

test('the code survives a reload and Reset brings the template back', async ({ page }) => {
  await openSandbox(page);
  await replaceCode(page, helloModule);
  await expect(preview(page).locator('#greeting')).toHaveText('Hello');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('rqb-sandbox-code'))).toBe(helloModule);
  await page.reload();
  await waitForHydration(page);
  await expect(preview(page).locator('#greeting')).toHaveText('Hello');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(editorContent(page)).toContainText("import { QueryBuilder");
  await expect(preview(page).locator('select.rule-fields').first()).toBeVisible();
});

test('Download project saves a zip', async ({ page }) => {
  await openSandbox(page, '/sandbox?template=material');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download project' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('react-querybuilder-material.zip');
});

test("code in the preview cannot read the site's storage, cookies or page", async ({ page }) => {
  await openSandbox(page);
  await page.evaluate(() => {
    localStorage.setItem('rqb-e2e-secret', 'site-secret-value');
    document.cookie = 'rqbE2eSecret=site-cookie-value; path=/';
  });
  await replaceCode(
    page,
    `function attempt(read: () => unknown) {
  try {
    return String(read());
  } catch (error) {
    return 'blocked: ' + (error as Error).name;
  }
}
export default function App() {
  const results = {
    storage: attempt(() => window.localStorage.getItem('rqb-e2e-secret')),
    cookie: attempt(() => document.cookie),
    parent: attempt(() => window.parent.document.title),
  };
  return <pre id="probe">{JSON.stringify(results)}</pre>;
}
`
  );
  const probe = preview(page).locator('#probe');
  await expect(probe).toContainText('storage');
  const text = (await probe.textContent())!;
  const results = JSON.parse(text) as Record<string, string>;
  expect(text).not.toContain('site-secret-value');
  expect(text).not.toContain('site-cookie-value');
  expect(results.storage).toMatch(/^blocked/);
  expect(results.parent).toMatch(/^blocked/);
  expect(results.cookie === '' || results.cookie.startsWith('blocked')).toBe(true);
  // The site itself still has both.
  expect(await page.evaluate(() => localStorage.getItem('rqb-e2e-secret'))).toBe('site-secret-value');
});

test('a syntax error shows its line and column, keeps the text and the last good preview', async ({ page }) => {
  await openSandbox(page);
  await replaceCode(page, helloModule);
  await expect(preview(page).locator('#greeting')).toHaveText('Hello');
  const broken = `const greeting = 'Hello';\nconst = ;\nexport default function App() {\n  return <p>{greeting}</p>;\n}\n`;
  await replaceCode(page, broken);
  await expect(errorPanel(page)).toContainText('Syntax error (line 2, column 7)');
  await expect(editorContent(page)).toContainText('const = ;');
  await expect(preview(page).locator('#greeting')).toHaveText('Hello');
});

test('an error thrown while rendering shows its message and stack in the preview', async ({ page }) => {
  await openSandbox(page);
  const throwing = `export default function App() {\n  throw new Error('Boom while rendering');\n}\n`;
  await replaceCode(page, throwing);
  await expect(preview(page).locator('.sandbox-error')).toContainText('Boom while rendering');
  await expect(preview(page).locator('.sandbox-error-stack')).toContainText('App');
  await expect(errorPanel(page)).toContainText('Runtime error');
  await expect(editorContent(page)).toContainText("throw new Error('Boom while rendering');");
});

test('an error thrown at the top level of the module is shown too', async ({ page }) => {
  await openSandbox(page);
  await replaceCode(page, `throw new TypeError('Boom at the top level');\nexport default function App() { return null; }\n`);
  await expect(preview(page).locator('.sandbox-error')).toContainText('TypeError: Boom at the top level');
  await expect(errorPanel(page)).toContainText('Boom at the top level');
});

test('an unknown import names the module and lists the available ones', async ({ page }) => {
  await openSandbox(page);
  await replaceCode(page, `import { chunk } from 'lodash';\nexport default function App() { return <p>{chunk([1, 2], 1).length}</p>; }\n`);
  await expect(errorPanel(page)).toContainText('Module "lodash" is not available in the sandbox');
  await expect(errorPanel(page)).toContainText('react-querybuilder/parseSQL');
  await expect(editorContent(page)).toContainText("from 'lodash'");
});

test('an endless loop gets the preview restarted, and the page stays usable', async ({ page }) => {
  await openSandbox(page);
  await replaceCode(page, `while (true) {}\nexport default function App() { return null; }\n`);
  await expect(page.getByTestId('sandbox-status')).toContainText('stopped responding', { timeout: 15_000 });
  await replaceCode(page, helloModule);
  await expect(preview(page).locator('#greeting')).toHaveText('Hello');
});

test('the separator resizes the panes from the keyboard', async ({ page }) => {
  await openSandbox(page);
  const separator = page.getByRole('separator', { name: 'Resize the editor and the preview' });
  await expect(separator).toHaveAttribute('aria-valuenow', '50');
  await separator.focus();
  await page.keyboard.press('ArrowRight');
  await expect(separator).toHaveAttribute('aria-valuenow', '55');
  await page.keyboard.press('Home');
  await expect(separator).toHaveAttribute('aria-valuenow', '20');
});

test('a docs live example’s sandbox link takes on its code when pointed at', async ({ page }) => {
  await page.goto('/docs/components/querybuilder');
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'Open in sandbox' }).first();
  await expect(link).toHaveAttribute('href', '/sandbox');
  await link.hover();
  await expect(link).toHaveAttribute('href', /^\/sandbox#code=/);
});

test('a docs live example’s sandbox link takes on its code when focused from the keyboard', async ({ page }) => {
  await page.goto('/docs/components/querybuilder');
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'Open in sandbox' }).first();
  await link.focus();
  await expect(link).toHaveAttribute('href', /^\/sandbox#code=/);
});

test('a docs live example opens in the sandbox with its code', async ({ page }) => {
  await page.goto('/docs/components/querybuilder');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Open in sandbox' }).first().click();
  await expect(page).toHaveURL(/\/sandbox/);
  await expect(editorContent(page)).toContainText("{ field: 'age', operator: '>=', value: 18 }");
  await expect(preview(page).locator('pre')).toContainText("firstName like 'Ste%' and age >= '18'");
});

test('a press on the code while the editor is still on its way gives the editor the focus when it arrives', async ({ page }) => {
  // A slow network: every script arrives late, so the editor's chunk, requested as the page
  // hydrates, is still coming when the reader points at the code and presses.
  await page.route(/\/assets\/js\/.*\.js$/, async route => {
    await new Promise(resolve => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/sandbox');
  await waitForHydration(page);
  await expect(page.locator('[data-testid="sandbox-editor"] .cm-content[contenteditable="true"]')).toHaveCount(0);
  await editorContent(page).hover();
  await editorContent(page).click();
  await expect(page.locator('[data-testid="sandbox-editor"] .cm-content[contenteditable="true"]')).toBeFocused();
});
