/**
 * Builds the sandbox frame's runtime: one classic script per runtime bundle (see
 * src/sandbox/runtimeBundles.ts), the frame page and the importable stylesheets, into
 * `<publicDir>/sandbox-runtime/<version>/`. The version is a hash of every input, so a build
 * with unchanged inputs reuses the folder and browsers may cache its files for good.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import {
  coreBundleId,
  packageNameOf,
  runtimeBundles,
  runtimeStylesheets,
  tremorStylesheetHref,
  type RuntimeBundle,
} from '../../src/sandbox/runtimeBundles';
import { kits } from '../../src/kits';
import { tremorStylesheet } from './tremorStyles';

/** URL path (under the site's baseUrl) of the runtime folders. */
export const runtimeRoute = 'sandbox-runtime';

export interface RuntimeBuildOptions {
  siteDir: string;
  /** Working folder: generated entries and the public folder the site serves. */
  workDir: string;
  baseUrl: string;
}

export interface RuntimeBuildResult {
  version: string;
  /** URL of the frame page, e.g. `/sandbox-runtime/3f2a.../frame.html`. */
  frameUrl: string;
  rebuilt: boolean;
}

const frameSources = ['src/sandbox/frame', 'src/sandbox/moduleResolver.ts', 'src/sandbox/runtimeBundles.ts', 'src/sandbox/frameProtocol.ts', 'src/sandbox/transpile.ts', 'src/kits'];
const extraPackages = ['sucrase', '@rspack/core', 'tailwindcss', '@mantine/dates', '@mantine/hooks', '@emotion/react', '@mui/icons-material', '@ant-design/icons'];

/** The workspace stand-ins the bundles build from source: the kits' own, and the datetime package. */
const standInNames = [
  ...kits.flatMap(kit => (kit.compat?.source === 'stand-in' ? [kit.compat.package.slice('@react-querybuilder/'.length)] : [])),
  'datetime',
].sort();

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap(name => filesUnder(join(path, name)))
    .filter(file => !/\.test\.tsx?$/.test(file));
}

