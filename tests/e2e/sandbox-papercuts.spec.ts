/**
 * Issue 17 item 6, the sandbox's paper cuts: where a followed link lands, a pasted `#code=` link,
 * the preview's fit for the Bootstrap and Tremor templates, the templates' output heading, stale
 * and mapped runtime errors, and the intro on a phone.
 */
import type { Frame, Page } from '@playwright/test';
import LZString from 'lz-string';
import { test, expect, waitForHydration } from './support/fixtures';
import { editorContent, errorPanel, openSandbox, preview, replaceCode } from './support/sandbox';

const codeHash = (code: string) => `#code=${LZString.compressToEncodedURIComponent(code)}`;

/** The preview frame as a Frame (for evaluating in it). */
function previewFrame(page: Page): Frame {
  const frame = page.frames().find(candidate => candidate !== page.mainFrame() && candidate.url().includes('/sandbox-runtime/'));
  if (!frame) throw new Error('no preview frame');
  return frame;
}

const module = (id: string, text: string) => `export default function App() {\n  return <p id="${id}">${text}</p>;\n}\n`;

test.describe('a followed link opens the sandbox at the top of the page', () => {
  test('from a docs live example far down the page', async ({ page }) => {
    await page.goto('/docs/components/querybuilder');
    await waitForHydration(page);
    const link = page.getByRole('link', { name: 'Open in sandbox' }).last();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await link.click();
    await expect(page).toHaveURL(/\/sandbox#code=/);
    await expect(editorContent(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeInViewport();
  });

  test('from the demo, scrolled down to its permalink bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/demo');
    await waitForHydration(page);
    const link = page.getByRole('link', { name: 'Open in sandbox' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.click();
    await expect(page).toHaveURL(/\/sandbox\?template=basic#code=/);
    await expect(editorContent(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('a #code= link pasted into an open sandbox', () => {
  test('loads its code and offers the reader’s edited code back', async ({ page }) => {
    await openSandbox(page);
    await replaceCode(page, module('mine', 'My own work'));
    await expect(preview(page).locator('#mine')).toHaveText('My own work');
    // A pasted link that differs only in its hash is a hash change, not a page load.
    await page.evaluate(hash => (window.location.hash = hash), codeHash(module('linked', 'From the link')));
    await expect(preview(page).locator('#linked')).toHaveText('From the link');
    await expect(editorContent(page)).toContainText('From the link');
    const offer = page.getByTestId('sandbox-replaced');
    await expect(offer).toContainText('replaced yours');
    await expect(page.getByRole('status').filter({ hasText: 'Opened the code from the link' })).toBeVisible();

    await offer.getByRole('button', { name: 'Restore my code' }).click();
    await expect(editorContent(page)).toContainText('My own work');
    await expect(preview(page).locator('#mine')).toHaveText('My own work');
    await expect(offer).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rqb-sandbox-code'))).toContain('My own work');
  });

  test('offers nothing back when the open code was not edited, and Dismiss drops the offer', async ({ page }) => {
    await openSandbox(page, `/sandbox${codeHash(module('first', 'First link'))}`);
    await expect(preview(page).locator('#first')).toHaveText('First link');
    await page.evaluate(hash => (window.location.hash = hash), codeHash(module('second', 'Second link')));
    await expect(preview(page).locator('#second')).toHaveText('Second link');
    await expect(page.getByTestId('sandbox-replaced')).toHaveCount(0);

    await replaceCode(page, module('edited', 'Edited'));
    await expect(preview(page).locator('#edited')).toHaveText('Edited');
    await page.evaluate(hash => (window.location.hash = hash), codeHash(module('third', 'Third link')));
    await expect(preview(page).locator('#third')).toHaveText('Third link');
    await page.getByTestId('sandbox-replaced').getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByTestId('sandbox-replaced')).toHaveCount(0);
    await expect(editorContent(page)).toContainText('Third link');
  });

  test('a link cut short leaves the code alone and says so', async ({ page }) => {
    await openSandbox(page);
    await replaceCode(page, module('mine', 'Kept'));
    await expect(preview(page).locator('#mine')).toHaveText('Kept');
    await page.evaluate(() => (window.location.hash = '#code=%25%25'));
    await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toBeVisible();
    await expect(editorContent(page)).toContainText('Kept');
  });
});

/**
 * Controls in the preview whose text does not fit: a truncated Tremor label (its text box
 * scrolls), a button whose label wraps onto a second line, or a native select narrower than its
 * selected option's text plus its padding.
 */
async function clippedLabels(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const problems: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('.queryBuilder span.truncate'))) {
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`truncated: "${el.textContent}"`);
    }
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('.queryBuilder button'))) {
      // Each text node of the label on one line (icons and badges may sit elsewhere).
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(Array.from(range.getClientRects()).filter(rect => rect.width > 0).map(rect => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`wrapped: "${node.textContent.trim()}"`);
      }
    }
    for (const select of Array.from(document.querySelectorAll<HTMLSelectElement>('.queryBuilder select'))) {
      const style = getComputedStyle(select);
      if (style.display === 'none' || style.opacity === '0') continue;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(text).width > room + 1) problems.push(`select too narrow: "${text}"`);
    }
    return problems;
  });
}

for (const { name, marker } of [
  { name: 'bootstrap', marker: 'select.form-select.rule-fields' },
  { name: 'tremor', marker: '.rule-fields button' },
]) {
  test(`the ${name} template's labels fit the preview at the default split`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSandbox(page, `/sandbox?template=${name}`);
    await expect(preview(page).locator(marker).first()).toBeVisible({ timeout: 20_000 });
    await expect(preview(page).locator('.queryBuilder .rule')).toHaveCount(2);
    expect(await clippedLabels(previewFrame(page))).toEqual([]);
  });
}

