import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { CONSOLE_UTILITIES_DELAY_MS, exposeConsoleUtilities } from '../site/consoleUtilities';

// Runs once per page load, in the browser only: after the load event, then a pause, then when the
// main thread is idle. The utilities never compete with first paint or hydration, nor with a
// visitor's first seconds on the page (see CONSOLE_UTILITIES_DELAY_MS).
if (ExecutionEnvironment.canUseDOM) {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    window.setTimeout(
      () =>
        idle(() => {
          // Offline, the chunks may not load: say so rather than leave an unhandled rejection.
          exposeConsoleUtilities(window as unknown as Record<string, unknown>, console).catch((error: unknown) =>
            console.warn('The React Query Builder console utilities could not load:', error)
          );
        }),
      CONSOLE_UTILITIES_DELAY_MS
    );
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
