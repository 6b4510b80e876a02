import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkDisplayText, looksLikeCode } from './linkText';
import { documentedSubpaths, entryOverviewPath, entryOverviewSlug, typesOfExport, type DocumentedPackage } from './packages';
import { alsoExportedLine, apiIndexPage, escapeMarkdownText, finishPage, plainTitle, registerAnchors, sharedEntryPage, signatureHeadings, versionLine, withFrontMatterLine } from './pages';
import { groupByKind, type SidebarItem } from './sidebar';
import { checkPageCount, pageCountWithinTolerance, type GenerationStats } from './stats';

const antd: DocumentedPackage = {
  packageName: '@react-querybuilder/antd',
  route: 'antd',
  version: '8.24.1',
  description: 'Custom Ant Design components for react-querybuilder',
  source: 'npm',
  packageDir: '/site/node_modules/@react-querybuilder/antd',
  entries: [{ entry: 'index', importPath: '@react-querybuilder/antd', file: '/x.d.mts', outDir: 'antd' }],
};

describe('package discovery', () => {
  it('finds the ESM types of an export, whatever the nesting', () => {
    expect(typesOfExport({ import: { types: './dist/a.d.mts', default: './dist/a.mjs' }, require: { types: './dist/cjs/a.d.ts' } })).toBe('./dist/a.d.mts');
    expect(typesOfExport({ types: './dist/b.d.mts', default: './dist/b.mjs' })).toBe('./dist/b.d.mts');
    expect(typesOfExport('./src/luxon.ts')).toBe('./src/luxon.ts');
    expect(typesOfExport('./dist/c.mjs')).toBeUndefined();
  });

  it('documents the main entry first and skips wildcards, JSON and excluded subpaths', () => {
    const pkg = {
      name: 'react-querybuilder',
      version: '8.24.1',
      exports: { './package.json': '', './parseSQL': {}, '.': {}, './dist/*': '', './debug': {} },
    };
    expect(documentedSubpaths(pkg, subpath => subpath !== './debug')).toEqual(['.', './parseSQL']);
    expect(documentedSubpaths(pkg, () => false)).toEqual(['.']);
  });
});

describe('entry overview pages', () => {
  it('moves an overview whose folder is named index to .../index/overview', () => {
    expect(entryOverviewPath({ outDir: 'react-querybuilder/index' })).toBe('react-querybuilder/index/overview');
    expect(entryOverviewSlug({ outDir: 'core/index' })).toBe('slug: /core/index/overview');
  });

  it('leaves other overviews at their folder', () => {
    expect(entryOverviewPath({ outDir: 'react-querybuilder/parseSQL' })).toBe('react-querybuilder/parseSQL');
    expect(entryOverviewPath({ outDir: 'antd' })).toBe('antd');
    expect(entryOverviewSlug({ outDir: 'datetime/date-fns' })).toBeNull();
  });

  it('adds the slug to front matter a page has, or gives it one', () => {
    expect(withFrontMatterLine('---\ntitle: "x"\n---\n\n# x', 'slug: /a/index/overview')).toBe('---\nslug: /a/index/overview\ntitle: "x"\n---\n\n# x');
    expect(withFrontMatterLine('# x', 'slug: /a/index/overview')).toBe('---\nslug: /a/index/overview\n---\n\n# x');
  });
});

describe('unresolved {@link} text', () => {
  it('shows the link text, not the declaration reference', () => {
    expect(linkDisplayText('index!QueryBuilder QueryBuilder')).toBe('QueryBuilder');
    expect(linkDisplayText('formatQuery | the export function')).toBe('the export function');
    expect(linkDisplayText('index!RuleGroupType')).toBe('RuleGroupType');
    expect(linkDisplayText('QueryBuilder#props')).toBe('QueryBuilder.props');
    expect(linkDisplayText('anything', 'TS text')).toBe('TS text');
  });

  it('treats identifiers as code and prose as text', () => {
    expect(looksLikeCode('RuleGroupType.rules')).toBe(true);
    expect(looksLikeCode('parseSQL()')).toBe(true);
    expect(looksLikeCode('the export function')).toBe(false);
  });
});

