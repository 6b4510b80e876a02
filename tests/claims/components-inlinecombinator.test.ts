// Claims of docs/components/inlinecombinator.mdx about exports, run against react-querybuilder 8.24.1.
import { describe, expect, it } from 'vitest';
import { formatQuery } from 'react-querybuilder';
import { icQuery } from './support';

const query = icQuery();
const T = 'components/inlinecombinator › Exports ›';

describe('components/inlinecombinator', () => {
  it(`${T} SQL writes the combinators in order, wrapping only the whole group in parentheses`, () => {
    expect(formatQuery(query, 'sql')).toBe("(a = '1' or b = '2' and c = '3')");
  });

  it(`${T} mongodb_query groups the and members before the or`, () => {
    expect(formatQuery(query, 'mongodb_query')).toEqual({ $or: [{ a: '1' }, { $and: [{ b: '2' }, { c: '3' }] }] });
  });

  it(`${T} jsonlogic groups the and members before the or`, () => {
    expect(formatQuery(query, 'jsonlogic')).toEqual({
      or: [{ '==': [{ var: 'a' }, '1'] }, { and: [{ '==': [{ var: 'b' }, '2'] }, { '==': [{ var: 'c' }, '3'] }] }],
    });
  });
});
