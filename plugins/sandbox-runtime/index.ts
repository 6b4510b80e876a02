/**
 * sandbox-runtime: builds the scripts the /sandbox preview frame runs (React, the library,
 * sucrase and one script per UI kit; see build.ts) and tells the page where they are.
 *
 * The files go to `.sandbox-runtime/public/sandbox-runtime/<version>/`, and
 * `.sandbox-runtime/public` is one of the site's `staticDirectories`, so `docusaurus start`
 * serves it from disk and `docusaurus build` copies it into the output, like `static/`.
 * `loadContent` runs before either, and the build is skipped when the inputs hash is unchanged.
 */
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSandboxRuntime, type RuntimeBuildResult } from './build';

/** Folder (relative to the site) the plugin works in; its `public/` subfolder is served. */
export const sandboxRuntimeDir = '.sandbox-runtime';
export const sandboxRuntimeStaticDir = `${sandboxRuntimeDir}/public`;

/** What pages read with `usePluginData('sandbox-runtime')`. */
export interface SandboxRuntimeData {
  frameUrl: string;
  version: string;
}

export default function sandboxRuntimePlugin(context: LoadContext): Plugin {
  return {
    name: 'sandbox-runtime',

    async loadContent() {
      const started = Date.now();
      const result = await buildSandboxRuntime({
        siteDir: context.siteDir,
        workDir: join(context.siteDir, sandboxRuntimeDir),
        baseUrl: context.baseUrl,
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `[sandbox-runtime] ${result.rebuilt ? 'built' : 'reused'} runtime ${result.version} (${seconds} s)`
      );
      return result;
    },

    async contentLoaded({ content, actions }) {
      const { frameUrl, version } = content as RuntimeBuildResult;
      actions.setGlobalData({ frameUrl, version } satisfies SandboxRuntimeData);
    },
  };
}
