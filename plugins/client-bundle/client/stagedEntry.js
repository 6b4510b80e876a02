// The client's entry in a production build (point 21 of ../index.ts): Docusaurus's clientEntry.js,
// with the modules it needs evaluated one group per task before it runs. Run as one script, their
// evaluation was the longest task of every page's start-up (68-165 ms without a CPU slowdown), and
// on a page whose HTML paints before main.js runs, a reader's phone could not answer input for it.
// Each group is an eager import: its modules are already in main.js, so a stage loads nothing and
// only evaluates; a module evaluates once, so clientEntry.js then finds them ready. The route
// table and the preloader go first, in main.js's task, to start loading the route's chunks.

/** Lets the browser run other tasks (paint, input) before the next stage. */
const nextTask = () => new Promise(resolve => setTimeout(resolve, 0));

const stages = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // Already evaluated with the preloader, which runs first: a stage of no cost.
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@theme/Layout'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  // The router and head manager come with the app and layout (0-1 ms when staged on their own).
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
  // What is left is the entry itself: its preload finds the route's chunks loading, and it hydrates once they have run.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
];

(async () => {
  // First, in main.js's own task as Docusaurus does it, the route's chunks start to load, so they
  // download while the stages run (and before the load event, as before). clientEntry.js's own
  // preload then finds them loading and reports any failure; this call's promise is only dropped.
  const { default: preload } = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload');
  preload(window.location.pathname).catch(() => {});
  for (const stage of stages) {
    await nextTask();
    await stage();
  }
})();
