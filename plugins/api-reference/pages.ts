import type { ApiKind, ApiSymbol } from '../remark-api-links/symbols';
import { entryOverviewPath, entryOverviewSlug, type DocumentedPackage, type EntryPoint } from './packages';
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

// Stand-in manifests end their description with "(private stand-in ...)"; the index says so in words.
function withoutStandInNote(description: string): string {
  return description.replace(/\s*\([^)]*stand-in[^)]*\)\s*$/, '');
}

// core's manifest repeats react-querybuilder's description, which says nothing about the difference.
const descriptionOverrides: Record<string, string> = {
  '@react-querybuilder/core':
    'The part of react-querybuilder that does not need React: query types, formatQuery, the parsers, and the functions that create, change and check queries. react-querybuilder re-exports all of it.',
};

function describe(pkg: DocumentedPackage): string {
  return descriptionOverrides[pkg.packageName] ?? escapeMarkdownText(withoutStandInNote(pkg.description));
}

/** Version of the main package; a companion documented at an older version is explained on the index. */
function isOlderThan(version: string, reference: string): boolean {
  const parse = (v: string) => v.split(/[.-]/).slice(0, 3).map(Number);
  const [a, b] = [parse(version), parse(reference)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

/**
 * `/api/`: every documented package with its version and what it is for. A list rather than a
 * table: it reads on a phone. Says where each package's pages come from and why some versions are
 * older than the main package's.
 */
export function apiIndexPage(packages: DocumentedPackage[]): string {
  const main = packages[0]!;
  const item = (pkg: DocumentedPackage) => {
    const origin = pkg.source === 'npm' ? '' : ' (written for this site)';
    return `- [\`${pkg.packageName}\`](./${pkg.route}/index.md) ${pkg.version}${origin}: ${describe(pkg)}`;
  };
  const older = packages.filter(pkg => isOlderThan(pkg.version, main.version));
  const writtenHere = packages.filter(pkg => pkg.source === 'stand-in');
  const names = (list: DocumentedPackage[]) => list.map(pkg => `\`${pkg.packageName}\` ${pkg.version}`).join(', ');
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
    `Every function, interface, type alias and variable that \`${main.packageName}\` and its companion packages export, generated from their type declarations. Each package page names the version it documents.`,
    '',
    '## Packages',
    '',
    ...packages.map(item),
    '',
    '## Where the pages come from',
    '',
    'Most pages are generated from the type declarations that the published package ships.',
    ...(writtenHere.length > 0
      ? [
          '',
          `The package registry this site installs from does not have ${writtenHere
            .map(pkg => `\`${pkg.packageName}\``)
            .join(', ')} (or not for the UI library version the site uses), so the site has its own versions of them, marked "written for this site" above. They keep the published package names and the names of everything they export, and their pages are generated from their TypeScript sources.`,
        ]
      : []),
    ...(older.length > 0
      ? [
          '',
          `## Why some versions are older than ${main.version}`,
          '',
          `Companion packages are released on their own schedule, not with every \`${main.packageName}\` release. The newest release of ${names(older)} in the registry is older than ${main.version}, so their pages document that release. The site uses them with \`${main.packageName}\` ${main.version}.`,
        ]
      : []),
    '',
    'For guides and examples, start with [Getting started](/docs/intro).',
    '',
  ].join('\n');
}

