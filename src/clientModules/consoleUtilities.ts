import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { exposeConsoleUtilities } from '../site/consoleUtilities';

// Runs once per page load, in the browser only, after the load event and when the main
// thread is idle, so the utilities never compete with first paint or hydration.
if (ExecutionEnvironment.canUseDOM) {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(() => {
      void exposeConsoleUtilities(window as unknown as Record<string, unknown>, console);
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
