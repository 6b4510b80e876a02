import { test as base, expect, type Page } from '@playwright/test';

/** Errors the page threw or logged while a test ran; most tests assert there are none. */
export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
}

// Offline by design: any request to another host is answered locally so a test never waits on
// the network. The analytics script is answered with an empty script.
async function keepOffline(page: Page) {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, route => {
    const url = route.request().url();
    if (url.includes('googletagmanager.com/gtag/js')) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stub */' });
    }
    return route.abort('internetdisconnected');
  });
}

export const test = base.extend<{ problems: PageProblems }>({
  page: async ({ page }, use) => {
    await keepOffline(page);
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
    page.on('pageerror', error => problems.pageErrors.push(error.message));
    page.on('console', message => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    await use(problems);
  },
});

export { expect, keepOffline };

/** Waits until React has hydrated the page (Docusaurus flags it on <html>). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