/** Landing page of a package documented per entry point (core, datetime). */
export function packageLandingPage(pkg: DocumentedPackage, pageSets: GenerationStats['pageSets']): string {
  const rows = pkg.entries.map(entry => {
    const set = pageSets.find(candidate => candidate.outDir === entry.outDir);
    const items = set?.sharedWith ? set.exportedSymbols : set?.pages ?? 0;
    const label = entry.entry === 'index' ? 'Main entry' : entry.entry;
    return `| [${label}](./${entry.entry}/index.md) | \`${entry.importPath}\` | ${items} |`;
  });
  const shared = pkg.sharesPagesWith
    ? [
        `Everything it exports, \`${pkg.sharesPagesWith}\` exports too, under the same name and with the same type, so each entry point's page lists its items and links them to the \`${pkg.sharesPagesWith}\` pages that document them. Its \`formatQuery\`, \`transformQuery\` and parser entry points (\`${pkg.packageName}/parseSQL\` and the others) export the same items as [\`${pkg.sharesPagesWith}\`'s entry points of those names](../${pkg.sharesPagesWith}/index.md).`,
        '',
        'How a query builder for another UI framework uses it: [Framework adapters](/docs/utils/framework-adapters).',
        '',
      ]
    : [];
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
    describe(pkg),
    '',
    ...shared,
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

const kindHeadings: Record<ApiKind, string> = {
  classes: 'Classes',
  enumerations: 'Enumerations',
  functions: 'Functions',
  interfaces: 'Interfaces',
  namespaces: 'Namespaces',
  'type-aliases': 'Type Aliases',
  variables: 'Variables',
};

/**
 * The page of an entry point whose items are documented on another package's pages
 * (`@react-querybuilder/core/derivations`): its items by kind, each linked to its page.
 */
export function sharedEntryPage(pkg: DocumentedPackage, entry: EntryPoint, items: ApiSymbol[]): string {
  const target = pkg.sharesPagesWith!;
  const byKind = new Map<ApiKind, ApiSymbol[]>();
  for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
  const sections = [...byKind.entries()]
    .sort(([a], [b]) => kindHeadings[a].localeCompare(kindHeadings[b]))
    .flatMap(([kind, list]) => [
      `## ${kindHeadings[kind]}`,
      '',
      ...list.sort((a, b) => a.name.localeCompare(b.name)).map(item => `- [\`${item.name}\`](${item.url})`),
      '',
    ]);
  const title = entry.entry === 'index' ? pkg.packageName : entry.importPath;
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `sidebar_label: ${JSON.stringify(entry.entry === 'index' ? 'Main entry' : entry.entry)}`,
    `description: ${JSON.stringify(`The ${items.length} items ${entry.importPath} ${pkg.version} exports, linked to their API pages.`)}`,
    ...[entryOverviewSlug(entry)].filter(line => line !== null),
    '---',
    '',
    `# ${title}`,
    '',
    `Documents \`${pkg.packageName}\` ${pkg.version}. Import from \`${entry.importPath}\`.`,
    '',
    `\`${target}\` exports each of its ${items.length} items too, under the same name and with the same type, so each links to the \`${target}\` page that documents it. Imported from here, they come without React.`,
    '',
    'How a query builder for another UI framework uses them: [Framework adapters](/docs/utils/framework-adapters).',
    '',
    ...sections,
  ].join('\n');
}

/** Under an item page's title: the entry points without React that export the same item. */
export function alsoExportedLine(entries: EntryPoint[], contents: string): string {
  const links = entries.map(entry => `[\`${entry.importPath}\`](/api/${entryOverviewPath(entry)})`);
  const list = links.length > 1 ? `${links.slice(0, -1).join(', ')} and ${links.at(-1)}` : links[0];
  const line = `Also exported, without React, by ${list}.`;
  const titleEnd = contents.startsWith('# ') ? contents.indexOf('\n') : -1;
  if (titleEnd === -1) return `${line}\n\n${contents}`;
  return `${contents.slice(0, titleEnd + 1)}\n${line}\n${contents.slice(titleEnd + 1)}`;
}

/**
 * The plain text of a page's Markdown title: `Interface: RuleType\<F, O, V, C, M\>` is escaped for
 * MDX, and Docusaurus would show the backslashes in the tab, in shared links and in search results.
 * A deprecated item's struck-through title (`~~Function: x()~~`) reads "Function: x() (deprecated)".
 */
export function plainTitle(markdownTitle: string): string {
  const struck = /^~~(.*)~~$/.exec(markdownTitle.trim());
  const text = (struck ? struck[1]! : markdownTitle.trim()).replace(/\\(.)/g, '$1').replace(/`/g, '');
  return struck ? `${text} (deprecated)` : text;
}

/**
 * Last touches on a generated page: front matter with the plain title (when the Markdown title has
 * escapes or strike-through) and, for an overloaded item, signature headings that tell its
 * overloads apart with its table of contents kept to one line per signature.
 */
export function finishPage(contents: string): string {
  if (contents.startsWith('---\n') || !contents.startsWith('# ')) return contents;
  const overloads = labelOverloads(contents);
  const body = overloads.contents;
  const end = body.indexOf('\n');
  const heading = body.slice(2, end === -1 ? undefined : end);
  const title = plainTitle(heading);
  const frontMatter = [
    ...(title !== heading ? [`title: ${JSON.stringify(title)}`] : []),
    ...(overloads.tocMaxLevel ? [`toc_max_heading_level: ${overloads.tocMaxLevel}`] : []),
  ];
  return frontMatter.length > 0 ? `---\n${frontMatter.join('\n')}\n---\n\n${body}` : body;
}

/** Adds one line to a page's front matter, creating the block if the page has none. */
export function withFrontMatterLine(contents: string, line: string): string {
  return contents.startsWith('---\n') ? `---\n${line}\n${contents.slice(4)}` : `---\n${line}\n---\n\n${contents}`;
}

interface SignatureSection {
  level: string;
  /** Line index of the `Call Signature` heading. */
  line: number;
  name: string;
  returns: string;
  params: Array<{ name: string; type: string }>;
}

/** Markdown table cell or inline Markdown to plain text: links, code marks and escapes removed. */
function plainCell(cell: string): string {
  return cell
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(?<!\\)<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/\*/g, '')
    .trim();
}

function splitRow(row: string): string[] {
  // Cells are separated by `|` not escaped as `\|`.
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map(cell => cell.trim());
}

function readSignatures(lines: string[]): SignatureSection[] {
  const sections: SignatureSection[] = [];
  for (let i = 0; i < lines.length; i++) {
    const heading = /^(#{2,5}) Call Signature$/.exec(lines[i]!);
    if (!heading) continue;
    const level = heading[1]!;
    const section: SignatureSection = { level, line: i, name: '', returns: '', params: [] };
    let j = i + 1;
    const end = () => j >= lines.length || new RegExp(`^#{1,${level.length}} `).test(lines[j]!);
    // The signature's code block.
    while (!end() && !lines[j]!.startsWith('```')) j++;
    if (!end()) {
      const code: string[] = [];
      for (j++; j < lines.length && !lines[j]!.startsWith('```'); j++) code.push(lines[j]!.trim());
      const text = code.join(' ').replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')');
      section.name = (/^(?:function )?([\w$]+)/.exec(text)?.[1] ?? '').replace(/^new$/, 'new');
      const returnsAt = text.lastIndexOf('): ');
      section.returns = returnsAt === -1 ? '' : text.slice(returnsAt + 3).replace(/;$/, '');
    }
    // Its Parameters table.
    for (; !end(); j++) {
      if (lines[j] !== `${level}# Parameters`) continue;
      for (j++; !end() && !lines[j]!.startsWith('|'); j++);
      for (j += 2; !end() && lines[j]!.startsWith('|'); j++) {
        const [name, type] = splitRow(lines[j]!);
        if (name && type !== undefined) section.params.push({ name: plainCell(name), type: plainCell(type) });
      }
      break;
    }
    sections.push(section);
    i = j - 1;
  }
  return sections;
}

