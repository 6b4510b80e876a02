// Keyboard-only walks through the site: a visitor who never touches the mouse. Every step is a
// key press (Tab, Shift+Tab, Enter, Space, Escape, arrows); every wait is for a condition.
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { focusStyle, isFocused, pressUntilFocused, showsFocus } from './support/keyboard';

test.use({ viewport: { width: 1280, height: 800 } });

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navLink = (page: Page, name: string) => navbar(page).getByRole('link', { name, exact: true });
const searchButton = (page: Page) => page.getByRole('button', { name: /^Search/ }).first();

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The focused control shows a visible focus indicator (waits out the theme's transitions). */
async function expectFocusIndicator(target: Locator) {
  await expect(target).toBeFocused();
  await expect.poll(async () => showsFocus(await focusStyle(target)), { message: 'visible focus indicator' }).toBe(true);
}

test.describe('skip link', () => {
  test('the first Tab shows "Skip to main content"; Enter puts the focus on the main content', async ({ page, problems }) => {
    await open(page, '/docs/intro');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expectFocusIndicator(skip);
    await expect(skip).toBeInViewport();

    await page.keyboard.press('Enter');
    const focusInMain = () => page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    await expect.poll(focusInMain, { message: 'focus at <main>' }).toBe(true);
    // It stays there once the page has rendered again (no fall-back to <body>).
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await focusInMain()).toBe(true);
    await expect(page).toHaveURL(/\/docs\/intro$/);
    // The next Tab goes on inside the content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    expect(await focusInMain()).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('navbar', () => {
  test('Tab reaches Docs, Demo and API in order; Enter on Demo opens the demo', async ({ page, problems }) => {
    await open(page, '/docs/intro');
    await pressUntilFocused(page, navLink(page, 'Docs'));
    await expectFocusIndicator(navLink(page, 'Docs'));

    // Walk on through the left-hand links, noting each one the focus lands on.
    const trail = await pressUntilFocused(page, navLink(page, 'API'), { maxPresses: 5 });
    expect(trail).toEqual(['a "Demo"', 'a "Sandbox"', 'a "API"']);

    // Back to Demo and follow it.
    await pressUntilFocused(page, navLink(page, 'Demo'), { key: 'Shift+Tab', maxPresses: 5 });
    await expectFocusIndicator(navLink(page, 'Demo'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.locator('h1')).toHaveText('Demo');
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('docs version dropdown', () => {
  const toggle = (page: Page) => navbar(page).getByRole('button', { name: 'v7 / v8', exact: true });
  const version = (page: Page, name: string) => navbar(page).locator('.dropdown__menu').getByRole('link', { name, exact: true });

  test('Enter opens it, Tab walks the versions, Enter on v6 lands on the v6 intro', async ({ page, problems }) => {
    await open(page, '/docs/intro');
    await pressUntilFocused(page, toggle(page));
    await expectFocusIndicator(toggle(page));
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(version(page, 'v6')).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(version(page, 'v6')).toBeVisible();

    const trail = await pressUntilFocused(page, version(page, 'v6'), { maxPresses: 6 });
    expect(trail).toEqual(['a "Next"', 'a "v7 / v8"', 'a "v6"']);
    await expectFocusIndicator(version(page, 'v6'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/6\/intro$/);
    await expect(navbar(page).locator('.navbar__item.dropdown > .navbar__link')).toHaveText('v6');
    expect(problems.pageErrors).toEqual([]);
  });

  test('Space opens it too, and tabbing past the last version closes it and moves on', async ({ page }) => {
    await open(page, '/docs/intro');
    await pressUntilFocused(page, toggle(page));
    await page.keyboard.press(' ');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(version(page, 'v3')).toBeVisible();
    await pressUntilFocused(page, version(page, 'v3'), { maxPresses: 6 });

    await page.keyboard.press('Tab');
    await expect(navLink(page, 'GitHub repository')).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(version(page, 'v6')).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/intro$/);
  });
});

test.describe('search modal', () => {
  const input = (page: Page) => page.locator('.DocSearch-Input');
  const hitItems = (page: Page) => page.locator('.DocSearch-Hit');

  test('Ctrl+K opens it; typing parseSQL, ArrowDown and Enter go to the second hit', async ({ page, problems }) => {
    await open(page, '/docs/intro');
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('parseSQL');
    await expect(hitItems(page).nth(1)).toBeVisible();
    await expect(hitItems(page).first()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowDown');
    const chosen = hitItems(page).nth(1);
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(hitItems(page).first()).toHaveAttribute('aria-selected', 'false');
    await expect(input(page)).toBeFocused();
    const href = await chosen.locator('a').getAttribute('href');
    expect(href).toMatch(/^\//);

    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe(href);
    expect(problems.pageErrors).toEqual([]);
  });

  test('Tab to the search button, Enter opens the modal, Escape closes it and focus is back on the button', async ({ page }) => {
    await open(page, '/docs/intro');
    await pressUntilFocused(page, searchButton(page));
    await expectFocusIndicator(searchButton(page));
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expectFocusIndicator(searchButton(page));
  });
});

test.describe('demo options', () => {
  const builder = (page: Page) => page.locator('.queryBuilder');
  const permalink = (page: Page) => page.getByLabel('Link to this query');

  test('Tab to "Show clone buttons", Space turns it on: clone buttons appear and the permalink follows', async ({ page, problems }) => {
    await open(page, '/demo');
    await expect(builder(page).locator('.rule').first()).toBeVisible();
    await expect(builder(page).locator('.rule-cloneRule')).toHaveCount(0);
    const linkBefore = await permalink(page).inputValue();

    // Skip the navbar first, as a keyboard visitor would, then walk into the options panel.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const option = page.getByRole('checkbox', { name: 'Show clone buttons' });
    await pressUntilFocused(page, option);
    await expectFocusIndicator(option);
    await expect(option).not.toBeChecked();

    await page.keyboard.press(' ');
    await expect(option).toBeChecked();
    await expect(option).toBeFocused();
    await expect(builder(page).locator('.rule-cloneRule').first()).toBeVisible();
    await expect(page).toHaveURL(/#s=1\./);
    await expect(permalink(page)).not.toHaveValue(linkBefore);
    await expect.poll(() => permalink(page).inputValue()).toBe(page.url());
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('sandbox editor', () => {
  const editor = (page: Page) => page.getByTestId('sandbox-editor');
  const content = (page: Page) => editor(page).locator('.cm-content');
  const separator = (page: Page) => page.getByRole('separator', { name: 'Resize the editor and the preview' });

  async function tabIntoEditor(page: Page) {
    await open(page, '/sandbox');
    await expect(content(page)).toBeVisible();
    await pressUntilFocused(page, content(page));
    await expect(editor(page).locator('.cm-editor')).toHaveClass(/cm-focused/);
    await expect
      .poll(async () => showsFocus({ ...(await focusStyle(editor(page).locator('.cm-editor'))), focusVisible: true }), {
        message: 'the focused editor is outlined',
      })
      .toBe(true);
  }

  test('Tab inside the editor indents; Escape then Tab moves on to the next control', async ({ page, problems }) => {
    await tabIntoEditor(page);
    const firstLine = editor(page).locator('.cm-line').first();
    await expect(firstLine).toHaveText(/^\S/);

    await page.keyboard.press('Tab');
    await expect(firstLine).toHaveText(/^\s+\S/);
    expect(await isFocused(content(page))).toBe(true);

    // The separator marks its focus with a background colour rather than an outline.
    const background = () => separator(page).evaluate(el => getComputedStyle(el).backgroundColor);
    const unfocusedBackground = await background();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(separator(page)).toBeFocused();
    await expect.poll(() => separator(page).evaluate(el => el.matches(':focus-visible'))).toBe(true);
    await expect.poll(background, { message: 'the focused separator changes colour' }).not.toBe(unfocusedBackground);
    await expect(editor(page).locator('.cm-editor')).not.toHaveClass(/cm-focused/);
    expect(problems.pageErrors).toEqual([]);
  });

  test('Escape then Shift+Tab goes back to the toolbar', async ({ page }) => {
    await tabIntoEditor(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    const download = page.getByRole('button', { name: 'Download project' });
    await expectFocusIndicator(download);
    await expect(editor(page).locator('.cm-line').first()).toHaveText(/^\S/);
  });
});
