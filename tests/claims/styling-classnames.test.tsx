// Claims of docs/styling/classnames.mdx and docs/tips/styling.mdx about classes, run against react-querybuilder 8.24.1.
import { readFileSync } from 'node:fs';
import { createElement as h, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as lib from 'react-querybuilder';
import { QueryBuilder, standardClassnames, type RuleGroupType } from 'react-querybuilder';
import { dndClasses } from './support';

const query: RuleGroupType = {
  id: 'root',
  combinator: 'and',
  rules: [
    { id: 'r1', field: 'firstName', operator: '=', value: '' },
    { id: 'g1', combinator: 'or', rules: [] },
  ],
};
const fields = [{ name: 'firstName', label: 'First name' }];
const html = (props: Record<string, unknown>) => renderToStaticMarkup(h(QueryBuilder as ComponentType<Record<string, unknown>>, { query, fields, ...props }));
const T = 'styling/classnames ›';

describe('styling/classnames', () => {
  it(`${T} standardClassnames: the library's class names`, () => {
    expect(standardClassnames).toMatchObject({
      queryBuilder: 'queryBuilder',
      ruleGroup: 'ruleGroup',
      header: 'ruleGroup-header',
      body: 'ruleGroup-body',
      combinators: 'ruleGroup-combinators',
      addRule: 'ruleGroup-addRule',
      addGroup: 'ruleGroup-addGroup',
      removeGroup: 'ruleGroup-remove',
      notToggle: 'ruleGroup-notToggle',
      rule: 'rule',
      fields: 'rule-fields',
      operators: 'rule-operators',
      value: 'rule-value',
      removeRule: 'rule-remove',
      valid: 'queryBuilder-valid',
      invalid: 'queryBuilder-invalid',
      disabled: 'queryBuilder-disabled',
      dndDragging: 'dndDragging',
      dndOver: 'dndOver',
      dragHandle: 'queryBuilder-dragHandle',
    });
  });

  it(`${T} default markup: the outer element, the root group and its header carry their classes`, () => {
    const out = html({});
    expect(out).toMatch(/^<div role="form" class="queryBuilder"/);
    expect(out).toContain('class="ruleGroup"');
    expect(out).toContain('class="ruleGroup-header"');
    expect(out).toContain('class="rule"');
  });

  it(`${T} suppressStandardClassnames: the standard structural classes go`, () => {
    const out = html({ suppressStandardClassnames: true });
    expect(out).not.toContain('ruleGroup-header');
    expect(out).not.toContain('class="queryBuilder"');
  });

  it(`${T} suppressStandardClassnames: rules still get queryBuilder-invalid from the validator`, () => {
    const out = html({ suppressStandardClassnames: true, validator: () => ({ r1: false }) });
    expect(out).toMatch(/data-testid="rule"[^>]*class="queryBuilder-invalid"[^>]*data-rule-id="r1"/);
  });

  it(`${T} suppressStandardClassnames: groups still get queryBuilder-invalid from the validator`, () => {
    const out = html({ suppressStandardClassnames: true, validator: () => ({ g1: false }) });
    expect(out).toMatch(/class="queryBuilder-invalid"[^>]*data-testid="rule-group"/);
  });

  it(`${T} controlClassnames.invalid never marks a rule or a group`, () => {
    const out = html({ controlClassnames: { invalid: 'border-danger' }, validator: () => ({ r1: false, g1: false }) });
    expect(out).not.toContain('border-danger');
  });

  it(`${T} controlClassnames.invalid reaches the outer element when the query-level validator returns false`, () => {
    const out = html({ controlClassnames: { invalid: 'border-danger' }, validator: () => false });
    expect(out).toMatch(/^<div role="form" class="queryBuilder border-danger queryBuilder-invalid"/);
  });

  it(`${T} controlClassnames.valid reaches the outer element when the query-level validator returns true`, () => {
    const out = html({ controlClassnames: { valid: 'ok' }, validator: () => true });
    expect(out).toMatch(/^<div role="form" class="queryBuilder ok queryBuilder-valid"/);
  });

  it(`${T} controlClassnames adds classes next to the standard ones`, () => {
    const out = html({ controlClassnames: { rule: 'row gap-2' } });
    expect(out).toContain('class="rule row gap-2"');
  });
});

describe('styling/classnames › Standard class names table', () => {
  // The class column is filled in from the installed package at build time (<LibraryTable>); the
  // page holds one row per key with its description.
  const page = readFileSync('docs/styling/classnames.mdx', 'utf8');
  const keysOf = (text: string) => Array.from(text.matchAll(/^\| `(\w+)` \| [^|]+\|$/gm), m => m[1]!);

  it('styling/classnames › Standard class names: the table takes its classes from standardClassnames', () => {
    expect(page).toMatch(/<LibraryTable of="standardClassnames">/);
  });

  it('styling/classnames › Standard class names: one row per key of standardClassnames, no other', () => {
    const keys = keysOf(page.slice(page.indexOf('<LibraryTable of="standardClassnames">'), page.indexOf('</LibraryTable>')));
    expect([...keys].sort()).toEqual(Object.keys(standardClassnames).sort());
  });
});

const D = 'styling/classnames › Standard classnames (dnd rows):';

describe('styling/classnames dnd classes on rules and groups', () => {
  it(`${D} dndOver goes on the hovered rule and on a group's header, a header never gets controlClassnames.dndOver`, () => {
    expect(dndClasses(lib, { isOver: true })).toEqual(['rule my-over dndOver', 'ruleGroup-header dndOver']);
  });

  it(`${D} dndCopy goes on the hovered rule and on a group's header`, () => {
    expect(dndClasses(lib, { isOver: true, dropEffect: 'copy' })).toEqual(['rule my-over my-copy dndOver dndCopy', 'ruleGroup-header my-copy dndOver dndCopy']);
  });

  it(`${D} dndGroup goes on the hovered rule and on the group itself, not its header`, () => {
    expect(dndClasses(lib, { isOver: true, groupItems: true })).toEqual(['rule my-over my-group dndOver dndGroup', 'ruleGroup my-group dndGroup', 'ruleGroup-header dndOver']);
  });

  it(`${D} dndDropNotAllowed goes on the hovered rule and on a group's header`, () => {
    expect(dndClasses(lib, { isOver: true, dropNotAllowed: true })).toEqual(['rule my-over my-nope dndOver dndDropNotAllowed', 'ruleGroup-header my-nope dndOver dndDropNotAllowed']);
  });

  it(`${D} dndDragging goes on the dragged rule or group itself`, () => {
    expect(dndClasses(lib, { isDragging: true })).toEqual(['rule my-drag dndDragging', 'ruleGroup my-drag dndDragging']);
  });
});
