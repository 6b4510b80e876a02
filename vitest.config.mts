import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Docusaurus's alias for the site's root, so components can be tested as they are written.
  resolve: { alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/claims/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // tests/claims/ cleanup hooks (the file checks the test's path and does nothing for other tests).
    setupFiles: ['tests/claims/setup.ts'],
    // Some tests load the whole site config or render a kit; on a busy 2-core machine the default 5 s
    // is too tight to tell a slow test from a hung one.
    testTimeout: 30_000,
  },
});
