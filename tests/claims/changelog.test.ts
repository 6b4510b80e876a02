import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as rqb8 from 'react-querybuilder';
import * as rqb7 from 'rqb7';
import { coreDeclarations } from './support';

const root = join(__dirname, '../..');
const pkg8 = JSON.parse(readFileSync(join(root, 'node_modules/react-querybuilder/package.json'), 'utf8'));
const pkg7 = JSON.parse(readFileSync(join(root, 'node_modules/rqb7/package.json'), 'utf8'));
const page = readFileSync(join(root, 'docs/changelog.mdx'), 'utf8');
const types7 = readdirSync(join(root, 'node_modules/rqb7/dist/types/types')).map(f => readFileSync(join(root, 'node_modules/rqb7/dist/types/types', f), 'utf8')).join('\n');
const format7 = (types7.match(/export type ExportFormat = ([^;]+);/)?.[1] ?? '').match(/"\w+"/g)!.map(s => s.slice(1, -1));
const core = coreDeclarations();
const format8 = (core.match(/type ExportFormat = ([^;]+);/)?.[1] ?? '').match(/"\w+"/g)!.map(s => s.slice(1, -1));
const q = { combinator: 'and', rules: [{ field: 'a', operator: '=', value: 'x' }] };

describe('changelog', () => {
  it('changelog › intro: the docs describe 8.24.1, and the table starts with it', () => {
    expect(pkg8.version).toBe('8.24.1');
    expect(page).toMatch(/\| Published \|\n\| --- \| --- \|\n\| 8\.24\.1 \|/);
  });

  it('changelog › Releases: the table lists versions in descending order with ISO dates', () => {
    const rows = [...page.matchAll(/^\| (8\.\d+\.\d+) \| (\d{4}-\d{2}-\d{2}) \|$/gm)].map(m => m[1]!);
    expect(rows.length).toBeGreaterThan(30);
    const sorted = [...rows].sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
    expect(rows).toEqual(sorted);
    expect(rows.at(-1)).toBe('8.0.0');
  });

  it('changelog › What 8.x adds: the history, async and three parser entry points are new', () => {
    const only8 = Object.keys(pkg8.exports).filter(k => !(k in pkg7.exports));
    expect(only8).toEqual(expect.arrayContaining(['./history', './async', './parseCypher', './parseGremlin', './parseSPARQL']));
    expect(pkg7.version).toBe('7.7.1');
  });

  it('changelog › What 8.x adds: eleven export formats are new, on top of the twelve of 7.7.1', () => {
    expect(format7).toHaveLength(12);
    expect(format8.filter(f => !format7.includes(f))).toEqual(['mongodb_query', 'ldap', 'drizzle', 'tanstack_db', 'prisma', 'sequelize', 'cypher', 'gql', 'sparql', 'gremlin', 'diagnostics']);
    expect(rqb8.formatQuery(q, 'ldap')).toBe('(a=x)');
    expect(rqb7.formatQuery(q as never, 'ldap' as never)).toBe('');
  });

  it('changelog › What 8.x adds: QueryManager, useQueryManager and the five control keys are new', () => {
    expect(['QueryManager', 'useQueryManager'].filter(k => k in rqb7)).toEqual([]);
    expect(['QueryManager', 'useQueryManager'].every(k => k in rqb8)).toBe(true);
    const keys7 = Object.keys(rqb7.defaultControlElements);
    expect(rqb8.controlKeys.filter(k => !keys7.includes(k))).toEqual(['matchModeEditor', 'muteGroupAction', 'muteRuleAction', 'undoRedoActions', 'ungroupAction']);
  });

  it('changelog › What 8.x adds: the parameter value source is new', () => {
    expect(types7).toContain('export type ValueSource = "value" | "field";');
    expect(core).toMatch(/type ValueSource = [^;]*"parameter"/);
  });

  it('changelog › What 8.x adds: both lines need React 18 or later, and 8.x depends on @react-querybuilder/core', () => {
    expect([pkg7.peerDependencies.react, pkg8.peerDependencies.react]).toEqual(['>=18', '>=18']);
    expect(Object.keys(pkg8.dependencies)).toContain('@react-querybuilder/core');
    expect(Object.keys(pkg7.dependencies ?? {})).not.toContain('@react-querybuilder/core');
  });
});
