import { chromium } from '@playwright/test';
import { serveBuildCompressed } from './lib/serve.mjs';
const srv = await serveBuildCompressed({ dir: process.argv[2], port: 3431 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of process.argv.slice(3)) {
  const page = await browser.newPage();
  const msgs = [];
  page.on('console', m => msgs.push(m.type() + ': ' + m.text().slice(0, 200)));
  page.on('pageerror', e => msgs.push('pageerror: ' + e.message.slice(0, 200)));
  await page.goto(srv.url + path, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(() => new Promise(r => new PerformanceObserver(l => r(l.getEntries().map(e => `${Math.round(e.startTime)} ${e.element?.tagName}.${e.element?.className} ${e.size}`))).observe({ type: 'largest-contentful-paint', buffered: true })));
  console.log(path, msgs, lcp);
  await page.close();
}
await browser.close(); srv.stop();
