import { describe, expect, it } from 'vitest';
import { formatQuery, type RuleGroupType, type RuleType } from 'react-querybuilder';
import { parseCEL } from 'react-querybuilder/parseCEL';
import { parseCypher, parseGQL } from 'react-querybuilder/parseCypher';
import { parseGremlin } from 'react-querybuilder/parseGremlin';
import { parseJSONata } from 'react-querybuilder/parseJSONata';
import { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
import { parseMongoDB } from 'react-querybuilder/parseMongoDB';
import { parseSPARQL } from 'react-querybuilder/parseSPARQL';
import { parseSpEL } from 'react-querybuilder/parseSpEL';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { musicianQuery } from './support';

// Claims of docs/utils/import.mdx, run against react-querybuilder 8.24.1.

const empty = { combinator: 'and', rules: [] };
const bigQuery: RuleGroupType = { combinator: 'and', rules: [{ field: 'id', operator: '=', value: 12345678901234567890n }] };

describe('utils/import › Options shared by most parsers', () => {
  it('utils/import › listsAsArrays: false by default, values are comma-separated strings', () => {
    expect(parseSQL("instrument IN ('guitar', 'piano')").rules[0]).toMatchObject({ operator: 'in', value: 'guitar, piano' });
  });
  it('utils/import › listsAsArrays: true gives arrays', () => {
    expect(parseSQL("instrument IN ('guitar', 'piano')", { listsAsArrays: true }).rules[0]).toMatchObject({ value: ['guitar', 'piano'] });
  });
  it('utils/import › fields: a rule on a field not in the list is dropped', () => {
    const fields = [{ name: 'age', value: 'age', label: 'Age' }];
    expect(parseSQL("age > 18 AND password = 'x'", { fields }).rules).toEqual([{ field: 'age', operator: '>', value: 18 }]);
  });
  it('utils/import › getValueSources: field comparisons are kept without fields', () => {
    expect(parseSQL('firstName = lastName').rules[0]).toMatchObject({ value: 'lastName', valueSource: 'field' });
  });
  it('utils/import › getValueSources: with fields, a field comparison needs getValueSources to include "field"', () => {
    const fields = [{ name: 'firstName', value: 'firstName', label: 'F' }, { name: 'lastName', value: 'lastName', label: 'L' }];
    expect(parseSQL('firstName = lastName', { fields }).rules).toEqual([]);
    expect(parseSQL('firstName = lastName', { fields, getValueSources: () => ['value', 'field'] }).rules).toHaveLength(1);
  });
  it('utils/import › generateIDs: parsed rules and groups have no id by default', () => {
    const q = parseSQL("firstName = 'Steve'");
    expect(q.id).toBeUndefined();
    expect((q.rules[0] as RuleType).id).toBeUndefined();
  });
  it('utils/import › generateIDs: true adds ids to groups and rules', () => {
    const q = parseSQL("firstName = 'Steve'", { generateIDs: true });
    expect(typeof q.id).toBe('string');
    expect(typeof (q.rules[0] as RuleType).id).toBe('string');
  });
  it('utils/import › independentCombinators: true returns combinator strings between rules', () => {
    expect(parseSQL("a = 1 AND b = 2 OR c = 3", { independentCombinators: true }).rules[1]).toBe('and');
  });
});

describe('utils/import › bigIntOnOverflow', () => {
  it('utils/import › bigIntOnOverflow: off by default, a big integer becomes a lossy number', () => {
    expect(typeof (parseSQL('accountId = 12345678901234567890').rules[0] as RuleType).value).toBe('number');
  });
  it('utils/import › bigIntOnOverflow: true gives a bigint', () => {
    expect((parseSQL('accountId = 12345678901234567890', { bigIntOnOverflow: true }).rules[0] as RuleType).value).toBe(12345678901234567890n);
  });
  it('utils/import › bigIntOnOverflow: cel, spel and jsonata write a bigint without loss', () => {
    expect(formatQuery(bigQuery, 'cel')).toBe('id == 12345678901234567890');
    expect(formatQuery(bigQuery, 'spel')).toBe('id == 12345678901234567890');
    expect(formatQuery(bigQuery, 'jsonata')).toBe('id = 12345678901234567890');
  });
  it('utils/import › bigIntOnOverflow: json and json_without_ids keep the bigint as {"$bigint"}', () => {
    expect(formatQuery(bigQuery, 'json_without_ids')).toContain('{"$bigint":"12345678901234567890"}');
  });
  it('utils/import › bigIntOnOverflow: jsonlogic and the parameterized formats keep the bigint', () => {
    expect(formatQuery(bigQuery, 'jsonlogic')).toEqual({ and: [{ '==': [{ var: 'id' }, 12345678901234567890n] }] });
    expect(formatQuery(bigQuery, 'parameterized').params).toEqual([12345678901234567890n]);
  });
  it('utils/import › bigIntOnOverflow: sql writes a bigint as a quoted string', () => {
    expect(formatQuery(bigQuery, 'sql')).toBe("(id = '12345678901234567890')");
  });
  it('utils/import › bigIntOnOverflow: mongodb_query, mongodb and prisma turn a bigint into a number', () => {
    expect(typeof (formatQuery(bigQuery, 'mongodb_query') as Record<string, unknown>).id).toBe('number');
    expect(formatQuery(bigQuery, 'mongodb')).toBe('{"id":12345678901234567000}');
    expect(typeof (formatQuery(bigQuery, 'prisma') as Record<string, unknown>).id).toBe('number');
  });
});

describe('utils/import › parseSQL', () => {
  it('utils/import › parseSQL: LIKE with % becomes beginsWith/endsWith/contains and negations', () => {
    const q = parseSQL("a LIKE 'x%' AND b LIKE '%x' AND c LIKE '%x%' AND d NOT LIKE 'x%'");
    expect(q.rules.map(r => (r as RuleType).operator)).toEqual(['beginsWith', 'endsWith', 'contains', 'doesNotBeginWith']);
  });
  it('utils/import › parseSQL: BETWEEN, IN, IS NULL, IS NOT NULL', () => {
    const q = parseSQL("age BETWEEN 18 AND 65 AND i IN ('a') AND e IS NULL AND f IS NOT NULL");
    expect(q.rules.map(r => (r as RuleType).operator)).toEqual(['between', 'in', 'null', 'notNull']);
  });
  it('utils/import › parseSQL: a comparison written backwards is turned around', () => {
    expect(parseSQL('18 < age').rules[0]).toEqual({ field: 'age', operator: '>', value: 18 });
  });
  it('utils/import › parseSQL: XOR is a combinator', () => {
    expect(parseSQL('a = 1 XOR b = 2').combinator).toBe('xor');
  });
  it('utils/import › parseSQL: keeps only the WHERE clause of a SELECT', () => {
    expect(parseSQL('SELECT * FROM t WHERE age > 1 ORDER BY age LIMIT 3').rules).toEqual([{ field: 'age', operator: '>', value: 1 }]);
  });
  it('utils/import › params: positional and named placeholders take their values', () => {
    expect(parseSQL('firstName = ? AND age >= ?', { params: ['Steve', 18] }).rules).toEqual([
      { field: 'firstName', operator: '=', value: 'Steve' },
      { field: 'age', operator: '>=', value: 18 },
    ]);
    expect(parseSQL('age >= $minAge', { paramPrefix: '$', params: { minAge: 18 } }).rules[0]).toMatchObject({ value: 18 });
  });
  it('utils/import › parseParameters: placeholders become parameter rules numbered from 1', () => {
    expect(parseSQL('firstName = :name AND age >= ?', { parseParameters: true }).rules).toEqual([
      { field: 'firstName', operator: '=', value: 'name', valueSource: 'parameter' },
      { field: 'age', operator: '>=', value: '1', valueSource: 'parameter' },
    ]);
  });
  it('utils/import › parseParameters: without params, SQL with a placeholder throws', () => {
    expect(() => parseSQL('firstName = ?')).toThrow();
    expect(() => parseSQL('firstName = :name')).toThrow();
  });
  it('utils/import › parseParameters: @name without configuration is a field comparison with the field "@name"', () => {
    expect(parseSQL('firstName = @name').rules[0]).toEqual({ field: 'firstName', operator: '=', value: '@name', valueSource: 'field' });
  });
  it('utils/import › parseParameters: paramPrefix "@" with params replaces @name', () => {
    expect(parseSQL('firstName = @name', { paramPrefix: '@', params: { name: 'Steve' } }).rules[0]).toEqual({ field: 'firstName', operator: '=', value: 'Steve' });
  });
  it('utils/import › getExpression: without a handler, rules with function calls or arithmetic are dropped', () => {
    expect(parseSQL("UPPER(lastName) = 'VAI' AND price * quantity > 100 AND age > 18").rules).toEqual([{ field: 'age', operator: '>', value: 18 }]);
  });
  it('utils/import › What parseSQL does not parse: subqueries and CASE are dropped', () => {
    expect(parseSQL('age > 1 AND id IN (SELECT id FROM t)').rules).toEqual([{ field: 'age', operator: '>', value: 1 }]);
  });
  it('utils/import › What parseSQL does not parse: UPDATE is a parse error', () => {
    expect(() => parseSQL('UPDATE t SET a = 1 WHERE b = 2')).toThrow();
  });
  it('utils/import › Errors: invalid SQL throws an Error', () => {
    expect(() => parseSQL("firstName = 'Steve' AND")).toThrow(Error);
  });
  it('utils/import › Errors: valid SQL without WHERE returns an empty group', () => {
    expect(parseSQL('SELECT * FROM t')).toEqual(empty);
  });
});

describe('utils/import › parseMongoDB', () => {
  it('utils/import › parseMongoDB: $gte with $lte on one field becomes between', () => {
    expect(parseMongoDB({ age: { $gte: 18, $lte: 65 } }).rules[0]).toMatchObject({ operator: 'between', value: '18,65' });
  });
  it('utils/import › parseMongoDB: $regex with anchors becomes beginsWith/endsWith', () => {
    expect(parseMongoDB({ a: { $regex: '^S' }, b: { $regex: 'S$' } }).rules.map(r => (r as RuleType).operator)).toEqual(['beginsWith', 'endsWith']);
  });
  it('utils/import › parseMongoDB: accepts a JSON string', () => {
    expect(parseMongoDB('{"age":{"$gt":18}}').rules[0]).toEqual({ field: 'age', operator: '>', value: 18 });
  });
  it('utils/import › preventOperatorNegation: $not becomes the opposite operator by default', () => {
    expect(parseMongoDB({ age: { $not: { $lt: 18 } } }).rules[0]).toMatchObject({ field: 'age', operator: '>=' });
  });
  it('utils/import › preventOperatorNegation: true gives a not group around the rule', () => {
    expect(parseMongoDB({ age: { $not: { $lt: 18 } }, x: 1 }, { preventOperatorNegation: true }).rules[0]).toEqual({
      combinator: 'and', rules: [{ field: 'age', operator: '<', value: 18 }], not: true,
    });
  });
  it('utils/import › preventOperatorNegation: alone in the filter, the not group is the root', () => {
    expect(parseMongoDB({ age: { $not: { $lt: 18 } } }, { preventOperatorNegation: true })).toEqual({
      combinator: 'and', rules: [{ field: 'age', operator: '<', value: 18 }], not: true,
    });
  });
  it('utils/import › additionalOperators: an unknown operator without a handler is dropped', () => {
    expect(parseMongoDB({ age: { $type: 'int' } }).rules).toEqual([]);
  });
  it('utils/import › Errors: invalid JSON returns an empty group without throwing', () => {
    expect(parseMongoDB('{ "age": { "$gt": 18 }')).toEqual(empty);
  });
});

describe('utils/import › parseJsonLogic', () => {
  it('utils/import › parseJsonLogic: a three-argument <= becomes between', () => {
    expect(parseJsonLogic({ '<=': [18, { var: 'age' }, 65] }).rules[0]).toMatchObject({ operator: 'between' });
  });
  it('utils/import › parseJsonLogic: in with a string becomes contains', () => {
    expect(parseJsonLogic({ in: ['Vai', { var: 'lastName' }] }).rules[0]).toMatchObject({ operator: 'contains', value: 'Vai' });
  });
  it('utils/import › parseJsonLogic: some becomes a match mode rule', () => {
    expect(parseJsonLogic({ some: [{ var: 'genres' }, { '==': [{ var: '' }, 'jazz'] }] }).rules[0]).toMatchObject({ field: 'genres', match: { mode: 'some' } });
  });
  it('utils/import › Errors: a non-comparison rule returns an empty group', () => {
    expect(parseJsonLogic({ '!!': [{ var: 'email' }] } as never)).toEqual(empty);
  });
});

describe('utils/import › parseCEL', () => {
  it('utils/import › parseCEL: an identifier on both sides is a field comparison', () => {
    expect(parseCEL('age >= minAge').rules[0]).toEqual({ field: 'age', operator: '>=', value: 'minAge', valueSource: 'field' });
  });
  it('utils/import › parseCEL: exists becomes the match mode some', () => {
    expect(parseCEL('genres.exists(g, g == "jazz")').rules[0]).toMatchObject({ match: { mode: 'some' } });
  });
  it('utils/import › Errors: invalid CEL returns an empty group', () => {
    expect(parseCEL('age >')).toEqual(empty);
  });
  it('utils/import › Errors: size(genres) > 2 is not recognized and returns an empty group', () => {
    expect(parseCEL('size(genres) > 2')).toEqual(empty);
  });
});

describe('utils/import › parseSpEL', () => {
  it('utils/import › parseSpEL: matches with ^ becomes beginsWith', () => {
    expect(parseSpEL("firstName matches '^Ste'").rules[0]).toEqual({ field: 'firstName', operator: 'beginsWith', value: 'Ste' });
  });
  it('utils/import › parseSpEL: the .* written by formatQuery stays in the value', () => {
    const spel = formatQuery({ combinator: 'and', rules: [{ field: 'firstName', operator: 'beginsWith', value: 'Ste' }] }, 'spel');
    expect(parseSpEL(spel).rules[0]).toMatchObject({ operator: 'beginsWith', value: 'Ste.*' });
  });
  it('utils/import › parseSpEL: method calls are dropped', () => {
    expect(parseSpEL("firstName.startsWith('S') and age > 1").rules).toEqual([{ field: 'age', operator: '>', value: 1 }]);
  });
  it('utils/import › Errors: invalid SpEL returns an empty group', () => {
    expect(parseSpEL('age >')).toEqual({ rules: [], combinator: 'and' });
  });
  it('utils/import › Errors: an empty string throws a TypeError', () => {
    expect(() => parseSpEL('')).toThrow(TypeError);
  });
  it('utils/import › Errors: a whitespace-only string throws a TypeError', () => {
    expect(() => parseSpEL('   ')).toThrow(TypeError);
  });
});

describe('utils/import › parseJSONata', () => {
  it('utils/import › parseJSONata: list values are always arrays', () => {
    expect(parseJSONata('instrument in ["guitar", "piano"]').rules[0]).toMatchObject({ operator: 'in', value: ['guitar', 'piano'] });
  });
  it('utils/import › parseJSONata: $contains with a RegExp gives a contains rule whose value is a RegExp', () => {
    const rule = parseJSONata('$contains(firstName, /^Ste/)').rules[0] as RuleType;
    expect(rule.operator).toBe('contains');
    expect(rule.value).toBeInstanceOf(RegExp);
  });
  it('utils/import › parseJSONata: invalid JSONata returns an empty group', () => {
    expect(parseJSONata('age >')).toEqual(empty);
  });
});

describe('utils/import › parseCypher', () => {
  it('utils/import › parseCypher: keeps the WHERE conditions of a MATCH ... WHERE ... RETURN', () => {
    expect(parseCypher("MATCH (m:Musician) WHERE m.age >= 18 RETURN m").rules).toEqual([{ field: 'm.age', operator: '>=', value: 18 }]);
  });
  it('utils/import › parseCypher: parseGQL gives the same result', () => {
    expect(parseGQL("m.firstName STARTS WITH 'Ste'")).toEqual(parseCypher("m.firstName STARTS WITH 'Ste'"));
  });
  it('utils/import › parseCypher: a bare identifier on the right becomes a string value', () => {
    expect(parseCypher('m.x = b AND m.z = 1').rules).toEqual([
      { field: 'm.x', operator: '=', value: 'b' },
      { field: 'm.z', operator: '=', value: 1 },
    ]);
  });
  it('utils/import › What parseCypher does not parse: a dotted identifier on the right empties the whole result', () => {
    expect(parseCypher('a.x = b.y AND a.z = 1')).toEqual(empty);
  });
  it.each([
    ['ORDER BY', 'MATCH (m) WHERE m.age > 1 RETURN m ORDER BY m.age'],
    ['LIMIT', 'MATCH (m) WHERE m.age > 1 RETURN m LIMIT 5'],
    ['WITH', 'MATCH (m) WHERE m.age > 1 WITH m RETURN m'],
    ['a second MATCH ... WHERE', 'MATCH (m) WHERE m.age > 1 MATCH (n) WHERE n.age > 2 RETURN m'],
    ['OPTIONAL MATCH', 'OPTIONAL MATCH (m) WHERE m.age > 1 RETURN m'],
    ['a property map', "MATCH (m {name: 'x'}) WHERE m.age > 1 RETURN m"],
  ])('utils/import › What parseCypher does not parse: %s returns an empty group', (_name, cypher) => {
    expect(parseCypher(cypher)).toEqual(empty);
  });
  it('utils/import › What parseCypher does not parse: double-quoted strings', () => {
    expect(parseCypher('m.firstName = "Steve"')).toEqual(empty);
  });
  it('utils/import › What parseCypher does not parse: a property name that begins with IN', () => {
    expect(parseCypher("m.instrument = 'guitar'")).toEqual(empty);
  });
});

describe('utils/import › parseGremlin', () => {
  it('utils/import › parseGremlin: has, predicates, has(key) and hasNot(key)', () => {
    expect(parseGremlin("g.V().has('age', gte(18)).has('email').hasNot('phone')").rules).toEqual([
      { field: 'age', operator: '>=', value: 18 },
      { field: 'email', operator: 'notNull', value: null },
      { field: 'phone', operator: 'null', value: null },
    ]);
  });
  it('utils/import › parseGremlin: eq(...) is not recognized and its step is dropped', () => {
    expect(parseGremlin("g.V().has('age', eq(18)).has('x', 1)").rules).toEqual([{ field: 'x', operator: '=', value: 1 }]);
  });
  it('utils/import › What parseGremlin does not parse: .or() steps are dropped with their contents', () => {
    expect(parseGremlin("g.V().has('age', gte(18)).or(__.has('i', 'g'), __.has('i', 'p'))").rules).toEqual([{ field: 'age', operator: '>=', value: 18 }]);
  });
});

describe('utils/import › parseSPARQL', () => {
  it('utils/import › parseSPARQL: fields keep the ? of their variable', () => {
    expect(parseSPARQL('?age >= 18').rules[0]).toEqual({ field: '?age', operator: '>=', value: 18 });
  });
  it('utils/import › parseSPARQL: !BOUND becomes null', () => {
    expect(parseSPARQL('!BOUND(?email)').rules[0]).toMatchObject({ field: '?email', operator: 'null' });
  });
  it('utils/import › parseSPARQL: && inside || is flattened into one or group', () => {
    expect(parseSPARQL('(?a = 1 && ?b = 2) || ?c = 3')).toEqual({
      combinator: 'and',
      rules: [{ combinator: 'or', rules: [
        { field: '?a', operator: '=', value: 1 },
        { field: '?b', operator: '=', value: 2 },
        { field: '?c', operator: '=', value: 3 },
      ] }],
    });
  });
  it('utils/import › parseSPARQL: || inside && is kept as a nested group', () => {
    expect(parseSPARQL('?a = 1 && (?b = 2 || ?c = 3)').rules[1]).toMatchObject({ combinator: 'or' });
  });
  it('utils/import › parseSPARQL: a negated && group inside || is kept', () => {
    const or = parseSPARQL('!(?a = 1 && ?b = 2) || ?c = 3').rules[0] as RuleGroupType;
    expect(or.rules[0]).toMatchObject({ combinator: 'and', not: true });
  });
  it('utils/import › parseSPARQL: workaround, each || branch parsed on its own keeps its && rules', () => {
    expect(parseSPARQL('?a = 1 && ?b = 2').rules).toHaveLength(2);
  });
  it('utils/import › What parseSPARQL does not parse: a prefixed name without PREFIX still parses', () => {
    expect(parseSPARQL('SELECT ?m WHERE { ?m ex:age ?age . FILTER(?age > 1) }').rules).toEqual([{ field: '?age', operator: '>', value: 1 }]);
  });
  it('utils/import › What parseSPARQL does not parse: IN and REGEX are dropped', () => {
    expect(parseSPARQL('?age >= 18 && ?i IN ("g", "p") && REGEX(?l, "^V")').rules).toEqual([{ field: '?age', operator: '>=', value: 18 }]);
  });
});

describe('utils/import › Round trips', () => {
  const query = musicianQuery();
  const expected = formatQuery(query, 'json_without_ids');
  const opts = { listsAsArrays: true };
  it('utils/import › Round trips: sql with parseNumbers', () => {
    expect(JSON.stringify(parseSQL(formatQuery(query, { format: 'sql', parseNumbers: true }), opts))).toBe(expected);
  });
  it('utils/import › Round trips: mongodb_query', () => {
    expect(JSON.stringify(parseMongoDB(formatQuery(query, 'mongodb_query'), opts))).toBe(expected);
  });
  it('utils/import › Round trips: jsonlogic and cel', () => {
    expect(JSON.stringify(parseJsonLogic(formatQuery(query, 'jsonlogic'), opts))).toBe(expected);
    expect(JSON.stringify(parseCEL(formatQuery(query, 'cel'), opts))).toBe(expected);
  });
});

describe('utils/import › second reading', () => {
  it('utils/import › parseCypher: independentCombinators is ignored, the result is a RuleGroupType', () => {
    expect(parseCypher('a = 1 AND b = 2', { independentCombinators: true } as never)).toMatchObject({ combinator: 'and' });
  });
  it('utils/import › What parseGremlin does not parse: independentCombinators is ignored', () => {
    expect(parseGremlin("g.V().has('a', 1).has('b', 2)", { independentCombinators: true } as never)).toMatchObject({ combinator: 'and' });
  });
  it('utils/import › What parseGremlin does not parse: the three-argument has(label, key, value) is misread', () => {
    expect(parseGremlin("g.V().has('musician', 'age', 18)").rules).toEqual([{ field: 'musician', operator: '=', value: "'age', 18" }]);
  });
  it('utils/import › What parseSPARQL does not parse: independentCombinators is ignored', () => {
    expect(parseSPARQL('?a = 1 && ?b = 2', { independentCombinators: true } as never)).toMatchObject({ combinator: 'and' });
  });
  it('utils/import › What parseSQL does not parse: REGEXP, SOUNDS LIKE and CASE are dropped', () => {
    expect(parseSQL("a = 1 AND b REGEXP 'x' AND c SOUNDS LIKE 'y' AND d = CASE WHEN e = 1 THEN 1 ELSE 0 END").rules).toEqual([{ field: 'a', operator: '=', value: 1 }]);
  });
  it('utils/import › parseSQL: AND binds tighter than OR', () => {
    expect(parseSQL('a = 1 OR b = 2 AND c = 3')).toMatchObject({ combinator: 'or', rules: [{ field: 'a' }, { combinator: 'and' }] });
  });
  it('utils/import › parseMongoDB: a comparison between fields inside $expr is a field comparison', () => {
    expect(parseMongoDB({ $expr: { $gt: ['$a', '$b'] } }).rules).toEqual([{ field: 'a', operator: '>', value: 'b', valueSource: 'field' }]);
  });
  it('utils/import › parseJsonLogic: a three-argument < becomes two rules', () => {
    expect(parseJsonLogic({ '<': [18, { var: 'age' }, 65] }).rules).toEqual([
      { field: 'age', operator: '>', value: 18 },
      { field: 'age', operator: '<', value: 65 },
    ]);
  });
  it('utils/import › parseJsonLogic: reads the startsWith and endsWith operations formatQuery writes', () => {
    expect(parseJsonLogic({ startsWith: [{ var: 'a' }, 'x'] } as never).rules[0]).toMatchObject({ operator: 'beginsWith' });
    expect(parseJsonLogic({ endsWith: [{ var: 'a' }, 'x'] } as never).rules[0]).toMatchObject({ operator: 'endsWith' });
  });
  it('utils/import › Errors: parseJsonLogic with an unknown operation returns an empty group', () => {
    expect(parseJsonLogic({ foo: [{ var: 'a' }] } as never)).toEqual(empty);
  });
});
