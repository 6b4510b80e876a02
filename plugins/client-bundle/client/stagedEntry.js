// The client's entry in a production build (point 21 of ../index.ts): Docusaurus's clientEntry.js,
// with the modules it needs evaluated one group per task before it runs. Run as one script, their
// evaluation was the longest task of every page's start-up (68-165 ms without a CPU slowdown), and
// on a page whose HTML paints before main.js runs, a reader's phone could not answer input for it.
// Each group is an eager import: its modules are already in main.js, so a stage loads nothing and
// only evaluates; a module evaluates once, so clientEntry.js then finds them ready.
import { evaluateInSteps } from '@site/src/site/evaluateInSteps';

const stages = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@theme/Layout'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  // The entry itself: its preload finds the route's chunks loading, and it hydrates once they have run.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
];

// First, in main.js's own task as Docusaurus does it, the route table and the preloader, which
// start loading the route's chunks: they download while the stages run, and before the load event.
// clientEntry.js's own preload then finds them loading and reports any failure; this call's
// promise is only dropped.
void import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload').then(({ default: preload }) => {
  preload(window.location.pathname).catch(() => {});
  return evaluateInSteps(stages);
});
