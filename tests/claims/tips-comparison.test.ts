import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatQuery } from 'react-querybuilder';
import { coreDeclarations } from './support';

const root = join(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'node_modules/react-querybuilder/package.json'), 'utf8'));
const core = coreDeclarations();
const formats = (core.match(/type ExportFormat = ([^;]+);/)?.[1] ?? '').match(/"\w+"/g)!.map(s => s.slice(1, -1));

describe('tips/comparison', () => {
  it('tips/comparison › At a glance: 23 export formats, including the ones named', () => {
    expect(formats).toHaveLength(23);
    expect(formats).toEqual(
      expect.arrayContaining(['sql', 'parameterized', 'mongodb_query', 'jsonlogic', 'cel', 'spel', 'jsonata', 'elasticsearch', 'prisma', 'drizzle', 'sequelize', 'cypher', 'gremlin', 'sparql', 'natural_language'])
    );
  });

  it('tips/comparison › At a glance: nine parsers (SQL, MongoDB, JsonLogic, CEL, SpEL, JSONata, Cypher, Gremlin, SPARQL)', () => {
    expect(Object.keys(pkg.exports).filter((k: string) => k.startsWith('./parse')).sort()).toEqual(
      ['./parseCEL', './parseCypher', './parseGremlin', './parseJSONata', './parseJsonLogic', './parseMongoDB', './parseSPARQL', './parseSpEL', './parseSQL'].sort()
    );
  });

  it('tips/comparison › At a glance: the query is a plain JSON-serialisable object', () => {
    const query = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: 18 }] };
    expect(JSON.parse(formatQuery(query, 'json_without_ids'))).toEqual(query);
  });

  it('tips/comparison › At a glance: value sources are value, field, parameter and expression', () => {
    expect(core).toMatch(/type ValueSource = [^;]*"parameter"/);
    expect(core).toMatch(/type ValueSource = [^;]*"expression"/);
    expect(core).toMatch(/type ValueSource = [^;]*"field"/);
  });

  it('tips/comparison › At a glance: the UI-kit, drag-and-drop and core packages exist, and the licence is MIT', () => {
    for (const name of ['antd', 'bootstrap', 'bulma', 'chakra', 'fluent', 'mantine', 'material', 'native', 'tremor', 'dnd']) {
      expect(existsSync(join(root, 'node_modules/@react-querybuilder', name, 'package.json'))).toBe(true);
    }
    expect(Object.keys(pkg.dependencies)).toContain('@react-querybuilder/core');
    expect(Object.keys(pkg.exports)).toContain('./history');
    expect(pkg.license).toBe('MIT');
  });
});
