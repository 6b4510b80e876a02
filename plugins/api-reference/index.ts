import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { computeCacheKey } from './cacheKey';
import { apiFiles, generateApiReference, typedocOptions } from './generate';
import { withLock } from './lock';
import { findDocumentedPackages } from './packages';
import type { GenerationStats } from './stats';

/**
 * Generates the API reference into api/ with TypeDoc, for the `api` docs plugin instance to serve.
 *
 * Generation runs while Docusaurus initialises plugins, which all finish before any plugin loads
 * content, so the `api` docs instance always reads a complete folder. It is skipped when
 * api/.generation.json carries the current cache key (see cacheKey.ts).
 */

export function apiDocsDir(siteDir: string): string {
  return join(siteDir, 'api');
}

/** The symbol map remark-api-links resolves `api:Name` links against. */
export function apiSymbolsFile(siteDir: string): string {
  return join(apiDocsDir(siteDir), apiFiles.symbols);
}

/**
 * Makes sure the API docs folder exists when the config is read: the `api` docs instance checks its
 * path before this plugin has generated anything. Until the first generation it holds an index page.
 */
export function ensureApiDocsFolder(siteDir: string): string {
  const dir = apiDocsDir(siteDir);
  if (!existsSync(join(dir, 'index.md'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'index.md'),
      ['---', 'title: API reference', 'slug: /', '---', '', '# API reference', '', 'The reference is generated when the site builds.', ''].join('\n')
    );
  }
  return dir;
}

function readGeneration(apiDir: string): GenerationStats | undefined {
  try {
    return JSON.parse(readFileSync(join(apiDir, apiFiles.generation), 'utf8'));
  } catch {
    return undefined;
  }
}

export interface EnsureResult {
  generated: boolean;
  stats: GenerationStats;
  missing: string[];
}

/** Generates the reference unless api/ already holds one for the current cache key. */
export async function ensureApiReference(siteDir: string, log: (message: string) => void = console.log): Promise<EnsureResult> {
  const apiDir = apiDocsDir(siteDir);
  const { packages, missing } = findDocumentedPackages(siteDir);
  const cacheKey = computeCacheKey(siteDir, packages, typedocOptions);
  const isFresh = () => {
    const stats = readGeneration(apiDir);
    return stats?.cacheKey === cacheKey && existsSync(apiSymbolsFile(siteDir)) ? stats : undefined;
  };
  const cached = isFresh();
  if (cached) return { generated: false, stats: cached, missing };

  const cacheDir = join(siteDir, 'node_modules', '.cache', 'api-reference');
  mkdirSync(cacheDir, { recursive: true });
  return withLock(join(cacheDir, 'lock'), async () => {
    // Another build may have generated the same reference while this one waited.
    const generatedMeanwhile = isFresh();
    if (generatedMeanwhile) return { generated: false, stats: generatedMeanwhile, missing };
    if (missing.length > 0) log(`API reference: not installed yet, left out: ${missing.join(', ')}`);
    const stats = await generateApiReference({
      siteDir,
      apiDir,
      stagingDir: join(cacheDir, `staging-${process.pid}`),
      packages,
      missing,
      cacheKey,
      log,
    });
    return { generated: true, stats, missing };
  });
}

export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  const { siteDir } = context;
  await ensureApiReference(siteDir);
  return {
    name: 'api-reference',
    // `npm start`: edits to a stand-in package regenerate its pages; the `api` docs instance then
    // sees its files change and reloads.
    getPathsToWatch() {
      return [join(siteDir, 'packages/*/src/**/*.{ts,tsx}'), join(siteDir, 'packages/*/package.json')];
    },
    async loadContent() {
      try {
        await ensureApiReference(siteDir);
      } catch (error) {
        // A stand-in mid-edit must not take the dev server down: keep the last good reference.
        if (process.env.NODE_ENV === 'production') throw error;
        console.warn(`API reference not regenerated: ${(error as Error).message}`);
      }
    },
    getClientModules() {
      return [join(__dirname, 'theme', 'apiReference.css')];
    },
  };
}
