import { test, expect, waitForHydration } from './support/fixtures';
import type { Page } from '@playwright/test';

// The generated API reference (plugins/api-reference): one representative page per package,
// entry point and kind, the API sidebar, and a docs page linking into it through `api:` links.

interface ApiPage {
  path: string;
  /** The page's h1, as TypeDoc titles it ("Interface: RuleType<F, O, V, C, M>"). */
  title: RegExp;
}

const core = '/api/react-querybuilder';

const corePages: ApiPage[] = [
  ...['RuleType', 'RuleGroupType', 'ValidationResult', 'FieldSelectorProps', 'ValueEditorProps'].map(name => ({
    path: `${core}/index/interfaces/${name}`,
    title: new RegExp(`^Interface: ${name}\\b`),
  })),
  ...['defaultOperators', 'defaultCombinators', 'defaultTranslations'].map(name => ({
    path: `${core}/index/variables/${name}`,
    title: new RegExp(`^Variable: ${name}$`),
  })),
  { path: `${core}/index/functions/formatQuery`, title: /^Function: formatQuery\(\)$/ },
  { path: `${core}/index/interfaces/FormatQueryOptions`, title: /^Interface: FormatQueryOptions$/ },
  { path: `${core}/formatQuery/functions/formatQuery`, title: /^Function: formatQuery\(\)$/ },
];

// Each parser (and transformQuery) has its own entry point, function page and options interface.
const entryOptions: Record<string, string> = {
  parseCEL: 'ParseCELOptionsStandard',
  parseCypher: 'ParseCypherOptions',
  parseGremlin: 'ParseGremlinOptions',
  parseJSONata: 'ParseJSONataOptions',
  parseJsonLogic: 'ParseJsonLogicOptions',
  parseMongoDB: 'ParseMongoDbOptions',
  parseSPARQL: 'ParseSPARQLOptions',
  parseSQL: 'ParseSQLOptions',
  parseSpEL: 'ParseSpELOptions',
  transformQuery: 'TransformQueryOptions',
};
const entryPages: ApiPage[] = Object.entries(entryOptions).flatMap(([entry, options]) => [
  { path: `${core}/${entry}/functions/${entry}`, title: new RegExp(`^Function: ${entry}\\(\\)$`) },
  { path: `${core}/${entry}/interfaces/${options}`, title: new RegExp(`^Interface: ${options}\\b`) },
]);

// A component (function page) from every companion package.
const companionFunctions: Record<string, string> = {
  antd: 'AntDValueEditor',
  bootstrap: 'BootstrapValueEditor',
  bulma: 'BulmaValueEditor',
  chakra: 'ChakraValueEditor',
  dnd: 'QueryBuilderDnD',
  fluent: 'FluentValueEditor',
  mantine: 'MantineValueEditor',
  material: 'MaterialValueEditor',
  native: 'NativeValueEditor',
  prime: 'PrimeValueEditor',
  tremor: 'TremorValueEditor',
};
const companionPages: ApiPage[] = Object.entries(companionFunctions).map(([pkg, name]) => ({
  path: `/api/${pkg}/functions/${name}`,
  title: new RegExp(`^Function: ${name}\\(\\)$`),
}));

// The date libraries' variants export the same rule processors; the shared entry holds the logic.
const datetimePages: ApiPage[] = [
  { path: '/api/datetime/index/functions/createDateTimeProcessors', title: /^Function: createDateTimeProcessors\(\)$/ },
  ...['date-fns', 'dayjs', 'jsdate', 'luxon'].map(variant => ({
    path: `/api/datetime/${variant}/variables/datetimeRuleProcessorSQL`,
    title: /^Variable: datetimeRuleProcessorSQL$/,
  })),
];

const apiSidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumbs' });

for (const { path, title } of [...corePages, ...entryPages, ...companionPages, ...datetimePages]) {
  test(`opens ${path} with the API sidebar and no breadcrumbs`, async ({ page, problems }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(apiSidebar(page)).toBeVisible();
    // The sidebar opens on the page being read.
    await expect(apiSidebar(page).locator('a[aria-current="page"]')).toHaveAttribute('href', path);
    await expect(breadcrumbs(page)).toHaveCount(0);
    await waitForHydration(page);
    expect(problems.pageErrors).toEqual([]);
  });
}

test('the API index lists every package with the version it documents', async ({ page }) => {
  await page.goto('/api/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
  const list = page.locator('article ul').first();
  await expect(list.getByRole('listitem').filter({ hasText: /^react-querybuilder\s+8\.\d+\.\d+/ })).toBeVisible();
  for (const pkg of [...Object.keys(companionFunctions), 'datetime', 'core']) {
    await expect(list.getByRole('link', { name: `@react-querybuilder/${pkg}`, exact: true })).toBeVisible();
  }
});

test('the API sidebar lists the core package first, @react-querybuilder/core next, then companions alphabetically', async ({ page }) => {
  await page.goto('/api/');
  const topLevel = apiSidebar(page).locator('.theme-doc-sidebar-menu > li > div > a, .theme-doc-sidebar-menu > li > a');
  const labels = (await topLevel.allInnerTexts()).map(label => label.trim());
  const companions = labels.slice(3);
  expect(labels.slice(0, 3)).toEqual(['Overview', 'react-querybuilder', '@react-querybuilder/core']);
  expect(companions).toEqual([...companions].sort());
  expect(companions.length).toBe(Object.keys(companionFunctions).length + 1);
});

test('a package page groups items by kind and names its version at the top', async ({ page }) => {
  await page.goto('/api/antd');
  await expect(page.locator('article p').first()).toContainText(/Documents @react-querybuilder\/antd 8\.\d+\.\d+/);
  await expect(page.getByRole('heading', { level: 2 })).toContainText(['Functions', 'Interfaces', 'Type Aliases', 'Variables']);
});

test('a deprecated item is struck through', async ({ page }) => {
  await page.goto('/api/dnd/functions/useReactDnD');
  await expect(page.getByRole('heading', { level: 1 }).locator('del')).toHaveText('Function: useReactDnD()');
});

test('docs pages keep their breadcrumbs', async ({ page }) => {
  await page.goto('/docs/next/intro');
  await expect(breadcrumbs(page)).toBeVisible();
});

for (const docsPath of ['/docs/intro', '/docs/next/intro']) {
  test(`follows the formatQuery link from ${docsPath} to its API page`, async ({ page }) => {
    await page.goto(docsPath);
    await waitForHydration(page);
    await page.locator('article').getByRole('link', { name: 'formatQuery(query, format)' }).click();
    await expect(page).toHaveURL(/\/api\/react-querybuilder\/index\/functions\/formatQuery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Function: formatQuery()');
    await expect(apiSidebar(page)).toBeVisible();
  });
}
