import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkDisplayText, looksLikeCode } from './linkText';
import { documentedSubpaths, typesOfExport, type DocumentedPackage } from './packages';
import { apiIndexPage, escapeMarkdownText, registerAnchors, versionLine } from './pages';
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
    const index = apiIndexPage([{ ...antd, description: 'Uses <Select> {and} a|b' }]);
    expect(index).toContain('slug: /');
    expect(index).toContain('| [`@react-querybuilder/antd`](./antd/index.md) | 8.24.1 | published declarations | Uses \\<Select\\> \\{and\\} a\\|b |');
    const standIn = apiIndexPage([{ ...antd, source: 'stand-in', description: 'Bulma components (private stand-in for the published package)' }]);
    expect(standIn).toContain('| site stand-in | Bulma components |');
    expect(escapeMarkdownText('a_b*c')).toBe('a\\_b\\*c');
  });

  it('turns TypeDoc row anchors into anchors Docusaurus checks', () => {
    expect(registerAnchors('| <a id="property-rules"></a> `rules` |')).toBe('| <ApiAnchor id="property-rules" /> `rules` |');
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
    for (const set of stats.pageSets) expect(set.pages, set.outDir).toBeGreaterThan(0);
  });
});
