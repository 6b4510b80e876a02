import { defineConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { chromiumArgs } from './scripts/chromium-args.cjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const chromiumPath = execSync('command -v chromium || command -v chromium-browser', {
  encoding: 'utf8',
  shell: '/bin/sh',
}).trim();

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // Recording a trace for every test (retain-on-failure) costs time on each action; in CI a
    // failing test is retried once, and that retry records the trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  webServer: [
    {
      command: `npx docusaurus serve --port ${port} --no-open`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The same build with the headers of build/_headers (tests/e2e/security-headers.spec.ts).
      command: `npx jiti scripts/serve-with-headers.ts ${port + 1}`,
      url: `http://localhost:${port + 1}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
