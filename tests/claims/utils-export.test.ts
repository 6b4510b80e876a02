import { describe, expect, it } from 'vitest';
import {
  defaultExportOperatorMap,
  defaultNLTranslations,
  defaultValueProcessorByRule,
  formatQuery,
  type RuleGroupType,
  type ValueProcessorByRule,
} from 'react-querybuilder';
import { formatQuery as formatQueryStandalone } from 'react-querybuilder/formatQuery';

// Claims of docs/utils/export.mdx, run against react-querybuilder 8.24.1.

const one = (rule: Record<string, unknown>): RuleGroupType => ({ combinator: 'and', rules: [rule as never] });
const empty: RuleGroupType = { combinator: 'and', rules: [] };
const q1 = one({ field: 'firstName', operator: '=', value: 'Steve' });

describe('utils/export › intro and Signature', () => {
  it('utils/export › intro: the two entry points give functions that behave the same but are not the same object', () => {
    expect(formatQueryStandalone).not.toBe(formatQuery);
    expect(formatQueryStandalone(q1, 'sql')).toBe(formatQuery(q1, 'sql'));
  });
  it('utils/export › Signature: formatQuery(query) returns indented JSON, like json', () => {
    expect(formatQuery(q1)).toBe(JSON.stringify(q1, null, 2));
  });
  it('utils/export › Signature: the format name is case-insensitive at runtime', () => {
    expect(formatQuery(q1, 'SQL' as never)).toBe("(firstName = 'Steve')");
  });
  it('utils/export › Signature: with an upper-case format name, the preset is silently skipped', () => {
    const q = one({ field: 'email', operator: 'contains', value: 'lastName', valueSource: 'field' });
    expect(formatQuery(q, { format: 'sql', preset: 'postgresql' })).toBe(`("email" like '%' || "lastName" || '%')`);
    expect(formatQuery(q, { format: 'SQL' as never, preset: 'postgresql' })).toBe(`(email like '%' || lastName || '%')`);
  });
  it('utils/export › Signature: sequelize returns undefined without the Sequelize operators', () => {
    expect(formatQuery(q1, 'sequelize')).toBeUndefined();
  });
});

describe('utils/export › Formats', () => {
  it('utils/export › json_without_ids: drops id and path', () => {
    expect(formatQuery({ id: 'root', path: [], combinator: 'and', rules: [{ id: 'r', field: 'a', operator: '=', value: 1 }] } as RuleGroupType, 'json_without_ids'))
      .toBe('{"combinator":"and","rules":[{"field":"a","operator":"=","value":1}]}');
  });
  it('utils/export › json: bigint values become {"$bigint": "..."}', () => {
    expect(formatQuery(one({ field: 'a', operator: '=', value: 5n }), 'json_without_ids')).toContain('{"$bigint":"5"}');
  });
  it('utils/export › spel: an in list becomes a group of == comparisons', () => {
    expect(formatQuery(one({ field: 'i', operator: 'in', value: ['g', 'p'] }), 'spel')).toBe("(i == 'g' or i == 'p')");
  });
  it('utils/export › jsonata: contains uses a string inside $contains', () => {
    expect(formatQuery(one({ field: 'a', operator: 'contains', value: 'x' }), 'jsonata')).toBe('$contains(a, "x")');
  });
  it('utils/export › jsonata: beginsWith and endsWith use regular expressions', () => {
    expect(formatQuery({ combinator: 'and', rules: [
      { field: 'b', operator: 'beginsWith', value: 'x' },
      { field: 'c', operator: 'endsWith', value: 'x' },
    ] }, 'jsonata')).toBe('$contains(b, /^x/) and $contains(c, /x$/)');
  });
  it('utils/export › natural_language: numbers are quoted without parseNumbers', () => {
    expect(formatQuery(one({ field: 'age', operator: '>=', value: 18 }), 'natural_language')).toBe("age is greater than or equal to '18'");
  });
  it('utils/export › ldap: in becomes a group of equality filters', () => {
    expect(formatQuery(one({ field: 'i', operator: 'in', value: ['g', 'p'] }), 'ldap')).toBe('(|(i=g)(i=p))');
  });
  it('utils/export › cypher and gql: gql produces the same output', () => {
    const q = one({ field: 'firstName', operator: 'beginsWith', value: 'Ste' });
    expect(formatQuery(q, 'gql')).toBe(formatQuery(q, 'cypher'));
  });
});