function installedVersion(siteDir: string, name: string): string {
  try {
    return JSON.parse(readFileSync(join(siteDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'missing';
  }
}

/** Hash of what the output depends on: package versions, the frame's sources, stand-ins, this file. */
export function runtimeInputsHash(siteDir: string): string {
  const hash = createHash('sha256');
  const packages = new Set([...runtimeBundles.flatMap(bundle => bundle.modules), ...runtimeStylesheets].map(packageNameOf));
  for (const name of [...packages, ...extraPackages].sort()) hash.update(`${name}@${installedVersion(siteDir, name)}\n`);
  const localFiles = [
    ...frameSources.map(path => join(siteDir, path)),
    ...standInNames.map(name => join(siteDir, 'packages', name, 'src')),
    join(siteDir, 'packages', 'shared'),
    __filename,
    join(__dirname, 'tremorStyles.ts'),
    join(__dirname, '..', 'tremor-tailwind', 'theme.ts'),
  ].flatMap(filesUnder);
  for (const file of localFiles) hash.update(`${relative(siteDir, file)}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The generated entry of a bundle: import each module and put its namespace on the registry. */
function entrySource(bundle: RuntimeBundle, siteDir: string): string {
  const lines = bundle.modules.map((specifier, index) => `import * as m${index} from ${JSON.stringify(specifier)};`);
  if (bundle.id === coreBundleId) {
    const runtime = resolve(siteDir, 'src/sandbox/frame/frameRuntime.tsx');
    lines.push(`import { startFrame } from ${JSON.stringify(runtime)};`);
  }
  lines.push('var registry = (self.__rqbSandboxModules = self.__rqbSandboxModules || {});');
  bundle.modules.forEach((specifier, index) => lines.push(`registry[${JSON.stringify(specifier)}] = m${index};`));
  if (bundle.id === coreBundleId) lines.push('startFrame();');
  return `${lines.join('\n')}\n`;
}

const allSpecifiers = new Set(runtimeBundles.flatMap(bundle => bundle.modules));

const bundleOf = new Map(runtimeBundles.flatMap(bundle => bundle.modules.map(specifier => [specifier, bundle.id] as const)));

/** Bundles loaded before this one: core plus its `needs`, transitively. */
function loadedBefore(bundle: RuntimeBundle): Set<string> {
  const ids = new Set([coreBundleId]);
  const visit = (id: string) => {
    const needed = runtimeBundles.find(candidate => candidate.id === id);
    for (const need of needed?.needs ?? []) if (!ids.has(need)) (ids.add(need), visit(need));
  };
  visit(bundle.id);
  return ids;
}

function bundleConfig(
  bundle: RuntimeBundle,
  entry: string,
  outDir: string,
  siteDir: string,
  problems: string[]
): Configuration {
  const own = new Set(bundle.modules);
  const available = loadedBefore(bundle);
  return {
    name: bundle.id,
    mode: 'production',
    context: siteDir,
    target: ['web', 'es2020'],
    entry: { [bundle.id]: entry },
    output: { path: outDir, filename: '[name].js', iife: true, uniqueName: `rqbSandbox_${bundle.id}` },
    // Modules another bundle provides are read from the registry, so each exists once.
    externalsType: 'var',
    externals: [
      ({ request }, callback) => {
        if (request && allSpecifiers.has(request) && !own.has(request)) {
          // An external from a bundle that is not loaded first would be undefined in the frame.
          const owner = bundleOf.get(request)!;
          if (!available.has(owner)) {
            problems.push(`bundle "${bundle.id}" imports "${request}" from bundle "${owner}": add "${owner}" to its needs`);
          }
          // A bare global name: minified libraries may declare a local `self` around the access.
          return callback(undefined, `__rqbSandboxModules[${JSON.stringify(request)}]`);
        }
        return callback();
      },
    ],
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
    },
    module: {
      // One file per bundle: lazy imports inside libraries are inlined.
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
        // Stylesheets imported by libraries are not needed: the code imports the kit's CSS itself.
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    optimization: { splitChunks: false, runtimeChunk: false, minimize: true },
    performance: { hints: false },
    devtool: false,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * The core script as the frame page's inline script, or undefined if its text could end the
 * `<script>` element early or switch the HTML parser's script states (then it stays a file).
 */
export function inlineScriptText(code: string): string | undefined {
  return /<\/script|<!--/i.test(code) ? undefined : code;
}

/**
 * The frame page. The core script is inline when it can be, because a sandboxed frame without
 * `allow-same-origin` has an opaque origin, and Chromium never serves that document's
 * subresources from the HTTP cache (their cache key is unique to the document): a separate
 * core.js would be downloaded again on every visit, while the frame page itself is cached.
 */
export function framePage(folderUrl: string, coreScript?: string): string {
  const core = coreScript === undefined ? `<script src="${folderUrl}core.js"></script>` : `<script>${coreScript}</script>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>React Query Builder sandbox preview</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  :root[data-color-mode="dark"] { color-scheme: dark; }
  body { margin: 0; padding: 1rem; background: #fff; color: #1c1e21; }
  :root[data-color-mode="dark"] body { background: #1b1b1d; color: #e3e3e3; }
  .sandbox-error { border: 1px solid #d93025; border-radius: 6px; padding: 0.75rem; background: #fdecea; color: #5f1b15; }
  :root[data-color-mode="dark"] .sandbox-error { background: #3b1512; color: #ffd6d1; border-color: #ff7b6e; }
  .sandbox-error pre { white-space: pre-wrap; word-break: break-word; margin: 0.5rem 0 0; font-size: 0.85rem; }
  .sandbox-error-stack { opacity: 0.8; }
</style>
</head>
<body>
<div id="root"></div>
${core}
</body>
</html>
`;
}

const fontTypes: Record<string, string> = { woff2: 'font/woff2', woff: 'font/woff', ttf: 'font/ttf', otf: 'font/otf' };

/** The stylesheet with its relative font `url()`s replaced by data URLs (see runtimeStylesheets). */
export function inlineFontUrls(css: string, readRelative: (path: string) => Buffer | undefined): string {
  return css.replace(/url\((['"]?)(\.{0,2}\/?[^'")]+?\.(woff2|woff|ttf|otf))(\?[^'")]*)?\1\)/g, (whole, _quote, path: string, ext: string) => {
    if (/^(data:|https?:|\/\/)/.test(path)) return whole;
    const bytes = readRelative(path);
    return bytes ? `url("data:${fontTypes[ext]};base64,${bytes.toString('base64')}")` : whole;
  });
}

function copyStylesheets(siteDir: string, outDir: string) {
  for (const specifier of runtimeStylesheets) {
    const source = join(siteDir, 'node_modules', specifier);
    const target = join(outDir, 'css', specifier);
    mkdirSync(dirname(target), { recursive: true });
    const css = inlineFontUrls(readFileSync(source, 'utf8'), path => {
      const file = resolve(dirname(source), path);
      return existsSync(file) ? readFileSync(file) : undefined;
    });
    writeFileSync(target, css);
  }
}

function compile(configs: Configuration[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const compiler = rspack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolvePromise();
    });
  });
}

export async function buildSandboxRuntime({ siteDir, workDir, baseUrl }: RuntimeBuildOptions): Promise<RuntimeBuildResult> {
  const version = runtimeInputsHash(siteDir);
  const publicRoot = join(workDir, 'public', runtimeRoute);
  const outDir = join(publicRoot, version);
  const folderUrl = `${baseUrl}${runtimeRoute}/${version}/`;
  const result = { version, frameUrl: `${folderUrl}frame.html` };
  if (existsSync(join(outDir, 'frame.html'))) return { ...result, rebuilt: false };

  const entriesDir = join(workDir, 'entries');
  const stagingDir = join(workDir, 'staging', version);
  rmSync(stagingDir, { recursive: true, force: true });
  mkdirSync(entriesDir, { recursive: true });
  const problems: string[] = [];
  const configs = runtimeBundles.map(bundle => {
    const entry = join(entriesDir, `${bundle.id}.js`);
    writeFileSync(entry, entrySource(bundle, siteDir));
    return bundleConfig(bundle, entry, stagingDir, siteDir, problems);
  });
  await compile(configs);
  if (problems.length) throw new Error(`[sandbox-runtime] ${[...new Set(problems)].join('; ')}`);
  copyStylesheets(siteDir, stagingDir);
  mkdirSync(dirname(join(stagingDir, tremorStylesheetHref)), { recursive: true });
  writeFileSync(join(stagingDir, tremorStylesheetHref), await tremorStylesheet(siteDir));
  const corePath = join(stagingDir, `${coreBundleId}.js`);
  const inlineCore = inlineScriptText(readFileSync(corePath, 'utf8'));
  writeFileSync(join(stagingDir, 'frame.html'), framePage(folderUrl, inlineCore));
  if (inlineCore === undefined) console.warn('[sandbox-runtime] core.js cannot be inlined in frame.html; the frame loads it as a file');
  else rmSync(corePath);

  // Swap in the finished folder and drop older versions, so the served folder is never partial.
  rmSync(publicRoot, { recursive: true, force: true });
  mkdirSync(publicRoot, { recursive: true });
  renameSync(stagingDir, outDir);
  return { ...result, rebuilt: true };
}
