import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { test, expect, waitForHydration } from './support/fixtures';

const repoEditUrl = 'https://github.com/react-querybuilder/react-querybuilder/edit/main/website/';

test.describe('one version story', () => {
  test('Next says it follows unreleased changes on main and points to v7 / v8 for the release', async ({ page }) => {
    await page.goto('/docs/next/intro');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-version-banner')).toContainText('unreleased');
    const article = page.locator('article .theme-doc-markdown');
    await expect(article).toContainText('follow the main branch');
    await expect(article).toContainText('not released yet, on top of the current release, 8.24.1');
    await expect(article.getByRole('link', { name: 'v7 / v8 docs' }).first()).toHaveAttribute('href', '/docs/intro');
  });

  test('v7 / v8 has no banner, covers 8.24.1 and sends 6.x upgraders to the migration guide', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    const article = page.locator('article .theme-doc-markdown');
    await expect(article).toContainText('Their latest releases are 7.7.1 and 8.24.1');
    const upgrading = article.locator('li').filter({ hasText: 'Upgrading from 6.x?' });
    await expect(upgrading.getByRole('link')).toHaveAttribute('href', '/docs/migrate');
    const nextItem = article.locator('li').filter({ hasText: 'Next docs' });
    await expect(nextItem).toContainText('not released yet');
    await expect(nextItem).not.toContainText('for 8.24.1');
  });

  test('the version dropdown offers Next and v7 / v8', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown').filter({ hasText: 'v7 / v8' });
    await dropdown.hover();
    await expect(dropdown.getByRole('link', { name: 'Next', exact: true })).toHaveAttribute('href', '/docs/next/intro');
  });

  for (const path of ['/docs/intro', '/docs/next/intro', '/']) {
    test(`the v8 announcement shows on ${path} and names the current release`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const bar = page.getByRole('banner').filter({ hasText: 'The docs now cover React Query Builder v8' });
      await expect(bar).toBeVisible();
      await expect(bar).toContainText('8.24.1');
    });
  }

  for (const version of ['3', '4', '5', '6']) {
    test(`the v8 announcement does not show on the v${version} docs`, async ({ page }) => {
      await page.goto(`/docs/${version}/intro`);
      await waitForHydration(page);
      await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
      await expect(page.getByText('The docs now cover')).toHaveCount(0);
    });
  }

  test('the announcement comes back when the reader moves from v6 to current docs', async ({ page }) => {
    await page.goto('/docs/6/intro');
    await waitForHydration(page);
    await expect(page.getByText('The docs now cover')).toHaveCount(0);
    await page.locator('article').getByRole('link').filter({ hasText: /./ }).first().waitFor();
    await page.goto('/docs/intro');
    await expect(page.getByText('The docs now cover')).toBeVisible();
  });
});

test.describe('reader conveniences', () => {
  for (const [path, file] of [
    ['/docs/intro', 'versioned_docs/version-7/intro.mdx'],
    ['/docs/next/intro', 'docs/intro.mdx'],
  ] as const) {
    test(`${path} has "Edit this page" to its source and a last-updated date`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', repoEditUrl + file);
      await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on .*\d{4}/);
    });
  }

  test('API reference pages have neither an edit link nor a last-updated date', async ({ page }) => {
    await page.goto('/api/');
    await waitForHydration(page);
    await expect(page.locator('article')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
    await expect(page.locator('.theme-last-updated')).toHaveCount(0);
  });

  test('the 404 page offers search and the main sections', async ({ page }) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    const main = page.locator('main');
    for (const [name, href] of [
      ['Getting started', '/docs/intro'],
      ['Components', '/docs/components/querybuilder'],
      ['Demo', '/demo'],
      ['Sandbox', '/sandbox'],
      ['API reference', '/api'], // Link drops the slash (trailingSlash: false)
    ]) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await main.getByRole('searchbox', { name: 'Search the docs' }).fill('formatQuery');
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=formatQuery$/);
    await expect(page.locator('h1')).toContainText('formatQuery');
  });

  test('the home page copies its install command', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByLabel('Install command')).toHaveText('npm i react-querybuilder');
    const button = page.getByRole('button', { name: 'Copy', exact: true });
    await button.click();
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm i react-querybuilder');
  });

  test('home cards link to the demo section they name, and each section exists', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const expected = [
      ['See every format in the demo', '/demo#export', 'Export'],
      ['Import a query in the demo', '/demo#import', 'Import'],
      ['Compare the kits', '/demo#kits', 'UI kit'],
    ] as const;
    for (const [name, href] of expected) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await page.getByRole('link', { name: 'See every format in the demo' }).click();
    await expect(page).toHaveURL(/\/demo#export$/);
    await waitForHydration(page);
    await expect(page.locator('#export')).toBeInViewport();
    await expect(page.locator('#export h2')).toHaveText('Export');
    await expect(page.locator('#import h2')).toHaveText('Import');
    await expect(page.locator('#kits')).toHaveAttribute('aria-label', 'UI kit');
  });

  test('the footer Showcase link opens the showcase tip', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const link = page.locator('footer').getByRole('link', { name: 'Showcase' });
    await expect(link).toHaveAttribute('href', '/docs/tips/showcase');
    await link.click();
    await expect(page).toHaveURL(/\/docs\/tips\/showcase$/);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('the navbar title stays put while the logo is still loading', async ({ page }) => {
    // On a slow connection the page paints before the logo arrives; hold the image back to see that moment.
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    await page.route('**/img/logo.svg', async route => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs/intro', { waitUntil: 'domcontentloaded' });
    const title = page.locator('.navbar__title').filter({ visible: true });
    const whileLoading = (await title.boundingBox())!.x;
    release();
    const logo = page.locator('.navbar__logo img').filter({ visible: true });
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect((await title.boundingBox())!.x).toBe(whileLoading);
  });
});

test('the site Sass options silence deprecation warnings from dependencies (Bulma, Bootstrap)', async () => {
  const sass = await import('sass');
  const root = join(__dirname, '../..');
  // The site config is TypeScript with ESM imports; jiti loads it as Docusaurus does.
  const jiti = (await import('jiti')).default(__filename, { interopDefault: true });
  const config = jiti(join(root, 'docusaurus.config.ts')) as { plugins: unknown[] };
  const entry = config.plugins.find(plugin => Array.isArray(plugin) && plugin[0] === 'docusaurus-plugin-sass') as
    | [string, { sassOptions: object }]
    | undefined;
  expect(entry, 'docusaurus-plugin-sass has options').toBeTruthy();
  const sassOptions = entry![1].sassOptions;
  // Bulma is loaded as a package, as sass-loader's importer loads it in the build.
  const nodeModules = pathToFileURL(join(root, 'node_modules')).href;
  const importer = {
    findFileUrl: (url: string) => (/^(bulma|bootstrap)\//.test(url) ? new URL(`${nodeModules}/${url}`) : null),
  };
  const warningsWith = (options: object, file = 'src/components/DemoKitBulma/bulma-scoped.scss') => {
    const warnings: string[] = [];
    sass.compile(join(root, file), {
      ...options,
      importers: [importer],
      logger: { warn: message => void warnings.push(message) },
    });
    return warnings.length;
  };
  expect(warningsWith({}), 'Bulma does emit deprecation warnings').toBeGreaterThan(0);
  expect(warningsWith(sassOptions)).toBe(0);
  const bootstrap = 'src/components/DemoKitBootstrap/bootstrap-scoped.scss';
  expect(warningsWith({}, bootstrap), 'Bootstrap does emit deprecation warnings').toBeGreaterThan(0);
  expect(warningsWith(sassOptions, bootstrap)).toBe(0);
});
