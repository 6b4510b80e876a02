/**
 * demo-routes: one demo route per UI kit (src/kits), at the kit's `route`.
 *
 * Every route renders the same page component (src/components/DemoPage) with the kit's id as a
 * prop; the kit's frame (its providers and styles) is a route module, so Docusaurus loads it as
 * that route's own chunk and no kit's code reaches another kit's page, /demo or the docs. After
 * the build, each kit page's HTML links its frame's stylesheets (kitStylesheets.ts). The kits'
 * `sourcePatches` are applied to their packages' files as the bundles are built.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { kits, sourcePatches, type Kit } from '../../src/kits';
import type { SourcePatch } from '../../src/kits/types';
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

const sourcePatchLoader = require.resolve('../client-bundle/sourcePatchLoader.cjs');

/**
 * The installed file a patch changes. Throws when its package is not the release the patch was
 * written for, so that an upgrade cannot drop the change unnoticed.
 */
export function patchedFile(patch: SourcePatch, resolveFrom: string): string {
  const manifest = createRequire(resolveFrom).resolve(`${patch.package}/package.json`);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  if (version !== patch.version) {
    throw new Error(
      `[demo-routes] ${patch.name} (${patch.why}) was written for ${patch.package} ${patch.version}, ` +
        `and ${version} is installed. Check what the new release does in ${patch.file}, then update the patch in src/kits.`
    );
  }
  return path.join(path.dirname(manifest), patch.file);
}

/** Webpack rules that apply the kits' source patches, one rule per patched file. */
export function sourcePatchRules(patches: readonly SourcePatch[], resolveFrom: string) {
  const byFile = new Map<string, SourcePatch[]>();
  for (const patch of patches) {
    const file = patchedFile(patch, resolveFrom);
    byFile.set(file, [...(byFile.get(file) ?? []), patch]);
  }
  return [...byFile].map(([file, patches]) => ({
    test: file,
    use: [
      {
        loader: sourcePatchLoader,
        options: { patches: patches.map(patch => ({ ...patch, writtenFor: `${patch.package} ${patch.version}` })) },
      },
    ],
  }));
}

export default function demoRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'demo-routes',
    configureWebpack() {
      const rules = sourcePatchRules(sourcePatches, path.join(context.siteDir, 'package.json'));
      return rules.length > 0 ? { module: { rules } } : {};
    },
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
