import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareRuleGroup } from 'react-querybuilder';
import * as jsdate from '@react-querybuilder/datetime/jsdate';
import {
  datetimeFormats,
  datetimeModule,
  datetimeOverrides,
  datetimeOverrideSources,
  datetimeProcessorNames,
  loadDateTimeOverrides,
} from './datetime';
import { demoFields } from './fields';
import { exportQuery, formatCallImports, formatCallSource, formatTable, isFormatId, type ExportSettings } from './formats';

const settings: ExportSettings = { fields: demoFields, validate: true, parseNumbers: false, sqlPreset: 'ansi' };
const bornAfter1990 = prepareRuleGroup({
  combinator: 'and',
  rules: [{ field: 'birthDate', operator: '>', value: '1990-01-01' }],
});
const bornBetween = prepareRuleGroup({
  combinator: 'and',
  rules: [{ field: 'birthDate', operator: 'between', value: '1954-10-03,1960-06-06' }],
});

describe('date-time package mapping', () => {
  it('names a processor the native Date entry point exports for each covered format', () => {
    for (const [format, name] of Object.entries(datetimeProcessorNames)) {
      expect(isFormatId(format), format).toBe(true);
      expect(jsdate[name], name).toBeTypeOf('function');
    }
  });

  it('loads the native Date entry point, the one with no date library behind it', async () => {
    const overrides = await loadDateTimeOverrides();
    expect(datetimeModule).toBe('@react-querybuilder/datetime/jsdate');
    expect(overrides.sql?.ruleProcessor).toBe(jsdate.datetimeRuleProcessorSQL);
    expect(overrides.parameterized_named?.ruleProcessor).toBe(jsdate.datetimeRuleProcessorParameterized);
    expect(Object.keys(overrides).sort()).toEqual([...datetimeFormats].sort());
  });

  it('turns a date comparison into a typed SQL literal', () => {
    const overrides = datetimeOverrides(jsdate);
    expect(exportQuery(bornAfter1990, 'sql', settings)).toBe("(birthDate > '1990-01-01')");
    expect(exportQuery(bornAfter1990, 'sql', { ...settings, overrides })).toBe("(birthDate > DATE '1990-01-01')");
    expect(exportQuery(bornBetween, 'sql', { ...settings, overrides })).toBe(
      "(birthDate between DATE '1954-10-03' and DATE '1960-06-06')"
    );
  });

  it('follows the SQL dialect through the preset', () => {
    const overrides = datetimeOverrides(jsdate);
    const sql = (sqlPreset: ExportSettings['sqlPreset']) => exportQuery(bornAfter1990, 'sql', { ...settings, sqlPreset, overrides });
    expect(sql('postgresql')).toBe(`("birthDate" > '1990-01-01'::date)`);
    expect(sql('mssql')).toBe("([birthDate] > CAST('1990-01-01' AS DATE))");
    expect(sql('mysql')).toBe("(birthDate > CAST('1990-01-01' AS DATE))");
    expect(sql('oracle')).toBe("(birthDate > DATE '1990-01-01')");
  });

  it('changes the date rules of CEL, SpEL, JsonLogic, MongoDB and natural language', () => {
    const overrides = datetimeOverrides(jsdate);
    const withPackage = (format: 'cel' | 'spel' | 'jsonlogic' | 'mongodb_query' | 'natural_language') =>
      exportQuery(bornAfter1990, format, { ...settings, overrides });
    expect(withPackage('cel')).toMatch(/^birthDate > timestamp\("\d{4}-\d\d-\d\dT\d\d:\d\d:00Z"\)$/);
    expect(withPackage('spel')).toBe("birthDate > T(java.time.LocalDate).parse('1990-01-01')");
    expect(JSON.parse(withPackage('jsonlogic'))).toEqual({ and: [{ 'datetime>': [{ var: 'birthDate' }, '1990-01-01', 'date'] }] });
    // A Date object (local midnight), printed as its ISO string.
    expect(withPackage('mongodb_query')).toMatch(/"\$gt": "\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z"/);
    expect(withPackage('natural_language')).toBe("Birth date is after '1990-01-01'");
  });

  it('leaves the other formats and the other fields alone', () => {
    const overrides = datetimeOverrides(jsdate);
    const mixed = prepareRuleGroup({
      combinator: 'and',
      rules: [
        { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
        { field: 'birthDate', operator: '>', value: '1990-01-01' },
      ],
    });
    for (const format of formatTable.filter(entry => !(datetimeFormats as readonly string[]).includes(entry.id))) {
      if (format.id === 'json' || format.id === 'diagnostics') continue; // carry random ids
      expect(exportQuery(mixed, format.id, { ...settings, overrides }), format.id).toBe(exportQuery(mixed, format.id, settings));
    }
    expect(exportQuery(mixed, 'sql', { ...settings, overrides })).toContain("firstName like 'Ste%'");
  });

  it('drops an impossible date instead of comparing it as text (validation off)', () => {
    const overrides = datetimeOverrides(jsdate);
    const impossible = prepareRuleGroup({ combinator: 'and', rules: [{ field: 'birthDate', operator: '=', value: '1990-02-30' }] });
    const unvalidated = { ...settings, validate: false, overrides };
    expect(exportQuery(impossible, 'sql', { ...settings, validate: false })).toBe("(birthDate = '1990-02-30')");
    expect(exportQuery(impossible, 'sql', unvalidated)).toBe('(1 = 1)');
  });

  it('shows the processor and its import in the call without loading the package', () => {
    const callSettings = { validate: false, parseNumbers: false, sqlPreset: 'ansi' as const, overrides: datetimeOverrideSources };
    expect(formatCallSource('sql', callSettings)).toContain('ruleProcessor: datetimeRuleProcessorSQL,');
    expect(formatCallImports('sql', callSettings)).toEqual([
      "import { datetimeRuleProcessorSQL } from '@react-querybuilder/datetime/jsdate';",
    ]);
    expect(formatCallImports('prisma', callSettings)).toEqual([]);
    expect(formatCallImports('sql', { ...callSettings, overrides: undefined })).toEqual([]);
  });
});

describe('loading the package', () => {
  // Demo code may name the package in types and in one dynamic import, never in a static import,
  // so the demo's own chunks never carry the package's bytes.
  it('is only ever a dynamic import in the demo code', () => {
    const roots = ['src/demo', ...readdirSync('src/components').filter(name => name.startsWith('Demo')).map(name => join('src/components', name))];
    const files = roots.flatMap(root =>
      readdirSync(root)
        .filter(name => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
        .map(name => join(root, name))
    );
    const staticImport = /^\s*(import|export)\s[^;]*?from\s+['"]@react-querybuilder\/datetime/m;
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(staticImport);
    expect(readFileSync('src/demo/datetime.ts', 'utf8')).toContain("await import('@react-querybuilder/datetime/jsdate')");
  });
});
