import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import {
  Application,
  LogLevel,
  type DeclarationReference,
  type ProjectReflection,
  type Reflection,
  type ReflectionSymbolId,
  type TypeDocOptions,
} from 'typedoc';
import { MarkdownPageEvent, MarkdownRendererEvent } from 'typedoc-plugin-markdown';
import { resolveApiLink } from '../remark-api-links/resolve';
import type { ApiKind, ApiSymbol, ApiSymbolMap } from '../remark-api-links/symbols';
import { guideLinkFor, withGuideLink } from './guides';
import { alsoExportedLine, apiIndexPage, finishPage, packageLandingPage, registerAnchors, sharedEntryPage, versionLine, withFrontMatterLine } from './pages';
import { corePackageName, entryOverviewSlug, frameworkAgnosticPackageName, isMultiEntry, type DocumentedPackage, type EntryPoint } from './packages';
import { checkPageCount, type GenerationStats } from './stats';
import { documentedDeclarations, registerTypedocTweaks, type TweakCounters } from './typedocTweaks';

/** Manifest of what was generated; sidebarsApi.ts and the index pages read it. */
export interface ApiManifest {
  packages: DocumentedPackage[];
  missing: string[];
}

export const apiFiles = {
  symbols: '.symbols.json',
  manifest: '.manifest.json',
  generation: '.generation.json',
} as const;

// Page formatting. Tables for parameters and properties keep long interfaces scannable;
// `sanitizeComments` escapes JSX-looking text in comments, which MDX would otherwise parse.
const markdownOptions = {
  entryFileName: 'index.md',
  hidePageHeader: true,
  hideBreadcrumbs: true,
  useCodeBlocks: true,
  parametersFormat: 'table',
  interfacePropertiesFormat: 'htmlTable',
  classPropertiesFormat: 'htmlTable',
  typeAliasPropertiesFormat: 'htmlTable',
  enumMembersFormat: 'table',
  propertyMembersFormat: 'table',
  typeDeclarationFormat: 'table',
  indexFormat: 'table',
  strikeDeprecatedPageTitles: true,
  sanitizeComments: true,
  // The Extends section names the parents; per-row inherited/overrides columns only widen the tables.
  tableColumnSettings: { hideSources: true, hideInherited: true, hideOverrides: true, leftAlignHeaders: true },
} as const;

/** Options hashed into the cache key: changing any of them regenerates the reference. */
export const typedocOptions = {
  plugin: ['typedoc-plugin-markdown', 'typedoc-docusaurus-theme'],
  // Published packages are documented from node_modules: nothing there is "external".
  externalPattern: [],
  excludeExternals: false,
  excludePrivate: true,
  excludeInternal: true,
  // Peer types that are not installed (react-native for native) must not stop the run.
  skipErrorChecking: true,
  disableSources: true,
  readme: 'none',
  // The library groups members with @group (Components, Hooks, ...); the reference groups by
  // kind so every package's sidebar has the same shape.
  excludeTags: ['@group', '@category'],
  groupOrder: ['Classes', 'Enumerations', 'Functions', 'Interfaces', 'Namespaces', 'Type Aliases', 'Variables', '*'],
  validation: { notExported: false, invalidLink: false, rewrittenLink: false, notDocumented: false },
  logLevel: 'Error',
  sidebar: { pretty: true },
  ...markdownOptions,
} satisfies Partial<TypeDocOptions> & Record<string, unknown>;

const compilerOptions = ts.convertCompilerOptionsFromJson(
  {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    noEmit: true,
    // Only what entry points import; loading every @types package would slow the program down.
    types: [],
  },
  '.'
).options;

const kindFolders = new Set<ApiKind>([
  'classes',
  'enumerations',
  'functions',
  'interfaces',
  'namespaces',
  'type-aliases',
  'variables',
]);

interface PageSet {
  pkg: DocumentedPackage;
  entry: EntryPoint;
}

