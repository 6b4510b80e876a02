import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { compatName, kits } from '../../src/kits';

/** The core package; its main entry wins when a name is exported from several places. */
export const corePackageName = 'react-querybuilder';

/**
 * `@react-querybuilder/core`, the framework-agnostic half of react-querybuilder (types, formatQuery,
 * parsers, query tools), listed right after the main package. react-querybuilder re-exports every
 * item of core's main entry, and `./derivations` is a subset of it, so core gets no item pages of
 * its own: each entry point's page lists its items, linked to the react-querybuilder pages that
 * document the same declarations (see `sharesPagesWith`). Its formatQuery, parser and
 * transformQuery subpaths declare the same items as react-querybuilder's subpaths of those names.
 */
export const corePackageRoute = 'core';
export const frameworkAgnosticPackageName = '@react-querybuilder/core';

/**
 * Companion packages, by the short name used in routes: each UI kit's compat package (src/kits)
 * and the other companions. Each is documented from whatever
 * `@react-querybuilder/<name>` resolves to: the published package's declaration files, or the
 * stand-in's TypeScript sources when it is a workspace package under packages/.
 */
export const companionNames: readonly string[] = [
  ...kits.flatMap(kit => compatName(kit) ?? []),
  'datetime',
  'dnd',
  'native',
].sort();

// Entry points documented beyond the main one. The core and datetime packages are documented
// per entry point (each parser is imported from its own path). `./debug` is the main entry
// again with logging switched on, so it would only duplicate every page. dnd's adapter
// subpaths are left out so its pages stay at /api/dnd/<kind>/<Name> like the other companions.
const subpathPolicy: Record<string, (subpath: string) => boolean> = {
  [corePackageName]: subpath => subpath !== './debug',
  '@react-querybuilder/datetime': () => true,
  [frameworkAgnosticPackageName]: subpath => subpath === './derivations',
};

export interface EntryPoint {
  /** `index` for the main entry, else the subpath without `./`: `parseSQL`, `date-fns`. */
  entry: string;
  /** What users import: `react-querybuilder/parseSQL`. */
  importPath: string;
  /** Absolute path of the declaration file or source file TypeDoc reads. */
  file: string;
  /** Output folder relative to api/: `antd`, `react-querybuilder/parseSQL`, `datetime/index`. */
  outDir: string;
}

/**
 * Where an entry point's overview page lives, under /api. Mostly its folder, but a folder named
 * `index` (`react-querybuilder/index`) would be written as `react-querybuilder/index.html`, the file
 * static hosts serve for the package's own page `/api/react-querybuilder` (and for
 * `/api/react-querybuilder/`): the reader got the entry's list in place of the package page, and
 * the browser a hydration mismatch. Those overviews get a path of their own.
 */
export function entryOverviewPath(entry: Pick<EntryPoint, 'outDir'>): string {
  return entry.outDir.endsWith('/index') ? `${entry.outDir}/overview` : entry.outDir;
}

/** Front matter that moves an entry's overview to `entryOverviewPath`, when it needs moving. */
export function entryOverviewSlug(entry: Pick<EntryPoint, 'outDir'>): string | null {
  const path = entryOverviewPath(entry);
  return path === entry.outDir ? null : `slug: /${path}`;
}

export interface DocumentedPackage {
  packageName: string;
  /** Route segment under /api: `react-querybuilder`, `antd`, `datetime`. */
  route: string;
  version: string;
  description: string;
  /** `npm`: the registry package's declarations; `stand-in`: this site's workspace package. */
  source: 'npm' | 'stand-in';
  packageDir: string;
  entries: EntryPoint[];
  /**
   * Set when the package's items are the same declarations as another package's main entry
   * (`@react-querybuilder/core` -> `react-querybuilder`): its entry points get a listing page
   * linking to that package's item pages instead of pages of their own.
   */
  sharesPagesWith?: string;
}

interface PackageJson {
  name: string;
  version: string;
  description?: string;
  types?: string;
  typings?: string;
  exports?: Record<string, unknown>;
}

/** Finds the `types` file of an export condition tree, preferring the ESM (`import`) branch. */
export function typesOfExport(target: unknown): string | undefined {
  if (typeof target === 'string') return /\.(d\.[mc]?ts|tsx?)$/.test(target) ? target : undefined;
  if (!target || typeof target !== 'object') return undefined;
  const conditions = target as Record<string, unknown>;
  if (typeof conditions.types === 'string') return conditions.types;
  for (const key of ['import', 'default', 'require']) {
    const found = typesOfExport(conditions[key]);
    if (found) return found;
  }
  return undefined;
}