for (const name of ['chakra', 'tremor']) {
  test(`the ${name} template's SQL heading is styled as a heading`, async ({ page }) => {
    await openSandbox(page, `/sandbox?template=${name}`);
    const heading = preview(page).getByRole('heading', { level: 2, name: 'SQL' });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(preview(page).locator('.queryBuilder .rule').first()).toBeVisible({ timeout: 20_000 });
    const { headingSize, bodySize, weight } = await heading.evaluate(h2 => ({
      headingSize: parseFloat(getComputedStyle(h2).fontSize),
      bodySize: parseFloat(getComputedStyle(document.body).fontSize),
      weight: Number(getComputedStyle(h2).fontWeight),
    }));
    expect(headingSize).toBeGreaterThan(bodySize * 1.15);
    expect(weight).toBeGreaterThanOrEqual(600);
  });
}

test.describe('runtime errors', () => {
  test('an error thrown while rendering goes away when fixed code runs', async ({ page }) => {
    await openSandbox(page);
    await replaceCode(page, `export default function App() {\n  throw new Error('Boom');\n}\n`);
    await expect(errorPanel(page)).toContainText('Boom');
    await replaceCode(page, module('fixed', 'Fixed'));
    await expect(preview(page).locator('#fixed')).toHaveText('Fixed');
    await expect(errorPanel(page)).toHaveCount(0);
    await expect(preview(page).locator('.sandbox-error')).toHaveCount(0);
  });

  test('an error from a handler goes away when new code runs', async ({ page }) => {
    await openSandbox(page);
    await replaceCode(
      page,
      `export default function App() {\n  return <button id="boom" onClick={() => { throw new Error('Click boom'); }}>Boom</button>;\n}\n`
    );
    await preview(page).locator('#boom').click();
    await expect(errorPanel(page)).toContainText('Click boom');
    await replaceCode(page, module('fresh', 'Fresh'));
    await expect(preview(page).locator('#fresh')).toHaveText('Fresh');
    await expect(errorPanel(page)).toHaveCount(0);
  });

  test("a timer left by replaced code does not report its error against the new code", async ({ page }) => {
    await openSandbox(page);
    await replaceCode(page, `setTimeout(() => { throw new Error('Late boom'); }, 2000);\n${module('timer', 'Timer set')}`);
    await expect(preview(page).locator('#timer')).toHaveText('Timer set');
    await replaceCode(page, module('fresh', 'Fresh'));
    await expect(preview(page).locator('#fresh')).toHaveText('Fresh');
    await page.waitForTimeout(3000); // the old timer fires in the meantime
    await expect(errorPanel(page)).toHaveCount(0);
  });

  test("the stack names the reader's line and column, not the runtime's minified offsets", async ({ page }) => {
    await openSandbox(page);
    const code = `import { useState } from 'react';\n\ntype Props = { label?: string };\n\nexport default function App({ label }: Props) {\n  const [count] = useState(1);\n  if (count) throw new Error('Mapped boom');\n  return <p>{label}</p>;\n}\n`;
    await replaceCode(page, code);
    await expect(errorPanel(page)).toContainText('Runtime error (line 7, column 20)');
    await errorPanel(page).getByText('Stack trace').click();
    const stack = await errorPanel(page).locator('details pre').textContent();
    expect(stack).toContain('at App (App.tsx:7:20)');
    expect(stack).toMatch(/… \d+ frames in React and the sandbox runtime/);
    expect(stack).not.toMatch(/:\d+:\d{4,}/); // no column of a minified bundle
    expect(stack).not.toContain('?run=');

    await errorPanel(page).getByRole('button', { name: 'Go to line 7' }).click();
    await expect(page.locator('[data-testid="sandbox-editor"] .cm-activeLine')).toContainText("throw new Error('Mapped boom')");
  });
});

test('on a phone the intro names the editor and the preview, not left and right', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSandbox(page);
  const intro = page.locator('main p').first();
  await expect(intro).toContainText('code editor');
  expect(await intro.textContent()).not.toMatch(/\b(left|right)\b/i);
});
