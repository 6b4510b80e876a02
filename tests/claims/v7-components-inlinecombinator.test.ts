// Claims of versioned_docs/version-7/components/inlinecombinator.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { describe, expect, it } from 'vitest';
import { formatQuery, type RuleGroupTypeIC } from 'rqb7';
import { icQuery } from './support';

const query = icQuery() as unknown as RuleGroupTypeIC;

describe('v7 components/inlinecombinator', () => {
  it('v7 components/inlinecombinator › Exports › SQL writes the combinators in order inside one pair of parentheses (7.7.1)', () => {
    expect(formatQuery(query, 'sql')).toBe("(a = '1' or b = '2' and c = '3')");
  });

  it('v7 components/inlinecombinator › Exports › jsonlogic groups the and members before the or (7.7.1)', () => {
    expect(formatQuery(query, 'jsonlogic')).toEqual({
      or: [{ '==': [{ var: 'a' }, '1'] }, { and: [{ '==': [{ var: 'b' }, '2'] }, { '==': [{ var: 'c' }, '3'] }] }],
    });
  });
});
