// Claims of docs/tips/arbitrary-updates.mdx, run against react-querybuilder 8.24.1.
import { describe, expect, it } from 'vitest';
import * as lib from 'react-querybuilder';
import { add, insert, type RuleGroupType } from 'react-querybuilder';
import { arbitraryUpdatesClaims } from './support';

const query: RuleGroupType = { id: 'root', combinator: 'and', rules: [] };
const T = 'tips/arbitrary-updates › ids ›';

describe('tips/arbitrary-updates', () => {
  it(`${T} add keeps an id you set`, () => {
    const next = add(query, { id: 'mine', field: 'age', operator: '>', value: 30 }, []);
    expect(next.rules[0]!.id).toBe('mine');
  });

  it(`${T} insert replaces an id you set with a new one`, () => {
    const next = insert(query, { id: 'mine', field: 'age', operator: '>', value: 30 }, [0]);
    expect(next.rules[0]!.id).not.toBe('mine');
    expect(next.rules[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it(`${T} add gives an id to a rule without one`, () => {
    const next = add(query, { field: 'age', operator: '>', value: 30 }, []);
    expect(next.rules[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it(`${T} idGenerator makes the ids`, () => {
    const next = add(query, { field: 'age', operator: '>', value: 30 }, [], { idGenerator: () => 'x1' });
    expect(next.rules[0]!.id).toBe('x1');
  });
});

describe('tips/arbitrary-updates second reading', () => {
  arbitraryUpdatesClaims(lib, 'tips/arbitrary-updates ›');
});
