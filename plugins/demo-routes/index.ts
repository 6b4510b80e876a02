/**
 * demo-routes: one demo route per UI kit (src/kits), at the kit's `route`.
 *
 * Every route renders the same page component (src/components/DemoPage) with the kit's id as a
 * prop; the kit's frame (its providers and styles) is a route module, so Docusaurus loads it as
 * that route's own chunk and no kit's code reaches another kit's page, /demo or the docs. After
 * the build, each kit page's HTML links its frame's stylesheets (kitStylesheets.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { kits, type Kit } from '../../src/kits';
import { chunkNameOf, stylesheetsOf, withStylesheets, type ClientManifest } from './kitStylesheets';

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
    async postBuild({ outDir }) {
      const registry = readFileSync(path.join(context.generatedFilesDir, 'registry.js'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(context.generatedFilesDir, 'client-manifest.json'), 'utf8')) as ClientManifest;
      for (const kit of kits) {
        if (!kit.demo) continue;
        const chunkName = chunkNameOf(registry, kit.demo.frame);
        if (!chunkName) throw new Error(`[demo-routes] ${kit.demo.frame} is not in the route registry`);
        const hrefs = stylesheetsOf(manifest, chunkName).map(file => `${context.baseUrl}${file}`);
        if (hrefs.length === 0) continue;
        const page = [`${kit.route}.html`, `${kit.route}/index.html`].map(file => path.join(outDir, file)).find(existsSync);
        if (!page) throw new Error(`[demo-routes] no HTML page for ${kit.route}`);
        writeFileSync(page, withStylesheets(readFileSync(page, 'utf8'), hrefs));
      }
    },
  };
}