/** Subpaths (`.`, `./parseSQL`) to document, in the order the package declares them, main first. */
export function documentedSubpaths(pkg: PackageJson, includeSubpath: (subpath: string) => boolean): string[] {
  const subpaths = Object.keys(pkg.exports ?? { '.': pkg.types ?? pkg.typings })
    .filter(subpath => !subpath.includes('*') && !subpath.endsWith('.json') && !subpath.endsWith('.css'))
    .filter(subpath => subpath === '.' || includeSubpath(subpath));
  return subpaths.sort((a, b) => (a === '.' ? -1 : b === '.' ? 1 : 0));
}

function readPackage(siteDir: string, packageName: string): { pkg: PackageJson; dir: string } | undefined {
  // A workspace stand-in is found in packages/<name> even before `npm install` links it.
  const standInManifest = packageName.startsWith('@react-querybuilder/')
    ? join(siteDir, 'packages', packageName.slice('@react-querybuilder/'.length), 'package.json')
    : undefined;
  const installedManifest = join(siteDir, 'node_modules', packageName, 'package.json');
  const manifest = [standInManifest, installedManifest].find(path => path && existsSync(path));
  if (!manifest) return undefined;
  const realManifest = realpathSync(manifest);
  const pkg = JSON.parse(readFileSync(realManifest, 'utf8')) as PackageJson;
  if (pkg.name !== packageName) return undefined;
  return { pkg, dir: dirname(realManifest) };
}

function describePackage(siteDir: string, packageName: string, route: string): DocumentedPackage | undefined {
  const found = readPackage(siteDir, packageName);
  if (!found) return undefined;
  const { pkg, dir } = found;
  const standIn = !relative(join(siteDir, 'packages'), dir).startsWith('..');
  const subpaths = documentedSubpaths(pkg, subpathPolicy[packageName] ?? (() => false));
  const multiEntry = subpaths.length > 1;
  const entries: EntryPoint[] = [];
  for (const subpath of subpaths) {
    const typesFile = subpath === '.' && !pkg.exports ? pkg.types ?? pkg.typings : typesOfExport(pkg.exports?.[subpath]);
    if (!typesFile) continue;
    const file = resolve(dir, typesFile);
    // A stand-in being written may declare an entry before its file exists: skip it until then.
    if (!existsSync(file)) continue;
    const entry = subpath === '.' ? 'index' : subpath.slice(2);
    entries.push({
      entry,
      importPath: subpath === '.' ? packageName : `${packageName}/${entry}`,
      file,
      outDir: multiEntry ? `${route}/${entry}` : route,
    });
  }
  if (entries.length === 0) return undefined;
  return {
    packageName,
    route,
    version: pkg.version,
    description: pkg.description ?? '',
    source: standIn ? 'stand-in' : 'npm',
    packageDir: dir.split(sep).join('/'),
    entries,
  };
}

/**
 * Every package the API reference documents: react-querybuilder first, then
 * `@react-querybuilder/core`, then companions alphabetically.
 * Packages that are not installed (a stand-in not written yet) are left out and listed in `missing`.
 */
export function findDocumentedPackages(siteDir: string): { packages: DocumentedPackage[]; missing: string[] } {
  const packages: DocumentedPackage[] = [];
  const missing: string[] = [];
  const core = describePackage(siteDir, corePackageName, corePackageName);
  if (!core) throw new Error(`API reference: ${corePackageName} is not installed; run npm ci.`);
  packages.push(core);
  const agnostic = describePackage(siteDir, frameworkAgnosticPackageName, corePackageRoute);
  if (agnostic) packages.push({ ...agnostic, sharesPagesWith: corePackageName });
  else missing.push(frameworkAgnosticPackageName);
  for (const name of companionNames) {
    const described = describePackage(siteDir, `@react-querybuilder/${name}`, name);
    if (described) packages.push(described);
    else missing.push(`@react-querybuilder/${name}`);
  }
  return { packages, missing };
}

/** True when the package has more than one documented entry point (react-querybuilder, core, datetime). */
export function isMultiEntry(pkg: DocumentedPackage): boolean {
  return pkg.entries.length > 1 || pkg.entries[0]?.outDir !== pkg.route;
}
