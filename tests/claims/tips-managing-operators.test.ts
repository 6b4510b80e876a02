// Claims of docs/tips/managing-operators.mdx, run against react-querybuilder 8.24.1.
import { describe, expect, it } from 'vitest';
import { formatQuery, type RuleGroupType } from 'react-querybuilder';

const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'firstName', operator: 'soundsLike', value: 'Steve' }] };
const T = "tips/managing-operators › Pitfalls › Labels aren't exported:";

describe('tips/managing-operators', () => {
  it(`${T} natural_language writes a custom operator's name as it is`, () => {
    expect(formatQuery(query, 'natural_language')).toBe("firstName soundsLike 'Steve'");
  });

  it(`${T} operatorMap, typed Record<string, string>, words it`, () => {
    const operatorMap: Record<string, string> = { soundsLike: 'sounds like' };
    expect(formatQuery(query, { format: 'natural_language', operatorMap })).toBe("firstName sounds like 'Steve'");
  });

  it(`${T} an operatorMap object literal with a custom key does not compile`, () => {
    // @ts-expect-error the option's type lists only the built-in operator names
    const out = formatQuery(query, { format: 'natural_language', operatorMap: { soundsLike: 'sounds like' } });
    expect(out).toBe("firstName sounds like 'Steve'");
  });

  it(`${T} getOperators makes it write the operator's label`, () => {
    const getOperators = () => [{ name: 'soundsLike', value: 'soundsLike', label: 'sounds like' }];
    expect(formatQuery(query, { format: 'natural_language', getOperators })).toBe("firstName sounds like 'Steve'");
  });
});

describe('tips/managing-operators › Handle it with a rule processor', () => {
  it('tips/managing-operators › Handle it with a rule processor: the defaultRuleProcessor* exports (none for json, gql, diagnostics)', async () => {
    const main = await import('react-querybuilder');
    expect(Object.keys(main).filter(k => k.startsWith('defaultRuleProcessor')).sort()).toEqual(
      [
        'CEL', 'Cypher', 'Drizzle', 'ElasticSearch', 'Gremlin', 'JSONata', 'JsonLogic', 'LDAP', 'MongoDB', 'MongoDBQuery',
        'NL', 'Parameterized', 'Prisma', 'SPARQL', 'SQL', 'Sequelize', 'SpEL', 'TanStackDB',
      ].map(s => `defaultRuleProcessor${s}`).sort()
    );
  });
});
