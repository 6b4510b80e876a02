// Registered for every test file through vitest.config.mts `setupFiles`; it acts only on tests/claims/ files:
// after each test, unmount what @testing-library/react rendered and restore every vi.spyOn.
import { afterEach, expect, vi } from 'vitest';

if (/[\\/]tests[\\/]claims[\\/]/.test(expect.getState().testPath ?? '')) {
  afterEach(async () => {
    if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup();
    vi.restoreAllMocks();
  });
}