describe('utils/export › ldap', () => {
  it('utils/export › ldap: > is written as >= and < as <=', () => {
    expect(formatQuery(one({ field: 'a', operator: '>', value: 1 }), 'ldap')).toBe('(a>=1)');
    expect(formatQuery(one({ field: 'a', operator: '<', value: 1 }), 'ldap')).toBe('(a<=1)');
  });
  it('utils/export › ldap: null is written as the presence test (field=*)', () => {
    expect(formatQuery(one({ field: 'a', operator: 'null', value: null }), 'ldap')).toBe('(a=*)');
  });
  it('utils/export › ldap: notNull is written as (!(field=*))', () => {
    expect(formatQuery(one({ field: 'a', operator: 'notNull', value: null }), 'ldap')).toBe('(!(a=*))');
  });
});

describe('utils/export › Options › format', () => {
  it('utils/export › format: defaults to json', () => {
    expect(formatQuery(q1, {})).toBe(formatQuery(q1, 'json'));
  });
  it('utils/export › format: preset without format selects sql', () => {
    expect(formatQuery(q1, { preset: 'postgresql' })).toBe(`("firstName" = 'Steve')`);
  });
  it('utils/export › format: a name that is not a format returns an empty string', () => {
    expect(formatQuery(q1, 'nope' as never)).toBe('');
  });
});

describe('utils/export › Options › parseNumbers', () => {
  const q = one({ field: 'a', operator: '=', value: '12abc' });
  const n = one({ field: 'age', operator: '>=', value: '18' });
  it('utils/export › parseNumbers: off by default, sql quotes numbers', () => {
    expect(formatQuery(one({ field: 'age', operator: '>=', value: 18 }), 'sql')).toBe("(age >= '18')");
  });
  it('utils/export › parseNumbers: off by default, other formats write a numeric string as a string', () => {
    expect(formatQuery(n, 'cel')).toBe('age >= "18"');
  });
  it('utils/export › parseNumbers: true parses entirely numeric strings', () => {
    expect(formatQuery(n, { format: 'sql', parseNumbers: true })).toBe('(age >= 18)');
  });
  it('utils/export › parseNumbers: "strict" leaves "12abc" a string in json', () => {
    expect(formatQuery(q, { format: 'json_without_ids', parseNumbers: 'strict' })).toContain('"value":"12abc"');
  });
  it('utils/export › parseNumbers: "enhanced" parses "12abc" as 12 in json_without_ids', () => {
    expect(formatQuery(q, { format: 'json_without_ids', parseNumbers: 'enhanced' })).toContain('"value":12}');
  });
  it('utils/export › parseNumbers: "native" parses "12abc" as 12 in json_without_ids', () => {
    expect(formatQuery(q, { format: 'json_without_ids', parseNumbers: 'native' })).toContain('"value":12}');
  });
  it.each(['sql', 'cel', 'spel', 'natural_language'] as const)('utils/export › parseNumbers: "enhanced" behaves like "strict" in %s', format => {
    expect(formatQuery(q, { format, parseNumbers: 'enhanced' })).toBe(formatQuery(q, { format, parseNumbers: 'strict' }));
  });
  it('utils/export › parseNumbers: "native" behaves like "strict" in mongodb_query', () => {
    expect(formatQuery(q, { format: 'mongodb_query', parseNumbers: 'native' })).toEqual({ a: '12abc' });
  });
  it('utils/export › parseNumbers: "strict-limited" parses only fields with inputType number', () => {
    const fields = [{ name: 'age', label: 'Age', inputType: 'number' }, { name: 'zipCode', label: 'Zip' }];
    const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: '>=', value: '18' }, { field: 'zipCode', operator: '=', value: '01234' }] };
    expect(formatQuery(query, { format: 'sql', parseNumbers: 'strict-limited', fields })).toBe("(age >= 18 and zipCode = '01234')");
  });
});

