// One traced load of a page in Chromium, for the diagnostics that read the main thread's tasks
// (bench/main-thread.mjs, bench/long-tasks.mjs).

const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'];

/**
 * Loads `url` in a new 412 x 823 page, traced from the navigation to `settleMs` after the load
 * event, at `cpuSlowdown` (1: none). Returns the renderer main thread's complete events and the
 * first contentful paint's timestamp (the navigation's when there was none), in trace microseconds.
 */
export async function traceLoad(browser, url, { cpuSlowdown = 1, settleMs }) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  try {
    if (cpuSlowdown !== 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const navigation = events.find(event => event.name === 'navigationStart');
    const onMain = events.filter(event => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X');
    const firstPaint = events.find(event => event.name === 'firstContentfulPaint' && event.pid === navigation.pid)?.ts ?? navigation.ts;
    return { onMain, firstPaint };
  } finally {
    await page.close();
  }
}
