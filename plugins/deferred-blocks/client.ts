/**
 * A few seconds after the load event, shows the blocks the page deferred (plugins/deferred-blocks),
 * a group per idle period, each group laid out in its own step, then ends the deferral. Until then
 * the browser shows each block as the reader nears it; the wait keeps this work out of a visitor's
 * first seconds on the page, when they start to scroll and click (the console utilities wait as
 * long, src/clientModules/consoleUtilities.ts). Anything that needs the page laid
 * out whole ends it at once: a link to a fragment of this page, a change of fragment, printing, or a
 * navigation to another page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import './deferred-blocks.css';
import { DEFERRABLE_SELECTOR, DEFERRING_ATTRIBUTE, SHOWN_ATTRIBUTE } from './markers';
import { showInSteps } from './showInSteps';

/** From the load event to the first step. */
const SHOW_DELAY_MS = 5000;
/** Work per idle step: about four times as much on a mid-range phone, still under 50 ms. */
const STEP_BUDGET_MS = 8;
/** Blocks shown in the first step, before a step has been timed (the QueryBuilder page: about 0.4 ms each). */
const FIRST_GROUP = 8;

let showAll: () => void = () => {};

if (ExecutionEnvironment.canUseDOM && document.documentElement.hasAttribute(DEFERRING_ATTRIBUTE)) {
  let stopSteps = () => {};
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (link instanceof HTMLAnchorElement && link.pathname === location.pathname && link.hash) showAll();
  };
  showAll = () => {
    stopSteps();
    document.documentElement.removeAttribute(DEFERRING_ATTRIBUTE);
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('hashchange', showAll);
    window.removeEventListener('beforeprint', showAll);
    showAll = () => {};
  };
  // Capture phase: before the browser, or the router, scrolls to the fragment.
  document.addEventListener('click', onClick, true);
  window.addEventListener('hashchange', showAll);
  window.addEventListener('beforeprint', showAll);

  const whenIdle = (step: () => void) =>
    window.requestIdleCallback ? window.requestIdleCallback(step) : window.setTimeout(step, 50);
  const showInIdleSteps = () => {
    stopSteps = showInSteps(
      Array.from(document.querySelectorAll(DEFERRABLE_SELECTOR)).filter(block => !block.hasAttribute(SHOWN_ATTRIBUTE)),
      group => {
        group.forEach(block => block.setAttribute(SHOWN_ATTRIBUTE, ''));
        // Lays the group out now, in this step, rather than in the next frame, where it would add to the paint.
        void (group[0] as HTMLElement).offsetHeight;
      },
      () => showAll(),
      { whenIdle, now: () => performance.now(), budgetMs: STEP_BUDGET_MS, firstGroup: FIRST_GROUP }
    );
  };
  const start = () => window.setTimeout(() => whenIdle(showInIdleSteps), SHOW_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

const clientModule: ClientModule = {
  onRouteUpdate({ previousLocation }) {
    // The first call is the page's own first render; any later one is a navigation.
    if (previousLocation) showAll();
  },
};

export default clientModule;