describe('utils/export › Options › validator', () => {
  it('utils/export › validator: false gives the fallback for sql', () => {
    expect(formatQuery(q1, { format: 'sql', validator: () => false })).toBe('(1 = 1)');
  });
  it('utils/export › validator: false gives false for jsonlogic and {} for elasticsearch and prisma', () => {
    expect(formatQuery(q1, { format: 'jsonlogic', validator: () => false })).toBe(false);
    expect(formatQuery(q1, { format: 'elasticsearch', validator: () => false })).toEqual({});
    expect(formatQuery(q1, { format: 'prisma', validator: () => false })).toEqual({});
  });
  it('utils/export › validator: false gives the fallback with empty params for parameterized', () => {
    expect(formatQuery(q1, { format: 'parameterized', validator: () => false })).toEqual({ sql: '(1 = 1)', params: [] });
  });
  it('utils/export › validator: false gives undefined for drizzle', () => {
    expect(formatQuery(q1, { format: 'drizzle', validator: () => false })).toBeUndefined();
  });
  it('utils/export › validator: a failing field validator leaves the rule out', () => {
    const fields = [{ name: 'firstName', label: 'F', validator: () => false }];
    expect(formatQuery({ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'S' }, { field: 'lastName', operator: '=', value: 'V' }] }, { format: 'sql', fields }))
      .toBe("(lastName = 'V')");
  });
});

describe('utils/export › Options › getOperators and getParameters', () => {
  it('utils/export › getOperators: natural_language uses the label of an operator not in operatorMap', () => {
    expect(formatQuery(one({ field: 'age', operator: 'isEven', value: '' }), { format: 'natural_language', getOperators: () => [{ name: 'isEven', label: 'is an even number' }] }))
      .toBe("age is an even number ''");
  });
  it('utils/export › getParameters: a rule naming a parameter not in the list is left out', () => {
    const q: RuleGroupType = { combinator: 'and', rules: [
      { field: 'age', operator: '>=', value: 'minAge', valueSource: 'parameter' },
      { field: 'age', operator: '<=', value: 'maxAge', valueSource: 'parameter' },
    ] };
    expect(formatQuery(q, { format: 'sql', getParameters: () => [{ name: 'minAge', label: 'Min' }] })).toBe('(age >= :minAge)');
  });
});

describe('utils/export › Options › placeholders', () => {
  it('utils/export › placeholderFieldName: defaults to "~"', () => {
    expect(formatQuery({ combinator: 'and', rules: [{ field: '~', operator: '=', value: 'x' }, { field: 'a', operator: '=', value: 'b' }] }, 'sql')).toBe("(a = 'b')");
  });
  it('utils/export › placeholderOperatorName: defaults to "~"', () => {
    expect(formatQuery({ combinator: 'and', rules: [{ field: 'x', operator: '~', value: 'x' }, { field: 'a', operator: '=', value: 'b' }] }, 'sql')).toBe("(a = 'b')");
  });
  it('utils/export › placeholderValueName: no default, a "~" value is exported', () => {
    expect(formatQuery(one({ field: 's', operator: '=', value: '~' }), 'sql')).toBe("(s = '~')");
  });
  it('utils/export › placeholderValueName: "~" leaves the rule out', () => {
    expect(formatQuery(one({ field: 's', operator: '=', value: '~' }), { format: 'sql', placeholderValueName: '~' })).toBe('(1 = 1)');
  });
  it('utils/export › placeholders: muted rules are left out', () => {
    expect(formatQuery({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 'x', muted: true }, { field: 'b', operator: '=', value: 'y' }] }, 'sql')).toBe("(b = 'y')");
  });
  it('utils/export › placeholders: diagnostics keeps muted rules with the code MUTED', () => {
    const result = formatQuery({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 'x', muted: true }] }, 'diagnostics');
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'MUTED', path: [0] })]);
    expect(result.query.rules).toHaveLength(1);
  });
});