function literalsOf(type: string): string[] {
  return [...type.matchAll(/"[^"]*"|'[^']*'/g)].map(match => match[0]);
}

/** A type short enough for a heading: no type arguments, at most 40 characters. */
function shortType(type: string): string {
  let short = type.replace(/=>/g, '→').replace(/^\|\s*/, '');
  for (let previous = ''; previous !== short; ) {
    previous = short;
    short = short.replace(/<[^<>]*>/g, '');
  }
  return short.length > 40 ? `${short.slice(0, 39).trimEnd()}…` : short;
}

/**
 * Headings that tell an overloaded function's signatures apart. Each "Call Signature" heading
 * gets the call it describes, with the parameters whose types differ between signatures shown by
 * their string literals (`formatQuery(ruleGroup, "sql")`) or their types; signatures still alike
 * add their return type, then a number.
 */
export function signatureHeadings(sections: Array<Pick<SignatureSection, 'name' | 'returns' | 'params'>>): string[] {
  const positions = Math.max(0, ...sections.map(section => section.params.length));
  const differs: boolean[] = [];
  for (let p = 0; p < positions; p++) {
    const types = new Set(sections.map(section => section.params[p]?.type).filter(type => type !== undefined));
    differs.push(types.size > 1);
  }
  const call = (section: (typeof sections)[number]) => {
    const args = section.params.map((param, p) => {
      if (!differs[p]) return param.name;
      const literals = literalsOf(param.type);
      if (literals.length > 3) return `${literals.slice(0, 3).join(' | ')} | …`;
      return literals.length > 0 ? literals.join(' | ') : `${param.name}: ${shortType(param.type)}`;
    });
    return `${section.name}(${args.join(', ')})`;
  };
  let labels = sections.map(call);
  const repeated = (list: string[]) => (label: string) => list.filter(other => other === label).length > 1;
  labels = labels.map((label, i) => (repeated(labels)(label) && sections[i]!.returns ? `${label}: ${shortType(sections[i]!.returns)}` : label));
  const seen = new Map<string, number>();
  const isRepeated = repeated(labels);
  return labels.map(label => {
    if (!isRepeated(label)) return label;
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return `${label} (${n})`;
  });
}

/**
 * Relabels the "Call Signature" headings of a page with overloads (see `signatureHeadings`). A page
 * whose top-level item is overloaded also keeps the signatures' own Parameters/Returns headings out
 * of its table of contents, which then lists one line per signature.
 */
export function labelOverloads(contents: string): { contents: string; tocMaxLevel?: number } {
  const lines = contents.split('\n');
  const sections = readSignatures(lines);
  const byLevelRun: SignatureSection[][] = [];
  for (const section of sections) {
    const run = byLevelRun.at(-1);
    if (run && run[0]!.level === section.level && run.at(-1)!.name === section.name) run.push(section);
    else byLevelRun.push([section]);
  }
  let topLevelOverloads = false;
  for (const run of byLevelRun) {
    if (run.length < 2) continue;
    if (run[0]!.level === '##') topLevelOverloads = true;
    signatureHeadings(run).forEach((label, i) => {
      lines[run[i]!.line] = `${run[i]!.level} Call signature: \`${label.replace(/`/g, '')}\``;
    });
  }
  return { contents: lines.join('\n'), ...(topLevelOverloads ? { tocMaxLevel: 2 } : {}) };
}