describe('pages', () => {
  it('puts the version line under the title', () => {
    const page = versionLine(antd, antd.entries[0]!, '# @react-querybuilder/antd\n\n## Functions\n');
    expect(page.split('\n').slice(0, 3)).toEqual([
      '# @react-querybuilder/antd',
      '',
      'Documents `@react-querybuilder/antd` 8.24.1, generated from the type declarations the published package ships. Import from `@react-querybuilder/antd`.',
    ]);
  });

  it('lists packages on the index with version and an MDX-safe description', () => {
    const index = apiIndexPage([{ ...antd, packageName: 'react-querybuilder', route: 'react-querybuilder' }, { ...antd, description: 'Uses <Select> {and} a|b' }]);
    expect(index).toContain('slug: /');
    expect(index).toContain('- [`@react-querybuilder/antd`](./antd/index.md) 8.24.1: Uses \\<Select\\> \\{and\\} a\\|b');
    expect(index).not.toContain('| ');
    expect(escapeMarkdownText('a_b*c')).toBe('a\\_b\\*c');
  });

  it('says in words which packages were written for this site', () => {
    const index = apiIndexPage([
      { ...antd, packageName: 'react-querybuilder', route: 'react-querybuilder' },
      { ...antd, packageName: '@react-querybuilder/bulma', route: 'bulma', source: 'stand-in', description: 'Bulma components (private stand-in for the published package)' },
    ]);
    expect(index).toContain('- [`@react-querybuilder/bulma`](./bulma/index.md) 8.24.1 (written for this site): Bulma components');
    expect(index).toContain('does not have `@react-querybuilder/bulma`');
    expect(index).not.toMatch(/stand-in/);
  });

  it('explains companion versions older than the main package, and only those', () => {
    const main = { ...antd, packageName: 'react-querybuilder', route: 'react-querybuilder' };
    const index = apiIndexPage([main, { ...antd, packageName: '@react-querybuilder/native', version: '8.13.0' }, { ...antd, version: '8.24.1' }]);
    expect(index).toContain('## Why some versions are older than 8.24.1');
    expect(index).toContain('The newest release of `@react-querybuilder/native` 8.13.0 in the registry is older than 8.24.1');
    expect(apiIndexPage([main, antd])).not.toContain('Why some versions');
  });

  it('lists a shared entry point by kind, linked to the pages of the package that documents it', () => {
    const core: DocumentedPackage = { ...antd, packageName: '@react-querybuilder/core', route: 'core', sharesPagesWith: 'react-querybuilder' };
    const entry = { entry: 'derivations', importPath: '@react-querybuilder/core/derivations', file: '/d.mts', outDir: 'core/derivations' };
    const page = sharedEntryPage(core, entry, [
      { name: 'RuleType', package: 'react-querybuilder', entry: 'index', kind: 'interfaces', url: '/api/react-querybuilder/index/interfaces/RuleType' },
      { name: 'add', package: 'react-querybuilder', entry: 'index', kind: 'functions', url: '/api/react-querybuilder/index/functions/add' },
    ]);
    expect(page).toContain('# @react-querybuilder/core/derivations');
    expect(page.indexOf('## Functions')).toBeLessThan(page.indexOf('## Interfaces'));
    expect(page).toContain('- [`add`](/api/react-querybuilder/index/functions/add)');
    expect(page).toContain('[Framework adapters](/docs/utils/framework-adapters)');
  });

  it('names the entry points without React under an item page title', () => {
    const entries = [
      { entry: 'index', importPath: '@react-querybuilder/core', file: '', outDir: 'core/index' },
      { entry: 'derivations', importPath: '@react-querybuilder/core/derivations', file: '', outDir: 'core/derivations' },
    ];
    expect(alsoExportedLine(entries, '# Function: add()\n\nBody').split('\n').slice(0, 3)).toEqual([
      '# Function: add()',
      '',
      'Also exported, without React, by [`@react-querybuilder/core`](/api/core/index/overview) and [`@react-querybuilder/core/derivations`](/api/core/derivations).',
    ]);
  });

  it('turns TypeDoc row anchors into anchors Docusaurus checks', () => {
    expect(registerAnchors('| <a id="property-rules"></a> `rules` |')).toBe('| <ApiAnchor id="property-rules" /> `rules` |');
  });
});

