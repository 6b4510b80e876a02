import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { formatQuery as formatQuery7, type RuleGroupType as RuleGroupType7 } from 'rqb7';
import { parseCEL as parseCEL7 } from 'rqb7/parseCEL';
import { parseJsonLogic as parseJsonLogic7 } from 'rqb7/parseJsonLogic';
import { parseMongoDB as parseMongoDB7 } from 'rqb7/parseMongoDB';
import { parseSpEL as parseSpEL7 } from 'rqb7/parseSpEL';
import { parseSQL as parseSQL7 } from 'rqb7/parseSQL';
import { formatQuery } from 'react-querybuilder';
import { parseMongoDB } from 'react-querybuilder/parseMongoDB';
import { parseSpEL } from 'react-querybuilder/parseSpEL';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { musicianQuery } from './support';

// Claims of versioned_docs/version-7/utils/import.mdx: 7.x behaviour against react-querybuilder
// 7.7.1 (rqb7), and what the page says of 8.x against 8.24.1.

const query = musicianQuery() as unknown as RuleGroupType7;
const opts = { listsAsArrays: true };

describe('v7 utils/import › Use a parsed query', () => {
  it('v7 utils/import › Use a parsed query: the mongodb format is a string in 7.x and in 8.x', () => {
    expect(typeof formatQuery7(query, 'mongodb')).toBe('string');
    expect(typeof formatQuery(query, 'mongodb')).toBe('string');
  });
  it('v7 utils/import › Use a parsed query: 7.x has no mongodb_query format (it returns "")', () => {
    expect(formatQuery7(query, 'mongodb_query' as never)).toBe('');
  });
});

describe('v7 utils/import › Round trips', () => {
  const expected7 = formatQuery7(query, 'json_without_ids');
  it('v7 utils/import › Round trips: sql in 7.x', () => {
    expect(JSON.stringify(parseSQL7(formatQuery7(query, { format: 'sql', parseNumbers: true }), opts))).toBe(expected7);
  });
  it('v7 utils/import › Round trips: mongodb in 7.x', () => {
    expect(JSON.stringify(parseMongoDB7(formatQuery7(query, 'mongodb'), opts))).toBe(expected7);
  });
  it('v7 utils/import › Round trips: mongodb in 8.x', () => {
    expect(JSON.stringify(parseMongoDB(formatQuery(query, 'mongodb'), opts))).toBe(formatQuery(query, 'json_without_ids'));
  });
  it('v7 utils/import › Round trips: jsonlogic and cel in 7.x', () => {
    expect(JSON.stringify(parseJsonLogic7(formatQuery7(query, 'jsonlogic'), opts))).toBe(expected7);
    expect(JSON.stringify(parseCEL7(formatQuery7(query, 'cel'), opts))).toBe(expected7);
  });
});

describe('v7 utils/import › parseSpEL', () => {
  it('v7 utils/import › parseSpEL: 7.x writes matches \'^Ste\' without .*', () => {
    expect(formatQuery7({ combinator: 'and', rules: [{ field: 'firstName', operator: 'beginsWith', value: 'Ste' }] }, 'spel')).toBe("firstName matches '^Ste'");
  });
  it('v7 utils/import › parseSpEL: in 7.x the SpEL round trip keeps the value', () => {
    const spel = formatQuery7({ combinator: 'and', rules: [{ field: 'firstName', operator: 'beginsWith', value: 'Ste' }] }, 'spel');
    expect(parseSpEL7(spel).rules[0]).toEqual({ field: 'firstName', operator: 'beginsWith', value: 'Ste' });
  });
  it('v7 utils/import › parseSpEL: since v8 the .* stays in the value', () => {
    const spel = formatQuery({ combinator: 'and', rules: [{ field: 'firstName', operator: 'beginsWith', value: 'Ste' }] }, 'spel');
    expect(parseSpEL(spel).rules[0]).toMatchObject({ value: 'Ste.*' });
  });
  it('v7 utils/import › Errors: an empty string makes parseSpEL throw a TypeError in 7.x and 8.x', () => {
    expect(() => parseSpEL7('')).toThrow(TypeError);
    expect(() => parseSpEL('  ')).toThrow(TypeError);
  });
  it('v7 utils/import › Errors: invalid SpEL returns an empty group in 7.x', () => {
    expect(parseSpEL7('age >').rules).toEqual([]);
  });
});

describe('v7 utils/import › parseSQL', () => {
  it('v7 utils/import › parseSQL errors: invalid SQL throws in 7.x', () => {
    expect(() => parseSQL7("firstName = 'Steve' AND")).toThrow(Error);
  });
  it('v7 utils/import › params: @name without configuration is a field comparison in 7.x and 8.x', () => {
    const expected = { field: 'firstName', operator: '=', value: '@name', valueSource: 'field' };
    expect(parseSQL7('firstName = @name').rules[0]).toEqual(expected);
    expect(parseSQL('firstName = @name').rules[0]).toEqual(expected);
  });
  it('v7 utils/import › params: paramPrefix "@" with params replaces @name in 7.x', () => {
    expect(parseSQL7('firstName = @name', { paramPrefix: '@', params: { name: 'Steve' } }).rules[0]).toEqual({ field: 'firstName', operator: '=', value: 'Steve' });
  });
  it('v7 utils/import › listsAsArrays: comma-separated by default in 7.x', () => {
    expect(parseSQL7("i IN ('a', 'b')").rules[0]).toMatchObject({ value: 'a, b' });
  });
  it('v7 utils/import › generateIDs (since v8): 8.x adds ids', () => {
    expect(typeof parseSQL("a = 1", { generateIDs: true }).id).toBe('string');
  });
  it('v7 utils/import › Options: the live sample parses the same in 7.x without generateIDs', () => {
    expect(parseSQL7("firstName LIKE 'Ste%' AND (age >= 18 OR lastName = 'Vai')").rules).toHaveLength(2);
  });
  it('v7 utils/import › parseMongoDB: invalid JSON returns an empty group in 7.x', () => {
    expect(parseMongoDB7('{ "age": ').rules).toEqual([]);
  });
});

describe('v7 utils/import › packages', () => {
  const require = createRequire(import.meta.url);
  it('v7 utils/import › Since v8: 7.x bundles what parseSpEL and parseJSONata need (no spel2js or jsonata dependency)', () => {
    const pkg = require('rqb7/package.json') as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
    expect(deps.filter(d => d === 'spel2js' || d === 'jsonata')).toEqual([]);
    const spel = readFileSync(require.resolve('rqb7/parseSpEL'), 'utf8');
    expect(spel).not.toMatch(/require\(["']spel2js["']\)/);
  });
});
