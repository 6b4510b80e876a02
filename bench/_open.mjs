import { chromium } from '@playwright/test';
import { findChromium } from '/work/main/scripts/ensure-chromium.mjs';
import { serveBuildCompressed } from '/work/main/bench/lib/serve.mjs';
const [dir, path, port] = process.argv.slice(2);
const server = await serveBuildCompressed({ dir, port: Number(port) });
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
for (let i = 0; i < 3; i++) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(server.url + path, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => { window.__lt = []; new PerformanceObserver(l => { for (const e of l.getEntries()) window.__lt.push(Math.round(e.duration)); }).observe({ type: 'longtask' });
    window.__ev = []; new PerformanceObserver(l => { for (const e of l.getEntries()) window.__ev.push(e.name + ':' + Math.round(e.duration)); }).observe({ type: 'event', durationThreshold: 16 }); });
  const btn = page.getByRole('button', { name: 'Toggle navigation bar' });
  await btn.hover();
  await page.waitForTimeout(1000);
  await btn.click();
  await page.waitForTimeout(1500);
  console.log(dir, 'long tasks', await page.evaluate(() => window.__lt.join(', ')), '| events', await page.evaluate(() => window.__ev.join(', ')));
  await page.close();
}
await browser.close(); server.stop();
