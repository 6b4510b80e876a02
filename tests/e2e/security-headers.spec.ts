import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

// These tests run against the build served with the headers of build/_headers.
const headersOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
test.use({ baseURL: headersOrigin });

/** Content-Security-Policy violations the page reports, from any frame. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', message => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', event => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('pages are served with the security headers', async ({ page }) => {
  const response = await page.goto('/docs/intro');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
});

test('the home page runs its live query builder under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await waitForHydration(page);
  const sql = page.getByTestId('output-sql');
  await page.locator('.queryBuilder .rule-value').first().fill('Joni');
  await expect(sql).toContainText("firstName like 'Joni%'");
  expect(violations).toEqual([]);
});

test('the colour mode bootstrap runs under the policy (no flash of the wrong theme)', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('/docs/intro', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(violations).toEqual([]);
});

test('the demo exports and the search modal finds pages under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/demo');
  await waitForHydration(page);
  await expect(page.getByTestId('demo-export-output')).toContainText("firstName like 'Ste%'");
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill('parseSQL');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(violations).toEqual([]);
});

// The same page framed by another origin: served without the headers it renders (so the check
// below can fail), served with them the browser refuses it.
const plainOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}`;
for (const [served, origin, framed] of [
  ['without the headers', plainOrigin, true],
  ['with the headers', headersOrigin, false],
] as const) {
  test(`another site ${framed ? 'can' : 'cannot'} embed the docs ${served}`, async ({ page }) => {
    // The embedding page: another origin on this machine (127.0.0.1 is not localhost). A page
    // made up by request routing would count as public, and Chromium keeps those off local hosts.
    await page.goto(`${plainOrigin.replace('localhost', '127.0.0.1')}/markdown-page`);
    const loaded = page.waitForEvent('framenavigated', frame => frame !== page.mainFrame());
    await page.evaluate(src => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.width = '1000';
      frame.height = '800';
      document.body.append(frame);
    }, `${origin}/docs/intro`);
    await loaded;
    // Chromium's own error page for a refused frame has an h1 too: look for the docs' title.
    const heading = page.frameLocator('iframe').locator('article h1', { hasText: 'Getting started' });
    if (framed) await expect(heading).toBeVisible();
    else await expect(heading).toHaveCount(0);
  });
}

test('the sandbox runs the visitor’s code in its frame under the frame’s policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const frameResponse = page.waitForResponse(response => /\/sandbox-runtime\/.*frame\.html$/.test(response.url()));
  await page.goto('/sandbox');
  await waitForHydration(page);
  const headers = (await frameResponse).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options']).toBeUndefined();
  const preview = page.frameLocator('[data-testid="sandbox-frame"]');
  await expect(preview.locator('pre')).toContainText("firstName like 'Ste%'");
  expect(violations).toEqual([]);
});
