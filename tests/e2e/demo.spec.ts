import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { builder, exportOutput, openDemo, valueInput } from './support/demo';
import { kits as kitList, type Kit } from '../../src/kits';
import type { KitE2e } from '../../src/kits/types';

/**
 * Each kit (src/kits) with how to drive its controls: the `e2e` export beside its definition,
 * which the site never imports (so the kit markers below stay out of the site's bundle).
 */
type KitCase = Kit & { e2e: KitE2e };
const kits: KitCase[] = kitList.map(kit => ({ ...kit, e2e: (require(`../../src/kits/${kit.id}`) as { e2e: KitE2e }).e2e }));

const exactly = (label: string) => new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/**
 * Chooses an option in one of a kit's select controls, as its definition says (src/kits):
 * a native select (the control or a `select` inside it), or a control that opens a list.
 */
async function pick(kit: KitCase, page: Page, control: Locator, label: string) {
  const how = kit.e2e.pick;
  if ('select' in how) {
    await (how.select ? control.locator(how.select) : control).selectOption({ label });
    return;
  }
  await (how.open ? control.locator(how.open) : control).click();
  const option = how.option
    ? page.locator(how.option).filter({ hasText: exactly(label) })
    : page.getByRole('option', { name: label, exact: true });
  await option.click();
}

test.beforeEach(async ({ problems }) => {
  expect(problems.pageErrors).toEqual([]);
});

test.afterEach(async ({ problems }) => {
  expect(problems.pageErrors, 'uncaught errors').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
});