describe('utils/export › Options › fallbackExpression', () => {
  it.each([
    ['sql', '(1 = 1)'], ['jsonata', '(1 = 1)'], ['cypher', '(1 = 1)'], ['gql', '(1 = 1)'],
    ['cel', '1 == 1'], ['spel', '1 == 1'], ['sparql', '1 = 1'], ['natural_language', '1 is 1'], ['ldap', ''], ['gremlin', ''],
  ] as const)('utils/export › fallbackExpression: default for %s is %j', (format, expected) => {
    expect(formatQuery(empty, format as 'sql')).toBe(expected);
  });
  it('utils/export › fallbackExpression: parameterized formats use (1 = 1)', () => {
    expect(formatQuery(empty, 'parameterized')).toEqual({ sql: '(1 = 1)', params: [] });
    expect(formatQuery(empty, 'parameterized_named')).toEqual({ sql: '(1 = 1)', params: {} });
  });
  it('utils/export › fallbackExpression: object formats have fixed fallbacks', () => {
    expect(formatQuery(empty, 'mongodb_query')).toEqual({ $and: [{ $expr: true }] });
    expect(formatQuery(empty, 'jsonlogic')).toBe(false);
    expect(formatQuery(empty, 'elasticsearch')).toEqual({});
    expect(formatQuery(empty, 'prisma')).toEqual({});
  });
  it('utils/export › fallbackExpression: mongodb uses the serialized mongodb_query fallback', () => {
    expect(formatQuery(empty, 'mongodb')).toBe('{"$and":[{"$expr":true}]}');
  });
  it('utils/export › fallbackExpression: mongodb wraps a custom fallback in braces', () => {
    expect(formatQuery(empty, { format: 'mongodb', fallbackExpression: 'X' })).toBe('{X}');
  });
  it('utils/export › fallbackExpression: a custom expression replaces the default', () => {
    expect(formatQuery(empty, { format: 'sql', fallbackExpression: '1 = 0' })).toBe('1 = 0');
  });
});

describe('utils/export › Options › quoting', () => {
  const dotted = one({ field: 'dbo.musicians.firstName', operator: '=', value: 'Steve' });
  it('utils/export › quoteFieldNamesWith: no quoting by default', () => {
    expect(formatQuery(q1, 'sql')).toBe("(firstName = 'Steve')");
  });
  it('utils/export › quoteFieldNamesWith: a pair gives different characters on each side', () => {
    expect(formatQuery(q1, { format: 'sql', quoteFieldNamesWith: ['[', ']'] })).toBe("([firstName] = 'Steve')");
  });
  it('utils/export › fieldIdentifierSeparator: default quotes the whole name', () => {
    expect(formatQuery(dotted, { format: 'sql', quoteFieldNamesWith: ['[', ']'] })).toBe("([dbo.musicians.firstName] = 'Steve')");
  });
  it('utils/export › fieldIdentifierSeparator: "." quotes each part in sql', () => {
    expect(formatQuery(dotted, { format: 'sql', quoteFieldNamesWith: ['[', ']'], fieldIdentifierSeparator: '.' })).toBe("([dbo].[musicians].[firstName] = 'Steve')");
  });
  it('utils/export › fieldIdentifierSeparator: parameterized never splits the name', () => {
    expect(formatQuery(dotted, { format: 'parameterized', quoteFieldNamesWith: ['[', ']'], fieldIdentifierSeparator: '.' }).sql).toBe('([dbo.musicians.firstName] = ?)');
  });
  it('utils/export › fieldIdentifierSeparator: parameterized_named never splits the name, even with the mssql preset', () => {
    expect(formatQuery(dotted, { format: 'parameterized_named', preset: 'mssql' }).sql).toBe('([dbo.musicians.firstName] = @dbo.musicians.firstName_1)');
  });
  it('utils/export › quoteValuesWith: defaults to a single quote and doubles it inside values', () => {
    expect(formatQuery(one({ field: 'lastName', operator: '=', value: "O'Brien" }), 'sql')).toBe("(lastName = 'O''Brien')");
  });
  it('utils/export › quoteValuesWith: also applies to natural_language', () => {
    expect(formatQuery(one({ field: 'a', operator: '=', value: 'x' }), { format: 'natural_language', quoteValuesWith: '"' })).toBe('a is "x"');
  });
  it('utils/export › concatOperator: defaults to ||', () => {
    expect(formatQuery(one({ field: 'email', operator: 'beginsWith', value: 'firstName', valueSource: 'field' }), 'sql')).toBe("(email like firstName || '%')");
  });
  it('utils/export › concatOperator: CONCAT calls the function', () => {
    expect(formatQuery(one({ field: 'email', operator: 'beginsWith', value: 'firstName', valueSource: 'field' }), { format: 'sql', concatOperator: 'CONCAT' })).toBe("(email like CONCAT(firstName, '%'))");
  });
});

