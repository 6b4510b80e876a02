import { describe, expect, it } from 'vitest';
import { isRuleGroupTypeIC, type RuleType } from 'react-querybuilder';
import { demoFields } from './fields';
import { formatQuery } from 'react-querybuilder';
import {
  importLanguages,
  importQuery,
  maxImportLength,
  maxImportedRules,
  parserCallSource,
  type ImportSettings,
} from './importers';

const settings: ImportSettings = { fields: demoFields, independentCombinators: false, listsAsArrays: false };

const firstRule = (result: Awaited<ReturnType<typeof importQuery>>) => {
  if (!result.ok) throw new Error(result.message);
  return result.query.rules[0] as RuleType;
};

describe('import adapters', () => {
  it.each(importLanguages.map(language => [language.id, language.sample] as const))(
    '%s: its sample becomes rules on the demo fields, starting with firstName',
    async (id, sample) => {
      const result = await importQuery(id, sample, settings);
      if (!result.ok) throw new Error(result.message);
      expect(firstRule(result)).toMatchObject({ field: 'firstName', value: 'Ste' });
      expect(formatQuery(result.query, 'sql').length).toBeGreaterThan(30);
    }
  );

  /** SQL of an import, or the message when it fails. */
  const importedSQL = async (id: string, text: string) => {
    const result = await importQuery(id, text, settings);
    return result.ok ? formatQuery(result.query, { format: 'sql', parseNumbers: true }) : result.message;
  };

  it('SQL note: reads a bare condition and a whole SELECT … WHERE statement alike', async () => {
    expect(await importedSQL('sql', "SELECT * FROM musicians WHERE age > 28 AND firstName = 'Steve'")).toBe(
      "(age > 28 and firstName = 'Steve')"
    );
    expect(await importedSQL('sql', "age > 28 AND firstName = 'Steve'")).toBe("(age > 28 and firstName = 'Steve')");
  });

  it('SQL note: a syntax error comes back whole, with position, expected tokens and what it got', async () => {
    const result = await importQuery('sql', "lastName = 'Vai' AND (", settings);
    expect(result).toMatchObject({ ok: false, message: 'The SQL parser could not read this query.' });
    if (result.ok) return;
    expect(result.detail?.split('\n')).toEqual([
      'Parse error on line 1:',
      "...stName = 'Vai' AND (",
      '-----------------------^',
      expect.stringMatching(/^Expecting '\(', 'SELECT', .*, got 'EOF'$/),
    ]);
  });

  it('MongoDB note: reads $and, $or, $not, $in, $nin and $regex', async () => {
    expect(
      await importedSQL(
        'mongodb',
        '{ "$or": [{ "age": { "$not": { "$gt": 28 } } }, { "lastName": { "$nin": ["Vai"] } }], "firstName": { "$regex": "^Ste" }, "instrument": { "$in": ["Bass"] } }'
      )
    ).toBe("((age <= 28 or lastName not in ('Vai')) and firstName like 'Ste%' and instrument in ('Bass'))");
  });

  it('MongoDB note: leaves out $exists conditions and $nor groups without a warning', async () => {
    expect(await importedSQL('mongodb', '{ "email": { "$exists": true }, "$nor": [{ "age": 1 }], "firstName": "Steve" }')).toBe(
      "(firstName = 'Steve')"
    );
  });

  it.each([
    ['mongodb', '{ "age": { "$gt": 28 }'],
    ['jsonlogic', '{ "and": [ '],
  ])('%s: malformed JSON is reported as a JSON error with JSON.parse’s message', async (id, text) => {
    const result = await importQuery(id, text, settings);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/^This is not valid JSON/) });
    if (!result.ok) expect(result.detail).toMatch(/JSON/);
  });

  it('JsonLogic note: and, !, three-argument <= as between, in with a list, startsWith and endsWith', async () => {
    expect(
      await importedSQL(
        'jsonlogic',
        '{ "and": [{ "!": { "==": [{ "var": "age" }, 3] } }, { "<=": [30, { "var": "age" }, 60] }, { "in": [{ "var": "instrument" }, ["Bass"]] }, { "startsWith": [{ "var": "firstName" }, "S"] }, { "endsWith": [{ "var": "lastName" }, "i"] }] }'
      )
    ).toBe("(NOT (age = 3) and age between 30 and 60 and instrument in ('Bass') and firstName like 'S%' and lastName like '%i')");
  });

  it('CEL note: text it cannot read gives no rules, not an error message from the parser', async () => {
    const result = await importQuery('cel', 'firstName == ', settings);
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('found no rules') });
    if (!result.ok) expect(result.detail).toBeUndefined();
  });

  it('CEL note: reads startsWith, endsWith and contains', async () => {
    expect(await importedSQL('cel', 'firstName.startsWith("S") && lastName.endsWith("i") && email.contains("@")')).toBe(
      "(firstName like 'S%' and lastName like '%i' and email like '%@%')"
    );
  });

  it('SpEL note: matches ^… is begins-with, and method calls are left out', async () => {
    expect(await importedSQL('spel', "firstName matches '^Ste' and lastName.startsWith('V') and age > 28")).toBe(
      "(firstName like 'Ste%' and age > 28)"
    );
  });

  it('JSONata note: $contains is read, $startsWith is left out', async () => {
    expect(await importedSQL('jsonata', '$contains(firstName, "Ste") and $startsWith(lastName, "V") and age > 28')).toBe(
      "(firstName like '%Ste%' and age > 28)"
    );
  });

  it('Cypher note: with or without WHERE; MATCH keeps the variable; an IN list gives no rules', async () => {
    expect(await importedSQL('cypher', "WHERE firstName STARTS WITH 'S' AND lastName ENDS WITH 'i' AND email CONTAINS '@'")).toBe(
      "(firstName like 'S%' and lastName like '%i' and email like '%@%')"
    );
    expect(await importedSQL('cypher', 'age > 28')).toBe('(age > 28)');
    expect(await importedSQL('cypher', 'MATCH (m:Musician) WHERE m.age > 28 RETURN m')).toContain('fields the demo does not have (m.age)');
    expect(await importedSQL('cypher', "age > 28 AND instrument IN ['Bass']")).toContain('found no rules');
  });

  it('Gremlin note: chained has() with or without g.V(), predicates; or() gives no rules', async () => {
    expect(await importedSQL('gremlin', "g.V().has('age', between(30, 60)).has('instrument', within('Bass'))")).toBe(
      "(age between 30 and 60 and instrument in ('Bass'))"
    );
    expect(await importedSQL('gremlin', ".has('age', gt(28))")).toBe('(age > 28)');
    expect(await importedSQL('gremlin', "g.V().or(__.has('age', gt(28)), __.has('isTouring', true))")).toContain('found no rules');
  });

  it('SPARQL note: a FILTER expression or a whole SELECT query', async () => {
    expect(await importedSQL('sparql', 'SELECT ?m WHERE { ?m ?p ?o . FILTER(?age > 28) }')).toBe('(age > 28)');
    expect(await importedSQL('sparql', '?age > 28')).toBe('(age > 28)');
  });

  it('shows the exact parser call, with the options the import passes', () => {
    expect(parserCallSource('sql', { independentCombinators: false, listsAsArrays: true })).toBe(
      "import { parseSQL } from 'react-querybuilder/parseSQL';\n\nconst query = parseSQL(text, { fields, listsAsArrays: true });"
    );
    expect(parserCallSource('mongodb', { independentCombinators: true, listsAsArrays: false })).toBe(
      "import { parseMongoDB } from 'react-querybuilder/parseMongoDB';\n\nconst query = parseMongoDB(JSON.parse(text), { fields, listsAsArrays: false, independentCombinators: true });"
    );
    expect(parserCallSource('sparql', { independentCombinators: false, listsAsArrays: false })).toBe(
      "import { parseSPARQL } from 'react-querybuilder/parseSPARQL';\n\nconst query = withoutVariableMarks(parseSPARQL(text)); // the demo drops the ? of ?firstName"
    );
  });

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