describe('titles and overloads', () => {
  it('titles pages without the Markdown escapes of their heading', () => {
    expect(plainTitle('Interface: RuleType\\<F, O, V, C, M\\>')).toBe('Interface: RuleType<F, O, V, C, M>');
    expect(plainTitle('Variable: DEFAULT\\_CACHE\\_TTL')).toBe('Variable: DEFAULT_CACHE_TTL');
    expect(plainTitle('~~Type Alias: NameLabelPair\\<N\\>~~')).toBe('Type Alias: NameLabelPair<N> (deprecated)');
    const page = finishPage('# Interface: RuleType\\<F\\>\n\nBody');
    expect(page.split('\n').slice(0, 5)).toEqual(['---', 'title: "Interface: RuleType<F>"', '---', '', '# Interface: RuleType\\<F\\>']);
    expect(finishPage('# Function: add()\n\nBody')).toBe('# Function: add()\n\nBody');
  });

  it('names each overload by the parameter types that differ, then by return type, then by number', () => {
    const sig = (returns: string, ...params: Array<[string, string]>) => ({ name: 'f', returns, params: params.map(([name, type]) => ({ name, type })) });
    expect(
      signatureHeadings([
        sig('string', ['q', 'RuleGroupTypeAny']),
        sig('string', ['q', 'RuleGroupTypeAny'], ['options', '| "sql" | FormatQueryOptions & object']),
        sig('X', ['q', 'RuleGroupTypeAny'], ['options', 'FormatQueryOptions']),
      ])
    ).toEqual(['f(q)', 'f(q, "sql")', 'f(q, options: FormatQueryOptions)']);
    expect(signatureHeadings([sig('A', ['o', 'object']), sig('B', ['o', 'object'])])).toEqual(['f(o): A', 'f(o): B']);
    expect(signatureHeadings([sig('A', ['o', 'object']), sig('A', ['o', 'object'])])).toEqual(['f(o): A (1)', 'f(o): A (2)']);
  });

  it('relabels the call signatures of an overloaded page and keeps their subheadings out of the TOC', () => {
    const signature = (code: string, type: string) =>
      ['## Call Signature', '', '```ts', code, '```', '', '### Parameters', '', '| Parameter | Type |', '| :-- | :-- |', `| \`options\` | ${type} |`, '', '### Returns', '', '`string`', ''];
    const page = finishPage(['# Function: formatQuery()', '', ...signature('function formatQuery(options): string;', '`"sql"`'), ...signature('function formatQuery(options): string;', '`"cel"`')].join('\n'));
    expect(page.split('\n').filter(line => line.startsWith('#'))).toEqual([
      '# Function: formatQuery()',
      '## Call signature: `formatQuery("sql")`',
      '### Parameters',
      '### Returns',
      '## Call signature: `formatQuery("cel")`',
      '### Parameters',
      '### Returns',
    ]);
    expect(page.startsWith('---\ntoc_max_heading_level: 2\n---\n')).toBe(true);
  });
});

describe('sidebar', () => {
  it('regroups TypeDoc groups into kinds, listed alphabetically', () => {
    const typedocSidebar: SidebarItem[] = [
      { type: 'category', label: 'Components', items: [{ type: 'doc', id: 'antd/functions/AntDValueEditor', label: 'AntDValueEditor' }] },
      { type: 'category', label: 'Props', items: [{ type: 'doc', id: 'antd/interfaces/AntDActionProps' }, { type: 'doc', id: 'antd/variables/antdTranslations' }] },
      { type: 'category', label: 'Type Aliases', items: [{ type: 'doc', id: 'antd/type-aliases/RemoveDataIndexKeys' }] },
      { type: 'category', label: 'Classes', items: [{ type: 'doc', id: 'antd/classes/Thing' }] },
    ];
    const grouped = groupByKind(typedocSidebar, 'antd');
    expect(grouped.map(item => (item.type === 'category' ? item.label : ''))).toEqual([
      'Classes',
      'Functions',
      'Interfaces',
      'Type Aliases',
      'Variables',
    ]);
    expect(grouped[1]).toMatchObject({ items: [{ id: 'antd/functions/AntDValueEditor', label: 'AntDValueEditor' }] });
  });
});

describe('page count check', () => {
  it('accepts counts within 10% and rejects others', () => {
    expect(pageCountWithinTolerance(1000, 1000)).toBe(true);
    expect(pageCountWithinTolerance(905, 1000)).toBe(true);
    expect(pageCountWithinTolerance(880, 1000)).toBe(false);
    expect(pageCountWithinTolerance(0, 0)).toBe(false);
    expect(() => checkPageCount({ pages: 500, exportedSymbols: 1000 })).toThrow(/500 pages .* 1000 exported items/);
  });

  // `npm test` runs this before its build, against the reference the last build generated (the
  // generator itself refuses to finish with a count outside the tolerance).
  const generationFile = join(__dirname, '..', '..', 'api', '.generation.json');
  it.runIf(existsSync(generationFile))('holds for the generated reference in api/', () => {
    const stats: GenerationStats = JSON.parse(readFileSync(generationFile, 'utf8'));
    expect(pageCountWithinTolerance(stats.pages, stats.exportedSymbols)).toBe(true);
    for (const set of stats.pageSets) expect(set.sharedWith ? set.exportedSymbols : set.pages, set.outDir).toBeGreaterThan(0);
  });
});