describe('utils/export › Options › preset and parameters', () => {
  it('utils/export › preset: ansi is the default', () => {
    expect(formatQuery(q1, { format: 'sql', preset: 'ansi' })).toBe(formatQuery(q1, 'sql'));
  });
  it('utils/export › preset: options you pass win over the preset', () => {
    expect(formatQuery(q1, { format: 'sql', preset: 'postgresql', quoteFieldNamesWith: '`' })).toBe("(`firstName` = 'Steve')");
  });
  it('utils/export › paramPrefix: defaults to ":"', () => {
    expect(formatQuery(q1, 'parameterized_named')).toEqual({ sql: '(firstName = :firstName_1)', params: { firstName_1: 'Steve' } });
  });
  it('utils/export › paramsKeepPrefix: off by default, on with the sqlite preset', () => {
    expect(Object.keys(formatQuery(q1, { format: 'parameterized_named', paramPrefix: '$' }).params)).toEqual(['firstName_1']);
    expect(Object.keys(formatQuery(q1, { format: 'parameterized_named', preset: 'sqlite' }).params)[0]).toMatch(/^\W/);
  });
  it('utils/export › numberedParams: off by default, ? placeholders', () => {
    expect(formatQuery(q1, 'parameterized').sql).toBe('(firstName = ?)');
  });
  it('utils/export › numberedParams: the postgresql preset numbers with $', () => {
    expect(formatQuery(q1, { format: 'parameterized', preset: 'postgresql' }).sql).toBe('("firstName" = $1)');
  });
});

describe('utils/export › Options › preserveValueOrder', () => {
  const q = one({ field: 'age', operator: 'between', value: [65, 18] });
  it('utils/export › preserveValueOrder: sql with parseNumbers puts the smaller bound first', () => {
    expect(formatQuery(q, { format: 'sql', parseNumbers: true })).toBe('(age between 18 and 65)');
  });
  it('utils/export › preserveValueOrder: true keeps the entered order', () => {
    expect(formatQuery(q, { format: 'sql', parseNumbers: true, preserveValueOrder: true })).toBe('(age between 65 and 18)');
  });
  it('utils/export › preserveValueOrder: parameterized never reorders', () => {
    expect(formatQuery(q, { format: 'parameterized', parseNumbers: true }).params).toEqual([65, 18]);
  });
  it('utils/export › preserveValueOrder: cypher, gql, sparql and gremlin never reorder', () => {
    expect(formatQuery(q, { format: 'cypher', parseNumbers: true })).toBe('65 <= age AND age <= 18');
    expect(formatQuery(q, { format: 'gql', parseNumbers: true })).toBe('65 <= age AND age <= 18');
    expect(formatQuery(q, { format: 'sparql', parseNumbers: true })).toBe('?age >= 65 && ?age <= 18');
    expect(formatQuery(q, { format: 'gremlin', parseNumbers: true })).toBe(".has('age', between(65, 18))");
  });
  it('utils/export › preserveValueOrder: cel reorders numbers', () => {
    expect(formatQuery(q, { format: 'cel', parseNumbers: true })).toBe('(age >= 18 && age <= 65)');
  });
});

