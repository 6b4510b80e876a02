// What the first press on something that renders on demand costs, on several builds: each page
// loads at 412 x 823 in Chromium and idles, then at a 4x CPU slowdown the pointer moves onto the
// target and, a second later, presses it. Two targets (FIRST_PRESS_TARGET):
// - `menu` (the default): the mobile menu's button, whose menu renders when reached for or once the page is idle
//   (src/theme/Navbar/MobileSidebar);
// - `editor`: the sandbox's code, shown statically until CodeMirror replaces it when reached for
//   (src/components/SandboxWorkbench); use it with the path /sandbox.
// Per build, the median over runs of the longest task after pointing and after the press, and the
// press's interaction (its longest event's duration, to the next paint, as INP counts it). With
// FIRST_PRESS_TAP=1 the page has a touch screen and the target is tapped instead: the pointing and
// the press are one interaction. Loads are interleaved (bench/lib/interleave.mjs). Diagnostic, not
// part of `npm run bench`.
// Usage: node bench/first-press.mjs <path> <runs> <build dir> <build dir>...   (FIRST_PRESS_PORT=<first port>, default 3440)
import { measureInterleavedInChromium } from './lib/interleave.mjs';
import { median } from './lib/stats.mjs';

const tap = process.env.FIRST_PRESS_TAP === '1';
const targets = {
  menu: {
    locate: page => page.getByRole('button', { name: 'Toggle navigation bar' }),
    opened: page => page.locator('.navbar-sidebar').waitFor({ state: 'visible' }),
  },
  editor: {
    locate: page => page.getByTestId('sandbox-editor').getByRole('textbox'),
    opened: page => page.locator('[data-testid="sandbox-editor"] .cm-content[contenteditable="true"]').waitFor(),
  },
};
const target = targets[process.env.FIRST_PRESS_TARGET ?? 'menu'];
if (!target) {
  console.error(`FIRST_PRESS_TARGET is one of: ${Object.keys(targets).join(', ')}`);
  process.exit(1);
}
/** Longest task (ms, 0 if none over 50 ms) after pointing and after pressing, and the press's longest event duration. */
async function measure(url, browser) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, hasTouch: tap, isMobile: tap });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Past the idle-time work that follows the load (code block buttons, prefetching).
    await page.waitForTimeout(4000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      const record = (window.__firstPress = { tasks: [], interactions: [] });
      new PerformanceObserver(list => record.tasks.push(...list.getEntries().map(({ startTime, duration }) => ({ startTime, duration })))).observe({ type: 'longtask' });
      // Events of an interaction (a press, a tap) carry an interactionId; pointing has none.
      new PerformanceObserver(list => record.interactions.push(...list.getEntries().filter(entry => entry.interactionId > 0).map(entry => entry.duration))).observe({
        type: 'event',
        durationThreshold: 16,
      });
    });
    // Turning the slowdown on is followed by a long task of its own (500-700 ms, with or without
    // the target): let it pass before pointing.
    await page.waitForTimeout(2000);
    const pressed = target.locate(page);
    const pointedAt = await page.evaluate(() => performance.now());
    if (!tap) {
      await pressed.hover();
      await page.waitForTimeout(1000);
    }
    const pressedAt = await page.evaluate(() => performance.now());
    if (tap) await pressed.tap();
    else await pressed.click();
    await target.opened(page);
    await page.waitForTimeout(1000);
    const { tasks, interactions } = await page.evaluate(() => window.__firstPress);
    const longest = (from, to) => Math.max(0, ...tasks.filter(task => task.startTime >= from && task.startTime < to).map(task => task.duration));
    return { pointing: longest(pointedAt, pressedAt), pressing: longest(pressedAt, Infinity), press: Math.max(0, ...interactions) };
  } finally {
    await page.close();
  }
}

const builds = await measureInterleavedInChromium({
  usage: 'node bench/first-press.mjs <path> <runs> <build dir> <build dir>...',
  basePort: Number(process.env.FIRST_PRESS_PORT ?? 3440),
  measure,
});
const runsOf = (rows, key) => rows.map(row => Math.round(row[key])).join(', ');
for (const { dir, results: rows } of builds) {
  console.log(
    `${dir} (4x, median): longest task after pointing ${Math.round(median(rows.map(row => row.pointing)))} ms (runs: ${runsOf(rows, 'pointing')}), ` +
      `after pressing ${Math.round(median(rows.map(row => row.pressing)))} ms (runs: ${runsOf(rows, 'pressing')}), ` +
      `the press's interaction ${Math.round(median(rows.map(row => row.press)))} ms (runs: ${runsOf(rows, 'press')})`
  );
}
