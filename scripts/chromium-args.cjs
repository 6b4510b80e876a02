// The flags every headless Chromium of this repository runs with: the e2e tests (playwright.config.ts)
// and the benchmarks (bench/lib/page-weight.mjs), so both measure the same browser. CommonJS, because
// Playwright loads its config as CommonJS and the benchmarks are ES modules: both can import this.
exports.chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
