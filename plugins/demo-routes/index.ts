/**
 * demo-routes: one demo route per UI kit (src/kits), at the kit's `route`.
 *
 * Every route renders the same page component (src/components/DemoPage) with the kit's id as a
 * prop; the kit's frame (its providers and styles) is a route module, so Docusaurus loads it as
 * that route's own chunk and no kit's code reaches another kit's page, /demo or the docs.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { kits, type Kit } from '../../src/kits';

/** The page component every demo route renders. */
export const demoPageComponent = '@site/src/components/DemoPage';

/** The route config of one kit's demo page (baseUrl ends with a slash, routes start with one). */
export function demoRoute(kit: Kit, baseUrl: string) {
  return {
    path: `${baseUrl}${kit.route.slice(1)}`,
    exact: true,
    component: demoPageComponent,
    ...(kit.demo && { modules: { KitFrame: kit.demo.frame } }),
    props: { kit: kit.id, clientOnly: kit.demo?.clientOnly ?? false },
  };
}

export default function demoRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'demo-routes',
    async contentLoaded({ actions }) {
      for (const kit of kits) actions.addRoute(demoRoute(kit, context.baseUrl));
    },
  };
}
