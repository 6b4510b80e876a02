import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { kits } from '../../src/kits';
import { test, expect, waitForHydration } from './support/fixtures';

/** Options that put every kind of control on screen: the "not" toggle and the secondary buttons. */
const extraControls = ['Show "not" toggle', 'Show clone buttons', 'Show lock buttons', 'Show mute buttons'];

async function openDemo(page: Page, path: string, colorMode: 'light' | 'dark') {
  await page.addInitScript(mode => window.localStorage.setItem('theme', mode), colorMode);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
  await expect(page.locator('.demo-builder .queryBuilder')).toBeVisible();
}

// Every kit demo (src/kits): the native one and each compat kit's page.
for (const { route: path } of kits) {
  test(`${path}: every control is named and readable in light and dark mode (axe, moderate and above)`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    for (const colorMode of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await openDemo(page, path, colorMode);
      for (const label of extraControls) await page.getByLabel(label, { exact: true }).check();
      await expect(page.locator('.demo-builder .queryBuilder .ruleGroup-notToggle').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).include('.demo-builder').analyze();
      const violations = results.violations
        .filter(violation => violation.impact !== 'minor')
        .map(violation => ({
          colorMode,
          rule: violation.id,
          targets: violation.nodes.slice(0, 3).map(node => node.target.join(' ')),
          message: violation.nodes[0]?.any[0]?.message,
        }));
      expect(violations).toEqual([]);
      await context.close();
    }
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`${path}: field and operator selectors show their whole option, and no control is clipped`, async ({ page }) => {
      await openDemo(page, path, 'light');
      // The builder switches to the library's responsive layout on a narrow screen.
      await expect(page.locator('.demo-builder.queryBuilder-responsive .queryBuilder')).toBeVisible();
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        const builder = document.querySelector<HTMLElement>('.demo-builder')!;
        const edge = builder.getBoundingClientRect().right + 0.5;
        if (builder.scrollWidth > builder.clientWidth + 1) found.push(`builder scrolls: ${builder.scrollWidth} > ${builder.clientWidth}`);
        const canvas = document.createElement('canvas').getContext('2d')!;
        const controls = builder.querySelectorAll<HTMLElement>(
          '.rule > *, .ruleGroup-header > *, .rule-value-list-item'
        );
        for (const control of Array.from(controls)) {
          const box = control.getBoundingClientRect();
          if (box.width > 0 && box.right > edge) found.push(`${control.className} ends at ${box.right} > ${edge}`);
        }
        // The text a selector shows for its selected option, and the element that shows it.
        for (const selector of Array.from(builder.querySelectorAll<HTMLElement>('.rule-fields, .rule-operators'))) {
          const select = selector.matches('select') ? (selector as HTMLSelectElement) : selector.querySelector('select');
          const input = selector.matches('input') ? (selector as HTMLInputElement) : selector.querySelector('input:not([type="hidden"])');
          const muiText = selector.querySelector<HTMLElement>('.MuiSelect-select');
          let shown: HTMLElement;
          let text: string;
          let reserve = 0;
          if (select && getComputedStyle(select).opacity !== '0') {
            shown = select;
            text = select.selectedOptions[0]?.text ?? '';
            // A native select draws its arrow inside the box unless it is restyled (appearance: none).
            if (getComputedStyle(select).appearance !== 'none') reserve = 20;
          } else if (muiText) {
            shown = muiText;
            text = muiText.textContent ?? '';
          } else if (input) {
            shown = input as HTMLElement;
            text = (input as HTMLInputElement).value;
          } else {
            // A listbox button (Tremor, Fluent's dropdown): its truncating text span.
            shown = (selector.querySelector('button span.truncate, button') as HTMLElement) ?? selector;
            text = shown.textContent ?? '';
          }
          const style = getComputedStyle(shown);
          canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = shown.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - reserve;
          const needed = canvas.measureText(text).width;
          if (needed > room + 1) found.push(`"${text}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)} px (${selector.className})`);
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  });
}
