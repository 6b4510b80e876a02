// The search modal's keystroke-to-hits time, as bench/search.mjs and bench/keystroke-ab.mjs measure it.

export async function keystrokeToHits(page, query) {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.evaluate(() => {
    window.__hitsAt = undefined;
    window.__firstKeyAt = undefined;
    document.addEventListener('keydown', () => (window.__firstKeyAt ??= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (document.querySelector('.DocSearch-Hit')) {
        window.__hitsAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.type(query);
  await page.waitForFunction(() => window.__hitsAt !== undefined, null, { timeout: 30_000 });
  const elapsed = await page.evaluate(() => window.__hitsAt - window.__firstKeyAt);
  await page.keyboard.press('Escape');
  return elapsed;
}
