// Claims of versioned_docs/version-7/tips/managing-operators.mdx, run against react-querybuilder 7.7.1 (rqb7) and 8.24.1.
import { describe, expect, it } from 'vitest';
import { formatQuery as formatQuery7, type RuleGroupType } from 'rqb7';
import { formatQuery as formatQuery8 } from 'react-querybuilder';

const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'firstName', operator: 'soundsLike', value: 'Steve' }] };
const getOperators = () => [{ name: 'soundsLike', value: 'soundsLike', label: 'sounds like' }];
const T = "v7 tips/managing-operators › Pitfalls › Labels aren't exported:";

describe('v7 tips/managing-operators', () => {
  it(`${T} natural_language writes a custom operator's name as it is (7.7.1)`, () => {
    expect(formatQuery7(query, 'natural_language')).toBe("firstName soundsLike 'Steve'");
  });

  it(`${T} with getOperators, natural_language writes the label (7.7.1)`, () => {
    expect(formatQuery7(query, { format: 'natural_language', getOperators })).toBe("firstName sounds like 'Steve'");
  });

  it(`${T} with getOperators, natural_language writes the label (8.24.1)`, () => {
    expect(formatQuery8(query, { format: 'natural_language', getOperators })).toBe("firstName sounds like 'Steve'");
  });

  it(`${T} in 8.x, operatorMap words it too (typed as a Record<string, string> variable)`, () => {
    // An object literal with a custom key fails to typecheck: the option's type lists only the built-in operators.
    const operatorMap: Record<string, string> = { soundsLike: 'sounds like' };
    expect(formatQuery8(query, { format: 'natural_language', operatorMap })).toBe(
      "firstName sounds like 'Steve'"
    );
  });

  it('v7 tips/managing-operators › Since v8 note: 7.7.1 has no mongodb_query format (returns "")', () => {
    expect(formatQuery7(query, 'mongodb_query' as never)).toBe('');
  });
});
