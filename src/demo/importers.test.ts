import { describe, expect, it } from 'vitest';
import { isRuleGroupTypeIC, type RuleType } from 'react-querybuilder';
import { demoFields } from './fields';
import { importLanguages, importQuery, maxImportLength, maxImportedRules, type ImportSettings } from './importers';

const settings: ImportSettings = { fields: demoFields, independentCombinators: false, listsAsArrays: false };

const firstRule = (result: Awaited<ReturnType<typeof importQuery>>) => {
  if (!result.ok) throw new Error(result.message);
  return result.query.rules[0] as RuleType;
};

describe('import adapters', () => {
  it.each(importLanguages.map(language => [language.id, language.example] as const))(
    '%s: its example becomes rules on the demo fields',
    async (id, example) => {
      const result = await importQuery(id, example, settings);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.query.rules).toHaveLength(2);
      expect(firstRule(result)).toMatchObject({ field: 'firstName', value: 'Steve' });
    }
  );

  it.each([
    ['sql', "firstName = 'Steve' AND ("],
    ['sql', 'select from where'],
    ['mongodb', '{ "firstName": '],
    ['jsonlogic', '{"and": [ '],
    ['cel', 'firstName =='],
    ['spel', "firstName == 'Steve' and"],
    ['jsonata', 'firstName = '],
    ['cypher', 'firstName = '],
    ['gremlin', ".has('firstName'"],
    ['sparql', '?firstName = '],
  ])('%s: malformed input %j comes back as an error, not a query', async (id, text) => {
    const result = await importQuery(id, text, settings);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
  });

  it('explains a parse error with the first line of the parser message', async () => {
    const result = await importQuery('sql', 'age >', settings);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^The SQL parser could not read this query: Parse error/) });
  });

  it('treats non-empty input that yields no rules as an error that names the fields', async () => {
    const result = await importQuery('mongodb', '{ "$unknownOperator": 1 }', settings);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('found no rules') });
    if (!result.ok) expect(result.message).toContain('firstName');
  });

  it('rejects fields the demo does not have from parsers that do not check them', async () => {
    const result = await importQuery('cypher', "nickname = 'Slash'", settings);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('nickname') });
  });

  it('asks for input when the box is empty', async () => {
    expect(await importQuery('sql', '   ', settings)).toEqual({ ok: false, message: 'Type or paste a SQL query first.' });
  });

  it('strips the variable marks SPARQL puts on field names', async () => {
    expect(firstRule(await importQuery('sparql', '?age > 30', settings))).toMatchObject({ field: 'age', value: 30 });
  });

  it('produces an independent-combinator query when that option is on', async () => {
    const result = await importQuery('sql', "firstName = 'Steve' AND age > 28", { ...settings, independentCombinators: true });
    expect(result.ok && isRuleGroupTypeIC(result.query)).toBe(true);
  });

  it('refuses text over the length limit before parsing it, with the sizes in the message', async () => {
    const text = `age > 1${' AND age > 1'.repeat(maxImportLength / 10)}`;
    const result = await importQuery('sql', text, settings);
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/too long .*limit is 64 KB/) });
  });

  it('refuses a query with more rules than the builder should render', async () => {
    const text = Array.from({ length: maxImportedRules + 1 }, (_, i) => `age > ${i}`).join(' AND ');
    expect(text.length).toBeLessThan(maxImportLength);
    const result = await importQuery('sql', text, settings);
    expect(result).toEqual({ ok: false, message: expect.stringContaining(`${maxImportedRules + 1} rules`) });
  });
});
