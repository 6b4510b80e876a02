// @vitest-environment happy-dom
// Claims of docs/components/querybuilder.mdx, run against react-querybuilder 8.24.1.
import { act, cleanup, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  defaultCombinators,
  defaultOperators,
  defaultTranslations,
  getDispatchQueryById,
  QueryBuilder,
  standardClassnames as sc,
  type Field,
  type RuleGroupType,
} from 'react-querybuilder';
import { change, click, q, qa } from './support';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'age', label: 'Age', inputType: 'number' },
];
const oneRule = (): RuleGroupType => ({
  combinator: 'and',
  rules: [{ field: 'firstName', operator: '=', value: 'Steve' }],
});

const T = 'components/querybuilder › Props ›';

/** Renders an uncontrolled builder and returns the container and the last query reported. */
function setup(props: Record<string, unknown> = {}, query: RuleGroupType = oneRule()) {
  const onQueryChange = vi.fn();
  const utils = render(<QueryBuilder fields={fields} defaultQuery={query} onQueryChange={onQueryChange} {...props} />);
  const last = () => onQueryChange.mock.calls.at(-1)?.[0] as RuleGroupType;
  return { ...utils, onQueryChange, last, c: utils.container };
}

describe('components/querybuilder defaults', () => {
  it(`${T} enableMountQueryChange: true (onQueryChange runs when the component mounts)`, () => {
    const { onQueryChange } = setup();
    expect(onQueryChange).toHaveBeenCalledTimes(1);
  });

  it(`${T} enableMountQueryChange={false} does not call onQueryChange on mount`, () => {
    const { onQueryChange } = setup({ enableMountQueryChange: false });
    expect(onQueryChange).not.toHaveBeenCalled();
  });

  it(`${T} qbId: generated (each builder gets a distinct id)`, () => {
    const ids: string[] = [];
    const Grab = (p: { schema: { qbId: string } }) => (ids.push(p.schema.qbId), null);
    render(
      <>
        <QueryBuilder controlElements={{ notToggle: Grab as never }} showNotToggle />
        <QueryBuilder controlElements={{ notToggle: Grab as never }} showNotToggle />
      </>
    );
    expect(new Set(ids).size).toBe(2);
    expect(ids.every(id => id.length > 0)).toBe(true);
  });

  it(`${T} fields: [] (the field selector holds only the placeholder option)`, () => {
    const onQueryChange = vi.fn();
    const { container } = render(<QueryBuilder defaultQuery={oneRule()} onQueryChange={onQueryChange} />);
    expect(qa(container, `.${sc.fields} option`).map(o => o.getAttribute('value'))).toEqual(['~']);
  });

  it(`${T} operators: defaultOperators (the operator selector lists them all)`, () => {
    const { c } = setup();
    expect(qa(c, `.${sc.operators} option`).map(o => o.getAttribute('value'))).toEqual(defaultOperators.map(o => o.name));
  });

  it(`${T} combinators: defaultCombinators`, () => {
    const { c } = setup();
    expect(qa(c, `.${sc.combinators} option`).map(o => o.getAttribute('value'))).toEqual(defaultCombinators.map(o => o.name));
    expect(defaultCombinators.map(o => o.name)).toEqual(['and', 'or']);
  });

  it(`${T} getDefaultField: first field`, () => {
    const { c, last } = setup({}, { combinator: 'and', rules: [] });
    click(q(c, `.${sc.addRule}`));
    expect((last().rules[0] as { field: string }).field).toBe('firstName');
  });

  it(`${T} getDefaultOperator: first operator`, () => {
    const { c, last } = setup({}, { combinator: 'and', rules: [] });
    click(q(c, `.${sc.addRule}`));
    expect((last().rules[0] as { operator: string }).operator).toBe(defaultOperators[0]!.name);
    expect(defaultOperators[0]!.name).toBe('=');
  });

  it(`${T} getDefaultValue: none (a new text rule starts with an empty string)`, () => {
    const { c, last } = setup({}, { combinator: 'and', rules: [] });
    click(q(c, `.${sc.addRule}`));
    expect((last().rules[0] as { value: unknown }).value).toBe('');
  });

  it(`${T} getValueEditorType: 'text' (the value editor is a text input)`, () => {
    const { c } = setup();
    const input = q(c, `.${sc.value}`)!;
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe('text');
  });

  it(`${T} getValueEditorSeparator: null (nothing between the two between inputs)`, () => {
    const { c } = setup({}, { combinator: 'and', rules: [{ field: 'firstName', operator: 'between', value: 'a,b' }] });
    const editor = q(c, `.${sc.value}`)!;
    expect(qa(editor, 'input')).toHaveLength(2);
    expect(editor.textContent).toBe('');
  });

  it(`${T} getInputType: 'text' when the field sets no inputType`, () => {
    const { c } = setup({}, { combinator: 'and', rules: [{ field: 'lastName', operator: '=', value: '' }] });
    expect(q(c, `.${sc.value}`)!.getAttribute('type')).toBe('text');
  });

  it(`${T} getValues: [] (a select value editor has no options)`, () => {
    const { c } = setup({ getValueEditorType: () => 'select' });
    expect(q(c, `.${sc.value}`)!.tagName).toBe('SELECT');
    expect(qa(c, `.${sc.value} option`)).toHaveLength(0);
  });

  it(`${T} getValueSources: ['value'] (no value source selector)`, () => {
    const { c } = setup();
    expect(q(c, `.${sc.valueSource}`)).toBeNull();
  });

  it(`${T} showCombinatorsBetweenRules: false (the combinator sits in the group header only)`, () => {
    const { c } = setup({}, { combinator: 'and', rules: [oneRule().rules[0]!, oneRule().rules[0]!] });
    expect(qa(c, `.${sc.combinators}`)).toHaveLength(1);
    expect(q(c, `.${sc.header} .${sc.combinators}`)).not.toBeNull();
  });

  it(`${T} showCombinatorsBetweenRules renders a combinator between the members`, () => {
    const { c } = setup({ showCombinatorsBetweenRules: true }, { combinator: 'and', rules: [oneRule().rules[0]!, oneRule().rules[0]!] });
    expect(q(c, `.${sc.betweenRules}`)).not.toBeNull();
  });

  it(`${T} showUngroupButtons: false`, () => {
    const nested: RuleGroupType = { combinator: 'and', rules: [{ combinator: 'or', rules: [] }] };
    expect(q(setup({}, nested).c, `.${sc.ungroup}`)).toBeNull();
    cleanup();
    expect(q(setup({ showUngroupButtons: true }, nested).c, `.${sc.ungroup}`)).not.toBeNull();
  });

  // Each of these props is off by default: its control is missing until the prop is set.
  for (const [prop, control] of [
    ['showNotToggle', sc.notToggle],
    ['showCloneButtons', sc.cloneRule],
    ['showLockButtons', sc.lockRule],
    ['showMuteButtons', sc.muteRule],
    ['showShiftActions', sc.shiftActions],
  ] as const) {
    it(`${T} ${prop}: false`, () => {
      expect(q(setup().c, `.${control}`)).toBeNull();
      expect(q(setup({ [prop]: true }).c, `.${control}`)).not.toBeNull();
    });
  }

  it(`${T} showUndoRedo: false (no undo or redo buttons)`, () => {
    expect(q(setup().c, `.${sc.undoAction}`)).toBeNull();
  });

  it(`${T} enableDragAndDrop: false (data-dnd="disabled", no drag handles)`, () => {
    const { c } = setup();
    expect(q(c, `.${sc.queryBuilder}`)!.getAttribute('data-dnd')).toBe('disabled');
  });

  it(`${T} maxLevels: no limit (a group five levels down still has "+ Group")`, () => {
    let deep: RuleGroupType = { combinator: 'and', rules: [] };
    for (let i = 0; i < 5; i++) deep = { combinator: 'and', rules: [deep] };
    const { c } = setup({}, deep);
    expect(qa(c, `.${sc.addGroup}`)).toHaveLength(6);
  });

  it(`${T} maxLevels hides "+ Group" at the limit`, () => {
    const { c } = setup({ maxLevels: 1 }, { combinator: 'and', rules: [{ combinator: 'or', rules: [] }] });
    // the root (depth 0) keeps its button; the nested group (depth 1) has none
    expect(qa(c, `.${sc.addGroup}`)).toHaveLength(1);
  });

  it(`${T} resetOnFieldChange: true (a new field resets operator and value)`, () => {
    const { c, last } = setup({}, { combinator: 'and', rules: [{ field: 'firstName', operator: 'contains', value: 'Ste' }] });
    change(q(c, `.${sc.fields}`), 'lastName');
    expect(last().rules[0]).toMatchObject({ field: 'lastName', operator: '=', value: '' });
  });

  it(`${T} resetOnOperatorChange: false (a new operator keeps the value)`, () => {
    const { c, last } = setup();
    change(q(c, `.${sc.operators}`), 'contains');
    expect(last().rules[0]).toMatchObject({ operator: 'contains', value: 'Steve' });
  });

  it(`${T} autoSelectField: true (no placeholder option in the field selector)`, () => {
    const { c } = setup();
    expect(qa(c, `.${sc.fields} option`).map(o => o.getAttribute('value'))).not.toContain('~');
  });

  it(`${T} autoSelectField={false} starts new rules on the placeholder '~'`, () => {
    const { c, last } = setup({ autoSelectField: false }, { combinator: 'and', rules: [] });
    click(q(c, `.${sc.addRule}`));
    expect((last().rules[0] as { field: string }).field).toBe('~');
  });

  it(`${T} autoSelectOperator: true (no placeholder option in the operator selector)`, () => {
    const { c } = setup();
    expect(qa(c, `.${sc.operators} option`).map(o => o.getAttribute('value'))).not.toContain('~');
  });

  it(`${T} autoSelectValue: true (no placeholder option in a select value editor)`, () => {
    const { c } = setup({ getValueEditorType: () => 'select', getValues: () => [{ name: 'a', label: 'A' }] });
    expect(qa(c, `.${sc.value} option`).map(o => o.getAttribute('value'))).toEqual(['a']);
  });

  it(`${T} addRuleToNewGroups: false (a new group is empty)`, () => {
    const { c, last } = setup({}, { combinator: 'and', rules: [] });
    click(q(c, `.${sc.addGroup}`));
    expect((last().rules[0] as RuleGroupType).rules).toEqual([]);
  });

  it(`${T} listsAsArrays: false (a between value is stored as a comma-separated string)`, () => {
    const { c, last } = setup({}, { combinator: 'and', rules: [{ field: 'firstName', operator: 'between', value: 'a,b' }] });
    change(qa(c, `.${sc.value} input`)[1]!, 'z');
    expect((last().rules[0] as { value: unknown }).value).toBe('a,z');
  });

  it(`${T} parseNumbers: false (a typed number is stored as a string)`, () => {
    const { c, last } = setup({}, { combinator: 'and', rules: [{ field: 'age', operator: '=', value: '' }] });
    change(q(c, `.${sc.value}`), '12');
    expect((last().rules[0] as { value: unknown }).value).toBe('12');
  });

  it(`${T} disabled: false (controls are enabled)`, () => {
    const { c } = setup();
    expect(qa(c, 'input, select, button').every(el => !(el as HTMLInputElement).disabled)).toBe(true);
  });

  it(`${T} idGenerator: generateID (new rules get a UUID-shaped id)`, () => {
    const { c, last } = setup({}, { combinator: 'and', rules: [] });
    click(q(c, `.${sc.addRule}`));
    expect((last().rules[0] as { id: string }).id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it(`${T} debugMode: false (onLog is not called)`, () => {
    const onLog = vi.fn();
    const { c } = setup({ onLog }, { combinator: 'and', rules: [] });
    click(q(c, `.${sc.addRule}`));
    expect(onLog).not.toHaveBeenCalled();
  });

  it(`${T} onLog: console.log (debugMode logs there by default)`, () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { c } = setup({ debugMode: true }, { combinator: 'and', rules: [] });
    click(q(c, `.${sc.addRule}`));
    expect(log).toHaveBeenCalled();
  });

  it(`${T} suppressStandardClassnames: false (standard classes are present)`, () => {
    const { c } = setup();
    expect(q(c, `.${sc.queryBuilder} .${sc.ruleGroup} .${sc.rule}`)).not.toBeNull();
  });

  it(`${T} translations: defaultTranslations (the add buttons read "+ Rule" and "+ Group")`, () => {
    const { c } = setup();
    expect(q(c, `.${sc.addRule}`)!.textContent).toBe(defaultTranslations.addRule.label);
    expect(defaultTranslations.addRule.label).toBe('+ Rule');
    expect(q(c, `.${sc.addGroup}`)!.textContent).toBe('+ Group');
  });

  it(`${T} accessibleDescriptionGenerator: generateAccessibleDescription (the root group's title)`, () => {
    const { c } = setup();
    expect(q(c, `.${sc.ruleGroup}`)!.getAttribute('title')).toBe('Query builder');
  });

  it(`${T} controlElements: defaultControlElements (the remove button is a <button>)`, () => {
    const { c } = setup();
    expect(q(c, `.${sc.removeRule}`)!.tagName).toBe('BUTTON');
  });

  it(`${T} preserveQueryStateOnUnmount: false (the store forgets the query after unmount)`, () => {
    const { unmount } = setup({ qbId: 'gone' });
    expect(typeof getDispatchQueryById('gone')).toBe('function');
    unmount();
    expect(getDispatchQueryById('gone')).toBeUndefined();
  });
});

describe('components/querybuilder › Query and state › qbId', () => {
  it('components/querybuilder › Query and state › qbId: getDispatchQueryById replaces the query and calls onQueryChange', () => {
    const { last } = setup({ qbId: 'musicians' });
    act(() => getDispatchQueryById('musicians')!({ combinator: 'and', rules: [] }));
    expect(last().rules).toEqual([]);
  });

  it('components/querybuilder › Query and state › qbId: a second builder with the same qbId leaves no dispatcher for it', () => {
    render(<QueryBuilder qbId="twice" defaultQuery={oneRule()} />);
    expect(typeof getDispatchQueryById('twice')).toBe('function');
    render(<QueryBuilder qbId="twice" defaultQuery={{ combinator: 'or', rules: [] }} />);
    expect(getDispatchQueryById('twice')).toBeUndefined();
  });

  it('components/querybuilder › Query and state › qbId: two builders with the same qbId mounted together each keep their own defaultQuery', () => {
    const a = vi.fn();
    const b = vi.fn();
    render(
      <>
        <QueryBuilder qbId="same" defaultQuery={{ combinator: 'and', rules: [] }} onQueryChange={a} />
        <QueryBuilder qbId="same" defaultQuery={{ combinator: 'or', rules: [] }} onQueryChange={b} />
      </>
    );
    expect(getDispatchQueryById('same')).toBeUndefined();
    expect(a.mock.calls.map(([x]) => x.combinator)).toEqual(['and']);
  });
});

describe('components/querybuilder › Value editors › getParameters', () => {
  it('components/querybuilder › getParameters: without getParameters, the parameter editor keeps the field input type', () => {
    const { c } = setup(
      { getValueSources: () => ['value', 'parameter'] },
      { combinator: 'and', rules: [{ field: 'age', operator: '=', value: '', valueSource: 'parameter' }] }
    );
    expect(q(c, `.${sc.value}`)!.getAttribute('type')).toBe('number');
  });
});

describe('components/querybuilder › Display options › showUndoRedo', () => {
  it('components/querybuilder › showUndoRedo: alone renders no buttons and logs an error', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { c } = setup({ showUndoRedo: true });
    expect(q(c, `.${sc.undoAction}`)).toBeNull();
    expect(err).toHaveBeenCalled();
  });

  it('components/querybuilder › autoSelectValue={false}: a select rule stores the placeholder "~"', () => {
    const { c, last } = setup(
      { autoSelectValue: false, getValueEditorType: () => 'select', getValues: () => [{ name: 'a', label: 'A' }] },
      { combinator: 'and', rules: [] }
    );
    click(q(c, `.${sc.addRule}`));
    expect((last().rules[0] as { value: unknown }).value).toBe('~');
  });
});
