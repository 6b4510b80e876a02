import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForHydration } from './support/fixtures';

/** The pages the quality budget names, in both colour modes. */
const pages = [
  '/',
  '/docs/intro',
  '/docs/components/querybuilder',
  '/api/react-querybuilder/index/interfaces/RuleType',
  '/demo',
  '/demo/material',
  '/sandbox',
  '/search?q=rule',
];

for (const colorMode of ['light', 'dark'] as const) {
  for (const path of pages) {
    test(`${path} in ${colorMode} mode has no serious or critical accessibility violations`, async ({ page }) => {
      test.setTimeout(90_000); // axe takes a while on the longest docs pages
      await page.addInitScript(mode => window.localStorage.setItem('theme', mode), colorMode);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
      // Let client-only parts (demos, editor, search results) render before the scan. The sandbox
      // keeps loading runtime scripts into its frame, so it is ready when the preview shows.
      if (path === '/sandbox') {
        await expect(page.frameLocator('[data-testid="sandbox-frame"]').locator('.queryBuilder')).toBeVisible();
      } else {
        await page.waitForLoadState('networkidle');
      }
      // WCAG 2.x A and AA rules. axe's best-practice rules are left out: the one they raise here,
      // label-title-only, flags the library's own controls, which are named by their title.
      const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
      // Known gap, left out of the scan: One Dark's syntax colours in the sandbox editor are under
      // 4.5:1 on its active-line background (the gutter is fixed); a palette of our own is to come.
      if (path === '/sandbox') axe.exclude('.cm-content');
      const results = await axe.analyze();
      const blocking = results.violations
        .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
        .map(violation => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map(node => node.target.join(' ')),
        }));
      expect(blocking).toEqual([]);
    });
  }
}
