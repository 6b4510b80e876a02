import { describe, expect, it } from 'vitest';
import { defaultRuleProcessorMongoDB as defaultRuleProcessorMongoDB7, formatQuery as formatQuery7, type RuleGroupType as RuleGroupType7, type RuleProcessor as RuleProcessor7 } from 'rqb7';
import { formatQuery as formatQueryStandalone7 } from 'rqb7/formatQuery';
import { defaultRuleProcessorMongoDB, formatQuery, type RuleGroupType, type RuleProcessor } from 'react-querybuilder';
import { musicianQuery } from './support';

// Claims of versioned_docs/version-7/utils/export.mdx: 7.x behaviour against react-querybuilder
// 7.7.1 (rqb7), and the page's 8.x statements against 8.24.1.

const one = (rule: Record<string, unknown>): RuleGroupType7 => ({ combinator: 'and', rules: [rule as never] });
const empty: RuleGroupType7 = { combinator: 'and', rules: [] };
const q1 = one({ field: 'firstName', operator: '=', value: 'Steve' });
const query = musicianQuery() as unknown as RuleGroupType7;

describe('v7 utils/export › intro and Signature', () => {
  it('v7 utils/export › intro: 7.x entry points give functions that behave the same', () => {
    expect(formatQueryStandalone7(q1, 'sql')).toBe(formatQuery7(q1, 'sql'));
  });
  it('v7 utils/export › Signature: the format name is case-insensitive at runtime in 7.x', () => {
    expect(formatQuery7(q1, 'SQL' as never)).toBe("(firstName = 'Steve')");
  });
  it('v7 utils/export › Since v8: 7.x has no mongodb_query format (returns "")', () => {
    expect(formatQuery7(q1, 'mongodb_query' as never)).toBe('');
  });
  it('v7 utils/export › Since v8: natural_language exists in 7.7.1', () => {
    expect(formatQuery7(q1, 'natural_language')).toBe("firstName is 'Steve'");
  });
});

describe('v7 utils/export › Formats', () => {
  it('v7 utils/export › spel: 7.x writes beginsWith without the trailing .*', () => {
    expect(formatQuery7(query, 'spel')).toBe("firstName matches '^Ste' and age >= 18 and ((instrument == 'guitar' or instrument == 'piano') or isMusician == true)");
  });
  it('v7 utils/export › spel: 8.x writes the trailing .*', () => {
    expect(formatQuery(query as RuleGroupType, 'spel')).toContain("matches '^Ste.*'");
  });
  it('v7 utils/export › natural_language: 7.x writes an in list without parentheses', () => {
    const fields = [{ name: 'instrument', label: 'Instrument' }];
    const q = one({ field: 'instrument', operator: 'in', value: ['guitar', 'piano'] });
    expect(formatQuery7(q, { format: 'natural_language', fields })).toBe("Instrument is one of the values 'guitar' or 'piano'");
    expect(formatQuery(q as RuleGroupType, { format: 'natural_language', fields })).toBe("Instrument is one of the values ('guitar' or 'piano')");
  });
  it('v7 utils/export › mongodb: a string in 7.x', () => {
    expect(formatQuery7(q1, 'mongodb')).toBe('{"firstName":"Steve"}');
  });
});