describe('utils/export › Options › valueProcessor', () => {
  const vp: ValueProcessorByRule = () => 'VP';
  it('utils/export › valueProcessor: replaces the value in sql and natural_language', () => {
    expect(formatQuery(one({ field: 'a', operator: '=', value: 'x' }), { format: 'sql', valueProcessor: vp })).toBe('(a = VP)');
    expect(formatQuery(one({ field: 'a', operator: '=', value: 'x' }), { format: 'natural_language', valueProcessor: vp })).toBe('a is VP');
  });
  it('utils/export › valueProcessor: acts as the rule processor for cel without a ruleProcessor', () => {
    expect(formatQuery(one({ field: 'a', operator: '=', value: 'x' }), { format: 'cel', valueProcessor: vp })).toBe('VP');
  });
  it.each([
    ['cypher', "a = 'x'"], ['gql', "a = 'x'"], ['sparql', '?a = "x"'], ['gremlin', ".has('a', 'x')"],
  ] as const)('utils/export › valueProcessor: %s ignores it', (format, expected) => {
    expect(formatQuery(one({ field: 'a', operator: '=', value: 'x' }), { format, valueProcessor: vp })).toBe(expected);
  });
  it('utils/export › valueProcessor: the default for sql is defaultValueProcessorByRule', () => {
    const rule = { field: 'a', operator: '=', value: 'x' };
    expect(formatQuery(one(rule), { format: 'sql', valueProcessor: defaultValueProcessorByRule })).toBe(formatQuery(one(rule), 'sql'));
  });
});

describe('utils/export › Options › natural language', () => {
  it('utils/export › operatorMap: merged over defaultExportOperatorMap', () => {
    const q = one({ field: 'age', operator: '>=', value: 18 });
    expect(formatQuery(q, { format: 'natural_language', parseNumbers: true })).toBe(`age ${(defaultExportOperatorMap['>='] as string[])[0]} 18`);
    expect(formatQuery(q, { format: 'natural_language', parseNumbers: true, operatorMap: { '>=': 'is at least' } })).toBe('age is at least 18');
  });
  it('utils/export › wordOrder: SVO is the default', () => {
    expect(formatQuery(q1, { format: 'natural_language', wordOrder: 'SVO' })).toBe(formatQuery(q1, 'natural_language'));
  });
  it('utils/export › wordOrder: SOV puts the value before the operator', () => {
    expect(formatQuery(q1, { format: 'natural_language', wordOrder: 'SOV' })).toBe("firstName 'Steve' is");
  });
  it('utils/export › translations: defaultNLTranslations has an empty groupPrefix', () => {
    expect(defaultNLTranslations).toEqual({
      groupPrefix: '',
      groupPrefix_not_xor: 'either zero or more than one of',
      groupPrefix_xor: 'exactly one of',
      groupSuffix: 'is true',
      groupSuffix_not: 'is not true',
    });
  });
});