// Which of our packages a declaration belongs to, by the package.json TypeDoc found for it.
// react-querybuilder's declarations live in @react-querybuilder/core, which it re-exports: they are
// linked to react-querybuilder's pages (what readers import), except from core's own pages, which
// link within core.
function routeOfPackageName(packageName: string, packages: DocumentedPackage[], from?: DocumentedPackage): string | undefined {
  if (packageName === frameworkAgnosticPackageName && from?.packageName === frameworkAgnosticPackageName) return from.route;
  if (packageName === frameworkAgnosticPackageName || packageName === corePackageName) return corePackageName;
  return packages.find(pkg => pkg.packageName === packageName)?.route;
}

/**
 * Answers TypeDoc's "where does this symbol live?" for types and `{@link}`s that point outside the
 * page set being converted (a companion's props extending a core type, a parser linking to
 * `formatQuery`), using the pages of every other page set.
 */
function crossPageSetResolver(symbols: () => ApiSymbolMap, packages: DocumentedPackage[], converting: () => PageSet | undefined) {
  return (ref: DeclarationReference, _reflection: Reflection, _part: unknown, symbolId?: ReflectionSymbolId) => {
    const qualifiedName = symbolId?.qualifiedName ?? ref.symbolReference?.path?.map(part => part.path).join('.');
    if (!qualifiedName) return undefined;
    const name = qualifiedName.split('.')[0]!;
    const from = converting()?.pkg;
    const route = symbolId ? routeOfPackageName(symbolId.packageName, packages, from) : undefined;
    // A symbol from some other library (React, MUI...) is not ours to link.
    if (symbolId && !route) return undefined;
    // `{@link parseJsonLogic!parseJsonLogic}` names an entry point, `{@link @react-querybuilder/dnd!X}`
    // a package; the library's own `index!` means its main module, which is what we prefer anyway.
    const source = ref.moduleSource && ref.moduleSource !== 'index' ? ref.moduleSource : undefined;
    const qualifier = route ?? (source && (routeOfPackageName(source, packages, from) ?? source));
    const map = symbols();
    const qualified = qualifier ? resolveApiLink(`api:${qualifier}/${name}`, map) : undefined;
    if (qualified?.ok) return qualified.url;
    if (route) {
      // Companion declaration files bundle copies of core types (mantine's declares its own
      // `Classname`): those are documented once, in the core package.
      const fromCore = resolveApiLink(`api:${corePackageName}/${name}`, map);
      return fromCore.ok ? fromCore.url : undefined;
    }
    const resolution = resolveApiLink(`api:${name}`, map);
    return resolution.ok ? resolution.url : undefined;
  };
}

export interface GenerateOptions {
  siteDir: string;
  apiDir: string;
  stagingDir: string;
  packages: DocumentedPackage[];
  missing: string[];
  cacheKey: string;
  log?: (message: string) => void;
}

/**
 * Generates the whole reference into `stagingDir`, then swaps it into `apiDir`. One TypeScript
 * program serves every entry point; each entry point is its own TypeDoc project so an item
 * exported from two entry points (formatQuery from the main entry and from
 * `react-querybuilder/formatQuery`) gets a page in each.
 *
 * Two passes: the first learns every page's URL, the second converts again with those URLs so
 * links between page sets resolve. Conversion is the cheap part; the program is shared.
 */