describe('v7 utils/export › Options', () => {
  it('v7 utils/export › format: defaults to json in 7.x', () => {
    expect(formatQuery7(q1, {})).toBe(JSON.stringify(q1, null, 2));
  });
  it('v7 utils/export › format: in 7.x, preset without format still returns JSON', () => {
    expect(formatQuery7(q1, { preset: 'postgresql' })).toBe(JSON.stringify(q1, null, 2));
  });
  it('v7 utils/export › parseNumbers: 7.x quotes numbers in sql without it', () => {
    expect(formatQuery7(one({ field: 'age', operator: '=', value: 18 }), 'sql')).toBe("(age = '18')");
  });
  it('v7 utils/export › parseNumbers: 7.x true parses numeric strings', () => {
    expect(formatQuery7(one({ field: 'age', operator: '=', value: '18' }), { format: 'sql', parseNumbers: true })).toBe('(age = 18)');
  });
  it('v7 utils/export › getOperators: 7.7.1 has it, with the same natural_language output as 8.x', () => {
    const q = one({ field: 'age', operator: 'isEven', value: '' });
    const getOperators = () => [{ name: 'isEven', label: 'is an even number' }];
    expect(formatQuery7(q, { format: 'natural_language', getOperators })).toBe("age is an even number ''");
    expect(formatQuery(q as RuleGroupType, { format: 'natural_language', getOperators })).toBe("age is an even number ''");
  });
  it('v7 utils/export › placeholders: field placeholder "~" is skipped in 7.x', () => {
    expect(formatQuery7({ combinator: 'and', rules: [{ field: '~', operator: '=', value: 'x' }, { field: 'a', operator: '=', value: 'b' }] }, 'sql')).toBe("(a = 'b')");
  });
  it('v7 utils/export › fallbackExpression: (1 = 1) for sql and 1 == 1 for cel in 7.x', () => {
    expect(formatQuery7(empty, 'sql')).toBe('(1 = 1)');
    expect(formatQuery7(empty, 'cel')).toBe('1 == 1');
  });
  it('v7 utils/export › fallbackExpression: 7.x mongodb wraps a custom fallback in braces', () => {
    expect(formatQuery7(empty, { format: 'mongodb', fallbackExpression: 'X' })).toBe('{X}');
  });
  it('v7 utils/export › quoteValuesWith: applies to natural_language in 7.x', () => {
    expect(formatQuery7(one({ field: 'a', operator: '=', value: 'x' }), { format: 'natural_language', quoteValuesWith: '"' })).toBe('a is "x"');
  });
  it('v7 utils/export › fieldIdentifierSeparator: 7.x parameterized never splits the name', () => {
    expect(formatQuery7(one({ field: 'dbo.t.col', operator: '=', value: 'x' }), { format: 'parameterized', quoteFieldNamesWith: ['[', ']'], fieldIdentifierSeparator: '.' }).sql).toBe('([dbo.t.col] = ?)');
  });
  it('v7 utils/export › concatOperator: 7.7.1 has it', () => {
    expect(formatQuery7(one({ field: 'email', operator: 'beginsWith', value: 'firstName', valueSource: 'field' }), { format: 'sql', concatOperator: 'CONCAT' })).toBe("(email like CONCAT(firstName, '%'))");
  });
  it('v7 utils/export › preset: 7.7.1 applies the postgresql preset', () => {
    expect(formatQuery7(q1, { format: 'sql', preset: 'postgresql' })).toBe(`("firstName" = 'Steve')`);
  });
  it('v7 utils/export › paramPrefix: defaults to ":" in 7.x', () => {
    expect(formatQuery7(q1, 'parameterized_named').sql).toBe('(firstName = :firstName_1)');
  });
});

describe('v7 utils/export › ruleProcessor', () => {
  const q = one({ field: 'lastName', operator: 'contains', value: 'vai' });
  it('v7 utils/export › ruleProcessor: the mongodb default returns JSON text in 7.x and 8.x', () => {
    expect(defaultRuleProcessorMongoDB7({ field: 'a', operator: '=', value: 'x' }, {})).toBe('{"a":"x"}');
    expect(defaultRuleProcessorMongoDB({ field: 'a', operator: '=', value: 'x' }, {})).toBe('{"a":"x"}');
  });
  it('v7 utils/export › ruleProcessor: an object-returning processor gives [object Object] with mongodb in 7.x', () => {
    const ruleProcessor = ((rule: { field: string; value: unknown }) => ({ [rule.field]: { $regex: rule.value, $options: 'i' } })) as unknown as RuleProcessor7;
    expect(formatQuery7(q, { format: 'mongodb', ruleProcessor })).toBe('{[object Object]}');
  });
  it('v7 utils/export › ruleProcessor: a processor returning JSON.stringify(...) works with mongodb in 7.x', () => {
    const ruleProcessor: RuleProcessor7 = (rule, options) =>
      rule.operator === 'contains' ? JSON.stringify({ [rule.field]: { $regex: rule.value, $options: 'i' } }) : defaultRuleProcessorMongoDB7(rule, options);
    expect(formatQuery7({ combinator: 'and', rules: [{ field: 'lastName', operator: 'contains', value: 'vai' }, { field: 'age', operator: '>=', value: 18 }] }, { format: 'mongodb', ruleProcessor }))
      .toBe('{"$and":[{"lastName":{"$regex":"vai","$options":"i"}},{"age":{"$gte":18}}]}');
  });
  it('v7 utils/export › ruleProcessor: the object-returning sample works with 8.x mongodb_query', () => {
    const ruleProcessor: RuleProcessor = (rule, options) => rule.operator === 'contains' ? { [rule.field]: { $regex: rule.value, $options: 'i' } } : defaultRuleProcessorMongoDB(rule, options);
    expect(formatQuery(q as RuleGroupType, { format: 'mongodb_query', ruleProcessor })).toEqual({ lastName: { $regex: 'vai', $options: 'i' } });
  });
});

describe('v7 utils/export › Limits and errors', () => {
  it('v7 utils/export › Limits: 7.x writes an unknown operator as given in sql', () => {
    expect(formatQuery7(one({ field: 'a', operator: 'FOO', value: 'x' }), 'sql')).toBe("(a FOO 'x')");
  });
  it('v7 utils/export › Limits: in 7.x, JSON.stringify throws on bigint in the JSON formats', () => {
    expect(() => formatQuery7(one({ field: 'a', operator: '=', value: 5n }), 'json')).toThrow();
  });
  it('v7 utils/export › validator: 7.x returns the JSON formats unvalidated', () => {
    expect(formatQuery7(q1, { format: 'json_without_ids', validator: () => false })).toBe('{"combinator":"and","rules":[{"field":"firstName","operator":"=","value":"Steve"}]}');
  });
});

