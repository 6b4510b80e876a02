import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import type { DocumentedPackage } from './packages';

// Tests sit beside the sources but change nothing on the pages.
const ignoredNames = /^(node_modules|dist|build|\..*)$|\.test\.[cm]?[jt]sx?$/;

/** Every file under `dir` that can change what TypeDoc sees, as sorted relative paths. */
export function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      if (ignoredNames.test(name)) continue;
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found;
}

function hashFiles(dir: string, files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(join(dir, file))).update('\0');
  return hash.digest('hex');
}

function installedVersion(siteDir: string, packageName: string): string {
  const require = createRequire(join(siteDir, 'package.json'));
  try {
    return JSON.parse(readFileSync(require.resolve(`${packageName}/package.json`), 'utf8')).version;
  } catch {
    // typedoc-docusaurus-theme does not export package.json; find it from its entry instead.
    let dir = dirname(require.resolve(packageName));
    while (!statSync(join(dir, 'package.json'), { throwIfNoEntry: false })) dir = dirname(dir);
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  }
}

/**
 * The key under which a generated reference stays valid: documented package versions, stand-in
 * sources, the tool versions, the generator's own code and its options. npm packages are keyed by
 * version alone: their files do not change without a version change.
 */
export function computeCacheKey(siteDir: string, packages: DocumentedPackage[], options: unknown): string {
  const generatorDir = __dirname;
  const linkResolverDir = join(generatorDir, '..', 'remark-api-links');
  const input = {
    generator: hashFiles(generatorDir, sourceFiles(generatorDir)),
    resolver: hashFiles(linkResolverDir, sourceFiles(linkResolverDir)),
    tools: ['typedoc', 'typedoc-plugin-markdown', 'typedoc-docusaurus-theme', 'typescript'].map(
      name => `${name}@${installedVersion(siteDir, name)}`
    ),
    options,
    packages: packages.map(pkg => ({
      name: pkg.packageName,
      version: pkg.version,
      source: pkg.source,
      entries: pkg.entries.map(entry => [entry.importPath, relative(siteDir, entry.file)]),
      contents: pkg.source === 'stand-in' ? hashFiles(pkg.packageDir, sourceFiles(pkg.packageDir)) : undefined,
    })),
  };
  return createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 32);
}
