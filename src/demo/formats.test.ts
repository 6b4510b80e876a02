import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatQuery, prepareRuleGroup, type ExportFormat, type FormatQueryOptions } from 'react-querybuilder';
import { fieldsForOptions } from './builderProps';
import { demoFields, demoInitialQuery } from './fields';
import {
  exportQuery,
  formatCallDeclarations,
  formatCallSource,
  formatDocsPath,
  formatOptionsFor,
  formatTable,
  sqlPresets,
  type ExportSettings,
} from './formats';

const query = prepareRuleGroup(demoInitialQuery);
const settings: ExportSettings = { fields: demoFields, validate: true, parseNumbers: false, sqlPreset: 'ansi' };

// Every ExportFormat literal must be either in the table or deliberately left out (see formats.ts).
const leftOut = ['mongodb', 'drizzle', 'tanstack_db', 'sequelize'] as const;
const everyExportFormat: Record<ExportFormat, true> = {
  json: true, sql: true, json_without_ids: true, parameterized: true, parameterized_named: true,
  mongodb: true, mongodb_query: true, cel: true, jsonlogic: true, spel: true, elasticsearch: true,
  jsonata: true, natural_language: true, ldap: true, drizzle: true, tanstack_db: true, prisma: true,
  sequelize: true, cypher: true, gql: true, sparql: true, gremlin: true, diagnostics: true,
};

describe('format table', () => {
  it('covers every ExportFormat except the ones left out on purpose', () => {
    const listed: string[] = formatTable.map(format => format.id);
    const expected = Object.keys(everyExportFormat).filter(id => !(leftOut as readonly string[]).includes(id));
    expect([...listed].sort()).toEqual(expected.sort());
  });

  it.each(formatTable.map(format => [format.id, format] as const))('%s returns non-empty text for the demo query', (id, format) => {
    const text = exportQuery(query, id, settings);
    expect(typeof text).toBe('string');
    expect(text.trim().length).toBeGreaterThan(0);
    expect(text).not.toMatch(/^(undefined|null|\{\}|\[\])$/);
    const raw: unknown = formatQuery(query, formatOptionsFor(id, settings) as FormatQueryOptions);
    expect(typeof raw === 'object', `returnsObject for ${id}`).toBe(format.returnsObject);
  });

  it('follows the query: a changed value shows up in every text format', () => {
    const changed = prepareRuleGroup({ ...demoInitialQuery, rules: [{ field: 'firstName', operator: '=', value: 'Joni' }] });
    for (const format of formatTable) {
      expect(exportQuery(changed, format.id, settings), format.id).toContain('Joni');
    }
  });

  it('applies the SQL dialect preset to the SQL formats', () => {
    const quoted = exportQuery(query, 'sql', { ...settings, sqlPreset: 'mssql' });
    expect(quoted).toContain('[firstName]');
    const numbered = exportQuery(query, 'parameterized', { ...settings, sqlPreset: 'postgresql' });
    expect(numbered).toContain('$1');
    expect(sqlPresets).toEqual(expect.arrayContaining(['ansi', 'mssql', 'mysql', 'oracle', 'postgresql', 'sqlite']));
  });

  it('leaves invalid rules out while validation is on', () => {
    const invalid = prepareRuleGroup({ combinator: 'and', rules: [{ field: 'email', operator: '=', value: 'nope' }, { field: 'age', operator: '=', value: '30' }] });
    expect(exportQuery(invalid, 'sql', settings)).not.toContain('nope');
    const unvalidated = { ...settings, fields: fieldsForOptions({ validateQuery: false }), validate: false };
    expect(exportQuery(invalid, 'sql', unvalidated)).toContain('nope');
  });

  it('shows the exact call, options in the order they are passed', () => {
    expect(formatCallSource('sql', { ...settings, sqlPreset: 'postgresql', parseNumbers: true })).toBe(
      "formatQuery(query, {\n  format: 'sql',\n  preset: 'postgresql',\n  fields,\n  parseNumbers: 'strict-limited',\n  validator: defaultValidator,\n})"
    );
    expect(formatCallSource('jsonlogic', { ...settings, validate: false })).toBe(
      "JSON.stringify(formatQuery(query, {\n  format: 'jsonlogic',\n  fields,\n}), null, 2)"
    );
  });

  it('uses a rule processor override for its format only (the date-time seam)', () => {
    const overrides = { sql: { name: 'shoutingRuleProcessor', ruleProcessor: () => 'SHOUT' } };
    expect(exportQuery(query, 'sql', { ...settings, overrides })).toContain('SHOUT');
    expect(formatCallSource('sql', { ...settings, overrides })).toContain('ruleProcessor: shoutingRuleProcessor');
    expect(exportQuery(query, 'cel', { ...settings, overrides })).not.toContain('SHOUT');
  });

  it('links every format to a heading of the export guide and sums it up in one line', () => {
    const guide = readFileSync(join(process.cwd(), 'docs/utils/export.mdx'), 'utf8');
    const anchors = new Set(
      [...guide.matchAll(/^### (.+)$/gm)].map(([, heading]) => /\{\/\* #([\w-]+) \*\/\}/.exec(heading)?.[1] ?? heading.trim())
    );
    for (const format of formatTable) {
      expect(anchors, format.id).toContain(format.docsAnchor);
      expect(formatDocsPath(format.id)).toBe(`/docs/utils/export#${format.docsAnchor}`);
      expect(format.summary).toMatch(/^[A-Z].{10,110}\.$/);
    }
  });

  it('writes natural language in the chosen language, with the options in the displayed call', () => {
    const settings = { fields: demoFields, validate: false, parseNumbers: true, sqlPreset: 'ansi' as const };
    const query = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: '28' }] };
    expect(exportQuery(query, 'natural_language', settings)).toBe('Age is greater than 28');
    expect(exportQuery(query, 'natural_language', { ...settings, nlLanguage: 'de' })).toBe('Alter ist größer als 28');
    expect(exportQuery(query, 'natural_language', { ...settings, nlLanguage: 'ja' })).toBe('年齢が 28 より大きい');
    const call = formatCallSource('natural_language', { ...settings, nlLanguage: 'ja' });
    expect(call).toContain("wordOrder: 'SOV',\n  operatorMap,\n  translations,");
    expect(call).toContain('fields: fields.map(field => ({ ...field, label: fieldLabels[field.name] ?? field.label })),');
    expect(formatCallDeclarations('natural_language', { ...settings, nlLanguage: 'ja' })[1]).toMatch(/^const fieldLabels: Record<string, string> = \{/);
    expect(formatCallDeclarations('natural_language', settings)).toEqual([]);
    expect(formatCallDeclarations('sql', { ...settings, nlLanguage: 'ja' })).toEqual([]);
  });
});