describe('v7 utils/export › Since v8 options are ignored by 7.x', () => {
  it('v7 utils/export › Since v8: 7.x has the 12 formats the note lists and returns "" for the others', () => {
    const have = ['json', 'json_without_ids', 'sql', 'parameterized', 'parameterized_named', 'mongodb', 'cel', 'spel', 'jsonlogic', 'elasticsearch', 'jsonata', 'natural_language'];
    const lack = ['mongodb_query', 'ldap', 'cypher', 'gql', 'sparql', 'gremlin', 'prisma', 'drizzle', 'sequelize', 'tanstack_db', 'diagnostics'];
    expect(have.filter(f => formatQuery7(q1, f as 'sql') === '')).toEqual([]);
    expect(lack.filter(f => formatQuery7(q1, f as 'sql') !== '')).toEqual([]);
  });
  it('v7 utils/export › placeholders: 7.x ignores placeholderValueName', () => {
    expect(formatQuery7(one({ field: 's', operator: '=', value: '~' }), { format: 'sql', placeholderValueName: '~' } as never)).toBe("(s = '~')");
  });
  it('v7 utils/export › parseNumbers: 7.x treats "enhanced" as plain true', () => {
    expect(formatQuery7(one({ field: 'a', operator: '=', value: '12abc' }), { format: 'json_without_ids', parseNumbers: 'enhanced' } as never)).toContain('"value":"12abc"');
  });
  it('v7 utils/export › wordOrder: 7.x ignores it', () => {
    expect(formatQuery7(q1, { format: 'natural_language', wordOrder: 'SOV' } as never)).toBe("firstName is 'Steve'");
  });
  it('v7 utils/export › preserveValueOrder: 7.x sql with parseNumbers reorders regardless', () => {
    expect(formatQuery7(one({ field: 'age', operator: 'between', value: [65, 18] }), { format: 'sql', parseNumbers: true, preserveValueOrder: true } as never)).toBe('(age between 18 and 65)');
  });
});

describe('v7 utils/export › fallbacks in 7.x', () => {
  it.each([['sql', '(1 = 1)'], ['cel', '1 == 1'], ['spel', '1 == 1'], ['jsonata', '(1 = 1)'], ['natural_language', '1 is 1'], ['mongodb', '{"$and":[{"$expr":true}]}']] as const)(
    'v7 utils/export › fallbackExpression: 7.x default for %s is %j', (format, expected) => {
      expect(formatQuery7(empty, format as 'sql')).toBe(expected);
    });
  it('v7 utils/export › validator: false gives the fallbacks of parameterized, jsonlogic and elasticsearch in 7.x', () => {
    expect(formatQuery7(q1, { format: 'parameterized', validator: () => false })).toEqual({ sql: '(1 = 1)', params: [] });
    expect(formatQuery7(q1, { format: 'jsonlogic', validator: () => false })).toBe(false);
    expect(formatQuery7(q1, { format: 'elasticsearch', validator: () => false })).toEqual({});
  });
});

describe('v7 utils/export › mongodb › 7.x drops not', () => {
  const negated = (): RuleGroupType7 => ({ combinator: 'and', not: true, rules: [{ field: 'a', operator: '=', value: '1' }, { field: 'b', operator: '=', value: '2' }] });
  it('v7 utils/export › mongodb › 7.x drops not: a root group with not: true exports a plain $and', () => {
    expect(formatQuery7(negated(), 'mongodb')).toBe('{"$and":[{"a":"1"},{"b":"2"}]}');
  });
  it('v7 utils/export › mongodb › 7.x drops not: a nested group with not: true loses it too', () => {
    expect(formatQuery7({ combinator: 'and', rules: [{ field: 'x', operator: '=', value: '0' }, { ...negated(), combinator: 'or' }] }, 'mongodb')).toBe('{"$and":[{"x":"0"},{"$or":[{"a":"1"},{"b":"2"}]}]}');
  });
  it('v7 utils/export › mongodb › 7.x drops not: 8.x wraps the negated group in $nor', () => {
    expect(formatQuery(negated() as RuleGroupType, 'mongodb')).toBe('{"$nor":[{"$and":[{"a":"1"},{"b":"2"}]}]}');
  });
  it('v7 utils/export › mongodb › 7.x drops not: wrapping the 7.x output in $nor gives the 8.x filter', () => {
    expect(`{"$nor":[${formatQuery7(negated(), 'mongodb')}]}`).toBe(formatQuery(negated() as RuleGroupType, 'mongodb'));
  });
  it('v7 utils/export › mongodb › 7.x drops not: the ruleGroupProcessor option does not change the 7.x output', () => {
    expect(formatQuery7(negated(), { format: 'mongodb', ruleGroupProcessor: () => 'X' } as never)).toBe('{"$and":[{"a":"1"},{"b":"2"}]}');
  });
});