for (const kit of kits) {
  test.describe(`demo with ${kit.id} controls`, () => {
    test('renders the builder with the kit’s own controls', async ({ page }) => {
      await openDemo(page, kit.route);
      await expect(builder(page).locator(kit.e2e.fieldSelector).first()).toBeVisible();
      for (const other of kits.filter(k => k.id !== kit.id && k.id !== 'native')) {
        await expect(builder(page).locator(other.e2e.fieldSelector)).toHaveCount(0);
      }
      const current = page.getByRole('navigation', { name: 'UI kit' }).locator('[aria-current="page"]');
      await expect(current).toHaveText(kit.label);
    });

    if (!kit.demo?.clientOnly) {
      test('hydrates the server-rendered builder in place, keeping its elements', async ({ page }) => {
        await page.addInitScript(() =>
          document.addEventListener('DOMContentLoaded', () => {
            (window as unknown as { serverRules: Element[] }).serverRules = Array.from(document.querySelectorAll('.demo-builder .rule'));
          })
        );
        await openDemo(page, kit.route);
        await page.waitForLoadState('networkidle');
        const rules = await page.evaluate(() => {
          const server = (window as unknown as { serverRules: Element[] }).serverRules;
          return { server: server.length, kept: server.filter(rule => rule.isConnected).length };
        });
        expect(rules.server).toBeGreaterThan(0);
        expect(rules.kept).toBe(rules.server);
      });
    }

    test('adds a rule and a group to the outer group', async ({ page }) => {
      await openDemo(page, kit.route);
      const rules = builder(page).locator('.rule');
      const groups = builder(page).locator('.ruleGroup');
      const ruleCount = await rules.count();
      const groupCount = await groups.count();
      const header = builder(page).locator('.ruleGroup-header').first();
      await header.locator('.ruleGroup-addRule').click();
      await expect(rules).toHaveCount(ruleCount + 1);
      await header.locator('.ruleGroup-addGroup').click();
      await expect(groups).toHaveCount(groupCount + 1);
    });

    test('changes field, operator and value with the kit’s controls, and the export follows', async ({ page }) => {
      await openDemo(page, kit.route);
      const output = exportOutput(page);
      await expect(output).toContainText("firstName like 'Ste%'");
      const rule = builder(page).locator('.rule').first();
      await pick(kit, page, rule.locator('.rule-fields'), 'Last name');
      await pick(kit, page, rule.locator('.rule-operators'), 'contains');
      await valueInput(rule).fill('Vai');
      await expect(output).toContainText("lastName like '%Vai%'");
      await expect(output).not.toContainText("firstName like 'Ste%'");
    });

    test('switches the export format and shows the matching call', async ({ page }) => {
      await openDemo(page, kit.route);
      await page.getByLabel('Format', { exact: true }).selectOption({ label: 'MongoDB' });
      await expect(exportOutput(page)).toContainText('"$regex": "^Ste"');
      await expect(page.getByTestId('demo-export-call')).toContainText("format: 'mongodb_query'");
      await page.getByLabel('Format', { exact: true }).selectOption({ label: 'CEL' });
      await expect(exportOutput(page)).toContainText('firstName.startsWith("Ste")');
      await page.getByLabel('Format', { exact: true }).selectOption({ label: 'SQL' });
      await page.getByLabel('SQL dialect').selectOption({ label: 'Microsoft SQL Server' });
      await expect(exportOutput(page)).toContainText('[firstName] like');
      await expect(page.getByTestId('demo-export-call')).toContainText("preset: 'mssql'");
    });

    test('imports valid SQL and shows its rules', async ({ page }) => {
      await openDemo(page, kit.route);
      await page.getByLabel('SQL to import').fill("lastName = 'Vai' AND age > 40");
      await page.getByRole('button', { name: 'Import SQL' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Imported 2 rules from SQL.' })).toBeVisible();
      await expect(builder(page).locator('.rule')).toHaveCount(2);
      await expect(valueInput(builder(page).locator('.rule').first())).toHaveValue('Vai');
      await expect(exportOutput(page)).toContainText("(lastName = 'Vai' and age > '40')");
    });

    test('shows an error for malformed SQL and leaves the query as it was', async ({ page }) => {
      await openDemo(page, kit.route);
      const before = await exportOutput(page).innerText();
      const ruleCount = await builder(page).locator('.rule').count();
      await page.getByLabel('SQL to import').fill("lastName = 'Vai' AND (");
      await page.getByRole('button', { name: 'Import SQL' }).click();
      await expect(page.getByRole('alert')).toContainText('The SQL parser could not read this query');
      await expect(page.getByLabel('SQL to import')).toHaveAttribute('aria-invalid', 'true');
      await expect(builder(page).locator('.rule')).toHaveCount(ruleCount);
      expect(await exportOutput(page).innerText()).toBe(before);
    });

    test.describe('permalink', () => {
      test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

      test('copies a link that opens the same query, options and format', async ({ page, context }) => {
        await openDemo(page, kit.route);
        await page.getByLabel('Show "not" toggle').check();
        await valueInput(builder(page).locator('.rule').first()).fill('Joni');
        await page.getByLabel('Format', { exact: true }).selectOption({ label: 'CEL' });
        await expect(exportOutput(page)).toContainText('firstName.startsWith("Joni")');
        await page.getByRole('button', { name: 'Copy link' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
        const link = await page.evaluate(() => navigator.clipboard.readText());
        expect(link).toMatch(new RegExp(`${kit.route}#s=1\\.[A-Za-z0-9+$-]+$`));

        const second = await context.newPage();
        await openDemo(second, link);
        await expect(second.getByLabel('Show "not" toggle')).toBeChecked();
        await expect(builder(second).locator('.ruleGroup-notToggle').first()).toBeVisible();
        await expect(second.getByLabel('Format', { exact: true })).toHaveValue('cel');
        await expect(exportOutput(second)).toContainText('firstName.startsWith("Joni")');
        await expect(valueInput(builder(second).locator('.rule').first())).toHaveValue('Joni');
      });
    });

    test('falls back to the default demo with a notice when the hash is corrupt', async ({ page }) => {
      await openDemo(page, `${kit.route}#s=1.N4Ig%%%broken`);
      await expect(page.getByRole('status').filter({ hasText: 'This link is damaged' })).toBeVisible();
      await expect(exportOutput(page)).toContainText("firstName like 'Ste%'");
      await expect(page).not.toHaveURL(/#s=/);
    });

    test('restyles the kit’s controls when the colour mode changes', async ({ page }) => {
      await openDemo(page, kit.route);
      const themed = builder(page).locator(kit.e2e.themed.selector).first();
      const colour = () => themed.evaluate((el, property) => getComputedStyle(el).getPropertyValue(property), kit.e2e.themed.property);
      const light = await colour();
      await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect.poll(colour).not.toBe(light);
    });

    test('every option switches on without an error', async ({ page }) => {
      // Two dozen re-renders of a kit with every feature on; slow on a loaded two-core runner.
      test.slow();
      await openDemo(page, kit.route);
      const options = page.getByRole('region', { name: 'Options' }).getByRole('checkbox');
      const count = await options.count();
      expect(count).toBeGreaterThanOrEqual(20);
      for (let index = 0; index < count; index++) {
        const option = options.nth(index);
        if (!(await option.isChecked())) await option.check();
      }
      await expect(builder(page)).toHaveClass(/queryBuilder-branches/);
      await expect(builder(page).locator('.undoRedoActions').first()).toBeVisible();
      await expect(builder(page).locator('.queryBuilder-dragHandle').first()).toBeVisible();
      await expect(builder(page).locator('.betweenRules').first()).toBeVisible();
      await expect(exportOutput(page)).toContainText('firstName');
    });

    test('moves a rule into another group by drag and drop', async ({ page }) => {
      await openDemo(page, kit.route);
      await page.getByLabel('Drag and drop').check();
      const handle = builder(page).locator('.rule').first().locator('.queryBuilder-dragHandle');
      await expect(handle).toBeVisible();
      const innerRules = builder(page).locator('.ruleGroup .ruleGroup .rule');
      await expect(innerRules).toHaveCount(2);

      const target = await innerRules.first().boundingBox();
      await handle.hover();
      await page.mouse.down();
      await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 12 });
      await page.mouse.up();

      await expect(innerRules).toHaveCount(3);
      await expect(exportOutput(page)).toContainText("or firstName like 'Ste%'");
    });
  });
}

test.describe('demo behaviour shared by every kit (native controls)', () => {
  test('marks an invalid e-mail address and leaves it out of the export', async ({ page }) => {
    await openDemo(page, '/demo');
    await builder(page).locator('.ruleGroup-header').first().locator('.ruleGroup-addRule').click();
    const rule = builder(page).locator('.rule').last();
    await rule.locator('.rule-fields').selectOption({ label: 'E-mail' });
    await valueInput(rule).fill('not-an-address');
    await expect(rule).toHaveClass(/queryBuilder-invalid/);
    await expect(exportOutput(page)).not.toContainText('not-an-address');
    await valueInput(rule).fill('ada@example.com');
    await expect(rule).not.toHaveClass(/queryBuilder-invalid/);
    await expect(exportOutput(page)).toContainText("email = 'ada@example.com'");
  });

  test('undoes and redoes a change with the history buttons', async ({ page }) => {
    await openDemo(page, '/demo');
    await page.getByLabel('Undo and redo').check();
    const undo = builder(page).locator('.undoRedoActions-undo');
    await expect(undo).toBeVisible();
    const rules = builder(page).locator('.rule');
    const count = await rules.count();
    await builder(page).locator('.ruleGroup-header').first().locator('.ruleGroup-addRule').click();
    await expect(rules).toHaveCount(count + 1);
    await undo.click();
    await expect(rules).toHaveCount(count);
    await builder(page).locator('.undoRedoActions-redo').click();
    await expect(rules).toHaveCount(count + 1);
  });

  test('toggling an option changes the builder and the link', async ({ page }) => {
    await openDemo(page, '/demo');
    await expect(builder(page).locator('.rule-cloneRule')).toHaveCount(0);
    await page.getByLabel('Show clone buttons').check();
    await expect(builder(page).locator('.rule-cloneRule').first()).toBeVisible();
    await expect(page).toHaveURL(/#s=1\./);
    await page.getByLabel('Show branches').check();
    await expect(builder(page)).toHaveClass(/queryBuilder-branches/);
  });

  test('carries the query and options to another kit through the kit navigation', async ({ page }) => {
    await openDemo(page, '/demo');
    await page.getByLabel('Show "not" toggle').check();
    await valueInput(builder(page).locator('.rule').first()).fill('Joni');
    await expect(page).toHaveURL(/\/demo#s=1\./);
    await page.getByRole('navigation', { name: 'UI kit' }).getByRole('link', { name: 'Bootstrap' }).click();
    await expect(page).toHaveURL(/\/demo\/bootstrap#s=1\./);
    await expect(builder(page).locator('select.form-select.rule-fields').first()).toBeVisible();
    await expect(page.getByLabel('Show "not" toggle')).toBeChecked();
    await expect(exportOutput(page)).toContainText("firstName like 'Joni%'");
  });

  test('Reset returns to the default demo and clears the link', async ({ page }) => {
    await openDemo(page, '/demo');
    await page.getByLabel('Disabled', { exact: true }).check();
    await expect(page).toHaveURL(/#s=1\./);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('Disabled', { exact: true })).not.toBeChecked();
    await expect(page).not.toHaveURL(/#/);
  });

  test('a link from a newer demo version falls back with its own notice', async ({ page }) => {
    await openDemo(page, '/demo#s=2.N4IgZglgNgLgpgJwM4gFygLYENEGsRgB2');
    await expect(page.getByRole('status').filter({ hasText: 'newer version of the demo' })).toBeVisible();
    await expect(exportOutput(page)).toContainText("firstName like 'Ste%'");
  });

  test('under 996 px the options collapse above the builder', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openDemo(page, '/demo');
    const toggle = page.getByRole('button', { name: 'Show options' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Show clone buttons')).toBeHidden();
    const optionsBox = await page.getByRole('heading', { name: 'Options' }).boundingBox();
    const builderBox = await builder(page).boundingBox();
    expect(optionsBox!.y).toBeLessThan(builderBox!.y);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide options' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Show clone buttons')).toBeVisible();
  });
});

/**
 * Code splitting: a kit page runs only its own kit's code, /demo runs none, and a docs page
 * runs no demo code. Each marker is a string that survives minification in that code.
 */
test.describe('demo code splitting', () => {
  const markers: Record<string, string> = {
    ...Object.fromEntries(kits.flatMap(kit => (kit.e2e.marker ? [[kit.id, kit.e2e.marker]] : []))),
    demo: 'Link to this query',
  };

  async function markersRun(page: Page, path: string) {
    const scripts: Promise<string>[] = [];
    // Prefetched chunks (link rel=prefetch) are fetched but not run; count only scripts.
    page.on('response', response => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    return Object.entries(markers)
      .filter(([, marker]) => bodies.some(body => body.includes(marker)))
      .map(([name]) => name)
      .sort();
  }

  const expected: Array<[string, string[]]> = [
    ...kits.map((kit): [string, string[]] => [kit.route, [...(kit.e2e.marker ? [kit.id] : []), 'demo'].sort()]),
    ['/docs/intro', []],
  ];

  for (const [path, names] of expected) {
    test(`${path} runs ${names.length ? names.join(' and ') : 'no demo or kit'} code`, async ({ page }) => {
      expect(await markersRun(page, path)).toEqual(names);
    });
  }
});

test.describe('kit styles stay inside the demo', () => {
  // The UI kits' stylesheets load with their demo only (plugins/client-bundle, point 10), and are
  // scoped to it: on a kit's page, none of its rules may match anything outside the demo.
  const kitRule = /rqb-demo-bootstrap|\.m_[0-9a-f]|data-mantine-color-scheme|\.bi[-:\s,]|\.bi$/;

  for (const path of ['/demo/bootstrap', '/demo/mantine']) {
    test(`no Bootstrap or Mantine rule matches an element outside the demo on ${path}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('.queryBuilder').first()).toBeVisible();
      const matches = await page.evaluate(kitSelectorSource => {
        const kitSelector = new RegExp(kitSelectorSource);
        const found: string[] = [];
        const visit = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            // Rules that use a kit's custom properties must be scoped to the demo, too.
            if (rule instanceof CSSStyleRule) {
              const text = rule.cssText;
              if (/--bs-/.test(text) && !rule.selectorText.includes('rqb-demo-bootstrap')) found.push(`unscoped ${rule.selectorText}`);
              if (/--mantine-/.test(text) && !/\.m_[0-9a-f]|\[data-mantine|\.mantine-|rqb-demo-mantine/.test(rule.selectorText)) {
                found.push(`unscoped ${rule.selectorText}`);
              }
            }
            if (rule instanceof CSSStyleRule && kitSelector.test(rule.selectorText)) {
              const selector = rule.selectorText.replace(/::?(before|after|placeholder|-webkit-[\w-]+|-moz-[\w-]+|file-selector-button|selection)/g, '');
              try {
                const outside = Array.from(document.querySelectorAll(selector)).some(element => !element.closest('[class*="rqb-demo-"]'));
                if (outside) found.push(rule.selectorText);
              } catch {
                // A selector the DOM API cannot evaluate (vendor pseudo-classes) matches nothing here.
              }
            }
            if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) visit((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
        return found;
      }, kitRule.source);
      expect(matches).toEqual([]);
    });
  }

  const kitRuleCount = (page: Page, pattern: RegExp) =>
    page.evaluate(
      source =>
        Array.from(document.styleSheets)
          .flatMap(sheet => Array.from(sheet.cssRules))
          .filter(rule => rule instanceof CSSStyleRule && new RegExp(source).test(rule.selectorText)).length,
      pattern.source
    );

  test('the kit pages do carry their scoped kit rules (so the check above can fail)', async ({ page }) => {
    await page.goto('/demo/bootstrap');
    await waitForHydration(page);
    expect(await kitRuleCount(page, /rqb-demo-bootstrap/)).toBeGreaterThan(100);
    await page.goto('/demo/mantine');
    await waitForHydration(page);
    expect(await kitRuleCount(page, /\.m_[0-9a-f]/)).toBeGreaterThan(100);
  });

  for (const path of ['/docs/intro', '/']) {
    test(`${path} loads no UI kit stylesheet`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await kitRuleCount(page, kitRule)).toBe(0);
    });
  }
});
