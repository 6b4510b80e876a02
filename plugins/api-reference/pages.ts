import type { DocumentedPackage, EntryPoint } from './packages';
import type { GenerationStats } from './stats';

// Package descriptions come from package.json; in MDX, `<` and `{` would start JSX or expressions
// and `|` would end a table cell.
export function escapeMarkdownText(text: string): string {
  return text.replace(/[\\<>{}|*_[\]]/g, char => `\\${char}`);
}

function provenance(pkg: DocumentedPackage): string {
  return pkg.source === 'npm'
    ? 'generated from the type declarations the published package ships'
    : "generated from the TypeScript sources of this site's stand-in package";
}

/**
 * Puts the "which version is this" line right under the page title of a page set's index, so a
 * reader landing there knows what the pages describe and how to import it.
 */
export function versionLine(pkg: DocumentedPackage, entry: EntryPoint, contents: string): string {
  const line =
    `Documents \`${pkg.packageName}\` ${pkg.version}, ${provenance(pkg)}. ` +
    `Import from \`${entry.importPath}\`.`;
  const titleEnd = contents.startsWith('# ') ? contents.indexOf('\n') : -1;
  if (titleEnd === -1) return `${line}\n\n${contents}`;
  return `${contents.slice(0, titleEnd + 1)}\n${line}\n${contents.slice(titleEnd + 1)}`;
}

// Stand-in manifests end their description with "(private stand-in ...)"; the index has a column for that.
function withoutStandInNote(description: string): string {
  return description.replace(/\s*\([^)]*stand-in[^)]*\)\s*$/, '');
}

/** `/api/`: every documented package with its version and what it is for. */
export function apiIndexPage(packages: DocumentedPackage[]): string {
  const rows = packages.map(
    pkg =>
      `| [\`${pkg.packageName}\`](./${pkg.route}/index.md) | ${pkg.version} | ${
        pkg.source === 'npm' ? 'published declarations' : 'site stand-in'
      } | ${escapeMarkdownText(withoutStandInNote(pkg.description))} |`
  );
  return [
    '---',
    'title: API reference',
    'sidebar_label: Overview',
    'slug: /',
    'description: Generated reference for react-querybuilder and its companion packages.',
    '---',
    '',
    '# API reference',
    '',
    'Every function, interface, type alias and variable that `react-querybuilder` and its companion packages export, generated from their type declarations. Each package page names the version it documents. Packages the registry does not carry for this site are documented from its stand-ins, which keep the published names.',
    '',
    '| Package | Version | Documented from | Description |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    'For guides and examples, start with [Getting started](/docs/intro).',
    '',
  ].join('\n');
}

/** Landing page of a package documented per entry point (core, datetime). */
export function packageLandingPage(pkg: DocumentedPackage, pageSets: GenerationStats['pageSets']): string {
  const rows = pkg.entries.map(entry => {
    const pages = pageSets.find(set => set.outDir === entry.outDir)?.pages ?? 0;
    const label = entry.entry === 'index' ? 'Main entry' : entry.entry;
    return `| [${label}](./${entry.entry}/index.md) | \`${entry.importPath}\` | ${pages} |`;
  });
  return [
    '---',
    // Quoted: a scoped name starts with `@`, which YAML reserves.
    `title: ${JSON.stringify(pkg.packageName)}`,
    `description: ${JSON.stringify(`API reference for ${pkg.packageName} ${pkg.version}, by entry point.`)}`,
    '---',
    '',
    `# ${pkg.packageName}`,
    '',
    `Documents \`${pkg.packageName}\` ${pkg.version}, ${provenance(pkg)}.`,
    '',
    escapeMarkdownText(pkg.description),
    '',
    'Each entry point is imported from its own path, so a bundle only carries what it imports.',
    '',
    '| Entry point | Import | Items |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/**
 * TypeDoc marks table rows with `<a id="property-rules"></a>`. Docusaurus only checks anchors it
 * has seen rendered through its own components, so they become `<ApiAnchor>` (src/theme/ApiAnchor),
 * which registers itself, and links to table rows are checked like links to headings.
 */
export function registerAnchors(contents: string): string {
  return contents.replace(/<a id="([\w-]+)"><\/a>/g, '<ApiAnchor id="$1" />');
}
