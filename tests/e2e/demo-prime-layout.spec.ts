import type { Browser, Page } from '@playwright/test';
import { test, expect, waitForHydration, keepOffline } from './support/fixtures';

// /demo/prime's server markup paints with the geometry PrimeReact's own (mount-time) styles give
// it, so nothing moves at hydration (src/components/DemoKitPrime/styles.module.css).

const phone = { width: 412, height: 823 };

/** The sum of the page's layout-shift entries, recorded from before any script runs. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { __shifts: Array<{ value: number; sources: string[] }> };
    scope.__shifts = [];
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
        scope.__shifts.push({ value: entry.value, sources: (entry.sources ?? []).map(source => (source.node as Element | undefined)?.className?.toString() ?? '') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; sources: string[] }> }).__shifts);
}

/** Each builder element's box on /demo/prime, with or without scripts. */
async function builderBoxes(browser: Browser, baseURL: string, colorMode: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, viewport: phone, javaScriptEnabled });
  const page = await context.newPage();
  await keepOffline(page);
  await page.addInitScript(mode => window.localStorage.setItem('theme', mode), colorMode);
  await page.goto('/demo/prime');
  if (javaScriptEnabled) {
    await waitForHydration(page);
    await expect(page.locator('head > style[data-primereact-style-id="dropdown"]')).toBeAttached();
  }
  await page.waitForLoadState('networkidle');
  const boxes = await page.locator('.rqb-demo-prime :is(.ruleGroup, .ruleGroup-header > *, .rule > *)').evaluateAll(elements =>
    elements.map(element => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return `${element.className.toString().split(' ')[0]} ${x},${y} ${width}x${height}`;
    })
  );
  await context.close();
  return boxes;
}

for (const colorMode of ['light', 'dark']) {
  test(`/demo/prime at 412 px (${colorMode}): no layout shift while it loads and hydrates`, async ({ page, problems }) => {
    await page.setViewportSize(phone);
    await page.addInitScript(mode => window.localStorage.setItem('theme', mode), colorMode);
    const shifts = await recordLayoutShifts(page);
    await page.goto('/demo/prime');
    await waitForHydration(page);
    // PrimeReact's own styles are in: from here they, not the stand-in rules, lay the builder out.
    await expect(page.locator('head > style[data-primereact-style-id="common"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    // Two frames after the network settles: any shift of the last layout is recorded by then.
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shifts()).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test(`/demo/prime at 412 px (${colorMode}): the server's markup has the hydrated builder's geometry`, async ({ browser, baseURL }) => {
    const server = await builderBoxes(browser, baseURL!, colorMode, false);
    const hydrated = await builderBoxes(browser, baseURL!, colorMode, true);
    expect(server.length).toBeGreaterThan(20);
    expect(server).toEqual(hydrated);
  });
}