export async function generateApiReference(options: GenerateOptions): Promise<GenerationStats> {
  const started = Date.now();
  const { packages, stagingDir } = options;
  const pageSets: PageSet[] = packages.filter(pkg => !pkg.sharesPagesWith).flatMap(pkg => pkg.entries.map(entry => ({ pkg, entry })));
  const sharedSets: PageSet[] = packages.filter(pkg => pkg.sharesPagesWith).flatMap(pkg => pkg.entries.map(entry => ({ pkg, entry })));

  rmSync(stagingDir, { recursive: true, force: true });
  mkdirSync(stagingDir, { recursive: true });

  const counters: TweakCounters = { unresolvedLinks: 0, unresolvedTargets: new Set() };
  let symbolMap: ApiSymbolMap = { corePackage: corePackageName, symbols: [] };
  const app = await Application.bootstrapWithPlugins(
    { ...typedocOptions, docsPath: stagingDir } as TypeDocOptions,
    []
  );
  registerTypedocTweaks(app, counters);
  let converting: PageSet | undefined;
  app.converter.addUnknownSymbolResolver(crossPageSetResolver(() => symbolMap, packages, () => converting));

  // Render hooks: record which file each item went to, and put the version line on index pages.
  let current: PageSet | undefined;
  let renderedSymbols: ApiSymbol[] = [];
  app.renderer.on(MarkdownRendererEvent.BEGIN, (event: MarkdownRendererEvent) => {
    for (const page of event.pages) {
      const model = page.model as Reflection;
      if (model.parent !== event.project || !current) continue;
      const kind = page.url.split('/')[0] as ApiKind;
      if (!kindFolders.has(kind)) continue;
      renderedSymbols.push({
        name: model.name,
        package: current.pkg.route,
        entry: current.entry.entry,
        kind,
        url: `/api/${current.entry.outDir}/${page.url.replace(/\.md$/, '')}`,
        ...(model.isDeprecated() ? { deprecated: true } : {}),
      });
    }
  });
  // typedoc-plugin-markdown emits its own page event type on TypeDoc's renderer.
  app.renderer.on(MarkdownPageEvent.END, ((page: MarkdownPageEvent) => {
    if (!current || !page.contents) return;
    if (page.url === 'index.md') page.contents = versionLine(current.pkg, current.entry, page.contents);
    else if ((page.model as Reflection).parent === page.project) {
      const name = (page.model as Reflection).name;
      if (current.entry.entry === 'index') {
        const sharers = alsoExportedBy.get(name)?.filter(set => set.pkg.sharesPagesWith === current!.pkg.packageName);
        if (sharers?.length) page.contents = alsoExportedLine(sharers.map(set => set.entry), page.contents);
      }
      const guide = guideLinkFor(current.pkg.route, name);
      if (guide) page.contents = withGuideLink(guide, page.contents);
    }
    page.contents = finishPage(registerAnchors(page.contents));
    const slug = page.url === 'index.md' ? entryOverviewSlug(current.entry) : null;
    if (slug) page.contents = withFrontMatterLine(page.contents, slug);
  }) as never);

  const createdProgram = Date.now();
  const program = ts.createProgram(
    [...pageSets, ...sharedSets].map(set => set.entry.file),
    compilerOptions
  );
  const programSeconds = (Date.now() - createdProgram) / 1000;
  // Which items each shared entry point exports, and which main-entry pages say so.
  const sharedExports = new Map(sharedSets.map(set => [set, exportNames(program, set.entry.file)]));
  const alsoExportedBy = new Map<string, PageSet[]>();
  for (const [set, names] of sharedExports) {
    for (const name of names) alsoExportedBy.set(name, [...(alsoExportedBy.get(name) ?? []), set]);
  }

  const convert = (set: PageSet): ProjectReflection => {
    const sourceFile = program.getSourceFile(set.entry.file);
    if (!sourceFile) throw new Error(`API reference: TypeScript could not read ${set.entry.file}`);
    converting = set;
    const project = app.converter.convert([{ displayName: set.entry.importPath, program, sourceFile }]);
    converting = undefined;
    project.name = isMultiEntry(set.pkg) ? set.entry.importPath : set.pkg.packageName;
    project.packageVersion = set.pkg.version;
    return project;
  };
  const render = async (set: PageSet, project: ProjectReflection) => {
    current = set;
    await app.outputs.writeOutput({ name: 'markdown', path: join(stagingDir, set.entry.outDir) }, project);
    current = undefined;
  };

  // Pass 1: URLs only. Its warnings would repeat in pass 2, so it runs quietly.
  app.logger.level = LogLevel.None;
  for (const set of pageSets) await render(set, convert(set));
  symbolMap = { corePackage: corePackageName, symbols: renderedSymbols };
  app.logger.level = LogLevel.Error;

  // Pass 2: the pages that ship.
  renderedSymbols = [];
  counters.unresolvedLinks = 0;
  counters.unresolvedTargets.clear();
  let exportedSymbols = 0;
  const perPageSet: GenerationStats['pageSets'] = [];
  for (const set of pageSets) {
    const project = convert(set);
    const declarations = documentedDeclarations(project).length;
    exportedSymbols += declarations;
    const before = renderedSymbols.length;
    await render(set, project);
    perPageSet.push({ outDir: set.entry.outDir, exportedSymbols: declarations, pages: renderedSymbols.length - before });
  }
  if (app.logger.hasErrors()) {
    throw new Error('API reference: TypeDoc reported errors (above); the reference was not updated.');
  }

  const manifest: ApiManifest = { packages, missing: options.missing };
  writeFileSync(join(stagingDir, 'index.md'), apiIndexPage(packages));
  for (const set of sharedSets) {
    const target = set.pkg.sharesPagesWith!;
    const pages = renderedSymbols.filter(symbol => symbol.package === target && symbol.entry === 'index');
    const byName = new Map(pages.map(symbol => [symbol.name, symbol]));
    const listed = sharedExports.get(set)!.flatMap(name => byName.get(name) ?? []);
    mkdirSync(join(stagingDir, set.entry.outDir), { recursive: true });
    writeFileSync(join(stagingDir, set.entry.outDir, 'index.md'), sharedEntryPage(set.pkg, set.entry, listed));
    perPageSet.push({ outDir: set.entry.outDir, exportedSymbols: listed.length, pages: 0, sharedWith: target });
  }
  for (const pkg of packages.filter(isMultiEntry)) {
    writeFileSync(join(stagingDir, pkg.route, 'index.md'), packageLandingPage(pkg, perPageSet));
  }
  const finalMap: ApiSymbolMap = { corePackage: corePackageName, symbols: renderedSymbols };
  const stats: GenerationStats = {
    cacheKey: options.cacheKey,
    generatedAt: new Date().toISOString(),
    seconds: (Date.now() - started) / 1000,
    programSeconds,
    pages: renderedSymbols.length,
    exportedSymbols,
    unresolvedLinks: counters.unresolvedLinks,
    unresolvedLinkTargets: [...counters.unresolvedTargets].sort(),
    pageSets: perPageSet,
  };
  checkPageCount(stats);
  writeFileSync(join(stagingDir, apiFiles.symbols), JSON.stringify(finalMap));
  writeFileSync(join(stagingDir, apiFiles.manifest), JSON.stringify(manifest, null, 2));
  // Written last: its presence with a matching key is what marks the reference complete.
  writeFileSync(join(stagingDir, apiFiles.generation), JSON.stringify(stats, null, 2));

  replaceFolderContents(options.apiDir, stagingDir);
  options.log?.(
    `API reference: ${stats.pages} pages for ${stats.exportedSymbols} exported items in ${pageSets.length} entry points, ` +
      `${stats.seconds.toFixed(1)} s (${stats.unresolvedLinks} unresolvable {@link}s shown as text).`
  );
  return stats;
}

/** Names an entry point exports (types included), in the order TypeScript lists them. */
function exportNames(program: ts.Program, file: string): string[] {
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) throw new Error(`API reference: TypeScript could not read the exports of ${file}`);
  return checker.getExportsOfModule(moduleSymbol).map(symbol => symbol.name);
}

// The api/ folder itself stays put (the docs plugin holds its path); only its children change.
function replaceFolderContents(target: string, source: string): void {
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(target)) rmSync(join(target, name), { recursive: true, force: true });
  // The generation record goes last: until it is in place the folder does not claim to be complete.
  const names = readdirSync(source).sort((a, b) => Number(a === apiFiles.generation) - Number(b === apiFiles.generation));
  for (const name of names) renameSync(join(source, name), join(target, name));
  rmSync(source, { recursive: true, force: true });
}
