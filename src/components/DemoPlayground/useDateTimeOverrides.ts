import { useEffect, useState } from 'react';
import type { FormatOverrides } from '@site/src/demo/formats';
import { loadDateTimeOverrides } from '@site/src/demo/datetime';

export type DateTimeOverridesStatus = 'off' | 'loading' | 'ready' | 'failed';

/**
 * The date-time package's processors while the option is on. The package is fetched the first
 * time the option is switched on (its own chunk), then kept for later toggles.
 */
export function useDateTimeOverrides(enabled: boolean): { overrides?: FormatOverrides; status: DateTimeOverridesStatus } {
  const [loaded, setLoaded] = useState<FormatOverrides | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Switching the option off and on again retries a load that failed.
    if (!enabled) setFailed(false);
    if (!enabled || loaded || failed) return undefined;
    let cancelled = false;
    loadDateTimeOverrides().then(
      overrides => {
        if (!cancelled) setLoaded(overrides);
      },
      (error: unknown) => {
        console.warn('The date-time package could not load:', error);
        if (!cancelled) setFailed(true);
      }
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, loaded, failed]);

  if (!enabled) return { status: 'off' };
  if (loaded) return { overrides: loaded, status: 'ready' };
  return { status: failed ? 'failed' : 'loading' };
}
