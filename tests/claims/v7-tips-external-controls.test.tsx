// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/tips/external-controls.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as rqb7 from 'rqb7';
import { add, QueryBuilder } from 'rqb7';
import type { RuleGroupType, RuleType } from 'rqb7';
import { inputValues } from './support';

const fields = [{ name: 'firstName', label: 'First name' }];
const oneRule: RuleGroupType = { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Steve' }] };
const P = 'v7 tips/external-controls ›';
const values = inputValues;

describe('v7 tips/external-controls', () => {
  it(`${P} The recipe: add appends to the root group and gives the rule an id (7.7.1)`, () => {
    const q = add(oneRule, { field: 'age', operator: '>=', value: 18 }, []);
    expect((q.rules[1] as RuleType).id).toEqual(expect.any(String));
  });

  it(`${P} The recipe: a controlled query builder renders whatever query holds (7.7.1)`, () => {
    const { container, rerender } = render(<QueryBuilder fields={fields} query={oneRule} onQueryChange={() => {}} />);
    expect(values(container)).toEqual(['Steve']);
    rerender(<QueryBuilder fields={fields} query={{ combinator: 'and', rules: [] }} onQueryChange={() => {}} />);
    expect(values(container)).toEqual([]);
  });

  it(`${P} Since v8 note: 7.x has QueryBuilderStateProvider and useQueryBuilderQuery but no getDispatchQueryById`, () => {
    expect(typeof rqb7.QueryBuilderStateProvider).toBe('function');
    expect(typeof rqb7.useQueryBuilderQuery).toBe('function');
    expect('getDispatchQueryById' in rqb7).toBe(false);
  });

  it(`${P} Since v8 note: a 7.x query builder's qbId is generated, a qbId prop is not used`, () => {
    const ids: string[] = [];
    const Grab = (p: { schema: { qbId: string } }) => (ids.push(p.schema.qbId), null);
    render(<QueryBuilder {...({ qbId: 'mine' } as object)} defaultQuery={oneRule} controlElements={{ addRuleAction: Grab as never }} />);
    expect(ids[0]).not.toBe('mine');
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it(`${P} Pitfalls: changing defaultQuery after mount does nothing (7.7.1)`, () => {
    const { container, rerender } = render(<QueryBuilder fields={fields} defaultQuery={oneRule} />);
    rerender(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [] }} />);
    expect(values(container)).toEqual(['Steve']);
  });
});