describe('utils/export › Match modes', () => {
  const mm = (mode = 'some'): RuleGroupType => ({ combinator: 'and', rules: [
    { field: 'age', operator: '>', value: 1 },
    { field: 'genres', operator: '=', match: { mode: mode as 'some' }, value: { combinator: 'and', rules: [{ field: '', operator: 'beginsWith', value: 'jazz' }] } },
  ] });
  it('utils/export › Match modes: sql leaves the rule out without the postgresql preset', () => {
    expect(formatQuery(mm(), 'sql')).toBe("(age > '1')");
  });
  it('utils/export › Match modes: parameterized_named supports them with the postgresql preset', () => {
    expect(formatQuery(mm(), { format: 'parameterized_named', preset: 'postgresql' }).sql).toContain('exists (select 1 from unnest("genres")');
  });
  it('utils/export › Match modes: parameterized with the postgresql preset numbers the subquery placeholders again from $1', () => {
    expect(formatQuery(mm(), { format: 'parameterized', preset: 'postgresql' })).toEqual({
      sql: '("age" > $1 and exists (select 1 from unnest("genres") as "elem_alias" where ("elem_alias" like $1)))',
      params: [1, 'jazz%'],
    });
  });
  it('utils/export › Match modes: parameterized leaves the rule out without the preset', () => {
    expect(formatQuery(mm(), 'parameterized')).toEqual({ sql: '(age > ?)', params: [1] });
  });
  it('utils/export › Match modes: sequelize leaves the rule out', () => {
    const Op = { and: 'Op.and', or: 'Op.or', not: 'Op.not', eq: 'Op.eq', ne: 'Op.ne', gt: 'Op.gt', gte: 'Op.gte', lt: 'Op.lt', lte: 'Op.lte', in: 'Op.in', notIn: 'Op.notIn', startsWith: 'Op.startsWith', endsWith: 'Op.endsWith', substring: 'Op.substring', notLike: 'Op.notLike', between: 'Op.between', notBetween: 'Op.notBetween', is: 'Op.is' };
    expect(formatQuery(mm(), { format: 'sequelize', preset: 'postgresql', context: { sequelizeOperators: Op } })).toEqual({ age: { 'Op.gt': 1 } });
  });
  it('utils/export › Match modes: tanstack_db writes the nested group as a plain value', () => {
    const operators = new Proxy({}, { get: (_t, name) => (...args: unknown[]) => ({ [String(name)]: args }) });
    const where = formatQuery(mm(), { format: 'tanstack_db', context: { tanStackDbOperators: operators } }) as (refs: object) => unknown;
    expect(where({ m: { age: 'm.age', genres: 'm.genres' } })).toEqual({ and: [
      { gt: ['m.age', 1] },
      { eq: ['m.genres', { combinator: 'and', rules: [{ field: '', operator: 'beginsWith', value: 'jazz' }] }] },
    ] });
  });
  it('utils/export › Match modes: cel supports them', () => {
    expect(formatQuery(mm(), 'cel')).toContain('genres.exists(');
  });
  it('utils/export › Match modes: ldap and prisma leave such rules out', () => {
    expect(formatQuery(mm(), 'ldap')).toBe('(age>=1)');
    expect(formatQuery(mm(), 'prisma')).toEqual({ age: { gt: 1 } });
  });
});

describe('utils/export › Limits and errors', () => {
  it('utils/export › Limits: an unknown operator is lowercased in sql', () => {
    expect(formatQuery(one({ field: 'a', operator: 'FOO', value: 'x' }), 'sql')).toBe("(a foo 'x')");
  });
  it('utils/export › Limits: gremlin writes an unknown operator as an equality step', () => {
    expect(formatQuery(one({ field: 'a', operator: 'foo', value: 'x' }), 'gremlin')).toBe(".has('a', 'x')");
  });
  it('utils/export › Limits: in sql, bigint values are quoted without parseNumbers', () => {
    expect(formatQuery(one({ field: 'a', operator: '=', value: 5n }), 'sql')).toBe("(a = '5')");
    expect(formatQuery(one({ field: 'a', operator: '=', value: 5n }), { format: 'sql', parseNumbers: true })).toBe('(a = 5)');
  });
  it('utils/export › Limits: errors thrown in your processors propagate', () => {
    expect(() => formatQuery(q1, { format: 'sql', ruleProcessor: () => { throw new Error('boom'); } })).toThrow('boom');
  });
});

describe('utils/export › diagnostics', () => {
  const q: RuleGroupType = { id: 'root', combinator: 'and', rules: [{ id: 'r1', field: 'age', operator: '=', value: 'abc' }, { id: 'r2', field: 'nickname', operator: '=', value: 'x' }] };
  const fields = [{ name: 'age', label: 'Age', inputType: 'number' }, { name: 'email', label: 'E' }];
  it('utils/export › diagnostics: the type check and field checks add entries but leave valid alone', () => {
    const d = formatQuery(q, { format: 'diagnostics', fields });
    expect(d.diagnostics.map(x => [x.code, x.path])).toEqual([['VALUE_TYPE_MISMATCH', [0]], ['UNDEFINED_FIELD', [1]], ['UNREFERENCED_FIELD', []]]);
    expect(d.query.rules.map(r => (r as { valid?: boolean }).valid)).toEqual([true, true]);
  });
  it('utils/export › diagnostics: a query validator returning false is ignored', () => {
    const d = formatQuery(q, { format: 'diagnostics', validator: () => false });
    expect(d.query.valid).toBe(true);
    expect(d.diagnostics).toEqual([]);
  });
  it('utils/export › diagnostics: a map with the root id false reports the whole query invalid', () => {
    const d = formatQuery(q, { format: 'diagnostics', validator: () => ({ root: false }) });
    expect(d.query.valid).toBe(false);
    expect(d.diagnostics.map(x => x.code)).toEqual(['CUSTOM_VALIDATOR']);
  });
  it('utils/export › diagnostics: a muted rule is invalid', () => {
    const d = formatQuery({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1, muted: true }] }, 'diagnostics');
    expect((d.query.rules[0] as { valid?: boolean }).valid).toBe(false);
  });
});

