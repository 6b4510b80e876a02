import { test, expect, waitForHydration } from './support/fixtures';

test.describe('navbar', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/intro');
    await waitForHydration(page);
  });

  test('has Docs, Demo and API links', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/intro');
    await expect(nav.getByRole('link', { name: 'Demo', exact: true })).toHaveAttribute('href', '/demo');
    await expect(nav.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/api');
  });

  test('has the repository and chat-server links', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'GitHub repository' })).toHaveAttribute(
      'href',
      'https://github.com/react-querybuilder/react-querybuilder'
    );
    await expect(nav.getByRole('link', { name: 'Discord chat server' })).toHaveAttribute('href', '/discord');
  });

  test('has the search button and the colour-mode toggle', async ({ page }) => {
    await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^Switch between dark and light mode \(currently (light|dark) mode\)$/ })
    ).toBeVisible();
  });

  test('the Demo link navigates client-side to the demo', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Demo', exact: true }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.locator('h1')).toHaveText('Demo');
  });
});

test.describe('docs version dropdown', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('lists every docs version', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown').filter({ hasText: 'v7 / v8' });
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu .dropdown__link');
    await expect(items).toHaveText(['Next', 'v7 / v8', 'v6', 'v5', 'v4', 'v3']);
  });

  test('choosing a version navigates to it and is remembered', async ({ page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown').filter({ hasText: 'v7 / v8' });
    await dropdown.hover();
    await dropdown.getByRole('link', { name: 'v6', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/6\/intro$/);
    await expect(page.locator('.navbar__item.dropdown > .navbar__link').first()).toHaveText('v6');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('6');

    // A later visit to a non-docs page keeps the choice: the Docs link now leads to v6.
    await page.goto('/demo');
    await waitForHydration(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true })
    ).toHaveAttribute('href', '/docs/6/intro');
  });
});

test('the footer links to the guides, the demo and the community', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/docs/intro');
  await expect(footer.getByRole('link', { name: 'Components' })).toHaveAttribute('href', /^\/docs\//);
  await expect(footer.getByRole('link', { name: 'Tips and Tricks' })).toHaveAttribute('href', /^\/docs\//);
  await expect(footer.getByRole('link', { name: 'Showcase' })).toHaveAttribute('href', '/docs/tips/showcase');
  await expect(footer.getByRole('link', { name: /^GitHub(?! discussions)/ })).toHaveAttribute(
    'href',
    'https://github.com/react-querybuilder/react-querybuilder'
  );
  await expect(footer.getByRole('link', { name: /^npm/ })).toHaveAttribute(
    'href',
    'https://www.npmjs.com/package/react-querybuilder'
  );
  await expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', '/discord');
  await expect(footer).toContainText('Copyright © 2025');
});

test('the skip link is the first tab stop and the next tab lands inside the content', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The link moves the focus starting point to <main>: the next Tab skips the navbar and sidebar.
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main'))))
    .toBe(true);
});