describe('utils/export › other format claims', () => {
  it('utils/export › sparql: sparqlVar leaves ?names, URIs and prefixed names alone; booleans are typed literals', () => {
    expect(formatQuery({ combinator: 'and', rules: [{ field: 'ex:m', operator: '=', value: true }] }, 'sparql')).toBe('ex:m = "true"^^xsd:boolean');
  });
  it('utils/export › gremlin: the root or is dropped; nesting it in an and group keeps it', () => {
    const anyI: RuleGroupType = { combinator: 'or', rules: [{ field: 'i', operator: '=', value: 'g' }, { field: 'i', operator: '=', value: 'p' }] };
    expect(formatQuery(anyI, 'gremlin')).toBe(".has('i', 'g').has('i', 'p')");
    expect(formatQuery({ combinator: 'and', rules: [anyI] }, 'gremlin')).toBe(".or(__.has('i', 'g'), __.has('i', 'p'))");
  });
  it('utils/export › drizzle: a rule whose field is not a column is left out', () => {
    const ops = new Proxy({}, { get: (_t, n) => (...a: unknown[]) => ({ [String(n)]: a }) });
    const where = formatQuery({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1 }, { field: 'zz', operator: '=', value: 2 }] }, 'drizzle');
    expect(where!({ a: 'c.a' } as never, ops as never)).toEqual({ and: [{ eq: ['c.a', 1] }] });
  });
  it('utils/export › tanstack_db: fields resolve on the first source, or on the source named before a dot', () => {
    const ops = new Proxy({}, { get: (_t, n) => (...a: unknown[]) => ({ [String(n)]: a }) });
    const where = formatQuery({ combinator: 'and', rules: [{ field: 'age', operator: '=', value: 1 }, { field: 'other.x', operator: '=', value: 2 }] }, { format: 'tanstack_db', context: { tanStackDbOperators: ops } }) as (refs: object) => unknown;
    expect(where({ musician: { age: 'm.age' }, other: { x: 'o.x' } })).toEqual({ and: [{ eq: ['m.age', 1] }, { eq: ['o.x', 2] }] });
  });
  it('utils/export › Match modes: elasticsearch supports some and none only', () => {
    const mm = (mode: 'some' | 'all') => ({ combinator: 'and', rules: [{ field: 'g', operator: '=', match: { mode }, value: { combinator: 'and', rules: [{ field: '', operator: '=', value: 'jazz' }] } }] }) as RuleGroupType;
    expect(JSON.stringify(formatQuery(mm('some'), 'elasticsearch'))).toContain('nested');
    expect(formatQuery(mm('all'), 'elasticsearch')).toEqual({});
  });
  it('utils/export › Limits: independent combinators are written in place in sql', () => {
    expect(formatQuery({ rules: [{ field: 'a', operator: '=', value: 1 }, 'or', { field: 'b', operator: '=', value: 2 }] }, 'sql')).toBe("(a = '1' or b = '2')");
  });
  it('utils/export › Limits: gremlin ignores independent combinators', () => {
    expect(formatQuery({ rules: [{ field: 'a', operator: '=', value: 1 }, 'or', { field: 'b', operator: '=', value: 2 }] }, 'gremlin')).toBe(".has('a', 1).has('b', 2)");
  });
  it('utils/export › Limits: natural_language, cypher and sparql keep an unknown operator as written; cel leaves the rule out', () => {
    const q = one({ field: 'a', operator: 'Foo', value: 'x' });
    expect(formatQuery(q, 'natural_language')).toBe("a Foo 'x'");
    expect(formatQuery(q, 'cypher')).toBe("a Foo 'x'");
    expect(formatQuery(q, 'cel')).toBe('1 == 1');
  });
});
