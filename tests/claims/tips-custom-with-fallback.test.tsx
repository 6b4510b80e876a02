// @vitest-environment happy-dom
// Claims of docs/tips/custom-with-fallback.mdx, run against react-querybuilder 8.24.1.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { QueryBuilder, ValueEditor, ValueSelector, standardClassnames as sc, useValueEditor } from 'react-querybuilder';
import type { Field, OperatorSelectorProps, RuleGroupType, ValueEditorProps } from 'react-querybuilder';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'birthDate', label: 'Birth date', inputType: 'date', editor: 'lowercase' },
  { name: 'isMusician', label: 'Is a musician', valueEditorType: 'checkbox', operators: ['=', '!='] },
];
const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { id: 'r1', field: 'firstName', operator: 'between', value: 'a,b' },
    { id: 'r2', field: 'birthDate', operator: '>=', value: '1960-01-01' },
    { id: 'r3', field: 'isMusician', operator: '=', value: true },
  ],
};
const P = 'tips/custom-with-fallback ›';

describe('tips/custom-with-fallback', () => {
  it(`${P} The recipe: the value editor receives field, operator, value, fieldData and rule`, () => {
    const seen: ValueEditorProps[] = [];
    const Spy = (p: ValueEditorProps) => (seen.push(p), <ValueEditor {...p} />);
    render(<QueryBuilder fields={fields} defaultQuery={query} controlElements={{ valueEditor: Spy }} />);
    const p = seen.find(s => s.rule.id === 'r2')!;
    expect([p.field, p.operator, p.value, p.fieldData.name, p.rule.id]).toEqual(['birthDate', '>=', '1960-01-01', 'birthDate', 'r2']);
  });

  it(`${P} The recipe: <ValueEditor {...props} /> renders exactly what the query builder renders`, () => {
    const Fallback = (p: ValueEditorProps) => <ValueEditor {...p} />;
    const a = render(<QueryBuilder fields={fields} query={query} />).container.innerHTML;
    cleanup();
    const b = render(<QueryBuilder fields={fields} query={query} controlElements={{ valueEditor: Fallback }} />).container.innerHTML;
    const ids = (h: string) => h.replace(/id="[^"]*"|for="[^"]*"|data-testid="[^"]*"/g, '');
    expect(ids(b)).toBe(ids(a));
  });

  it(`${P} The recipe: handleOnChange updates the rule and calls onQueryChange`, () => {
    const Custom = (p: ValueEditorProps) => <button type="button" className="set" onClick={() => p.handleOnChange('x')} />;
    const onQueryChange = vi.fn();
    const { container } = render(
      <QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [query.rules[1]] }} onQueryChange={onQueryChange} controlElements={{ valueEditor: Custom }} />
    );
    onQueryChange.mockClear();
    act(() => void fireEvent.click(container.querySelector('.set')!));
    expect(onQueryChange.mock.calls[0][0].rules[0].value).toBe('x');
  });

  it(`${P} The recipe: className carries rule-value and controlClassnames.value, title the translation, disabled the locked state`, () => {
    const seen: ValueEditorProps[] = [];
    const Spy = (p: ValueEditorProps) => (seen.push(p), null);
    const locked: RuleGroupType = { combinator: 'and', rules: [{ ...query.rules[1], disabled: true } as never] };
    render(
      <QueryBuilder fields={fields} defaultQuery={locked} controlClassnames={{ value: 'mine' }} translations={{ value: { title: 'Wert' } }} controlElements={{ valueEditor: Spy }} />
    );
    const p = seen.at(-1)!;
    expect((p.className ?? '').split(' ')).toEqual(expect.arrayContaining([sc.value, 'mine']));
    expect(p.title).toBe('Wert');
    expect(p.disabled).toBe(true);
  });

  it(`${P} The recipe: useValueEditor splits a between value into valueAsArray and gives multiValueHandler`, () => {
    let out: ReturnType<typeof useValueEditor> | undefined;
    const Probe = (p: ValueEditorProps) => {
      const r = useValueEditor(p);
      if (p.rule.id === 'r1') out = r;
      return null;
    };
    render(<QueryBuilder fields={fields} defaultQuery={query} controlElements={{ valueEditor: Probe }} />);
    expect(out!.valueAsArray).toEqual(['a', 'b']);
    expect(typeof out!.multiValueHandler).toBe('function');
  });

  it(`${P} Choose by a property of the field: a field's own properties reach the control in fieldData`, () => {
    const seen: ValueEditorProps[] = [];
    const Spy = (p: ValueEditorProps) => (seen.push(p), null);
    render(<QueryBuilder fields={fields} defaultQuery={query} controlElements={{ valueEditor: Spy }} />);
    expect(seen.find(s => s.rule.id === 'r2')!.fieldData.editor).toBe('lowercase');
  });

  it(`${P} Fall back in other controls: the operator selector receives the field's operators as full options`, () => {
    const seen: OperatorSelectorProps[] = [];
    const Spy = (p: OperatorSelectorProps) => (seen.push(p), <ValueSelector {...p} />);
    render(<QueryBuilder fields={fields} defaultQuery={query} controlElements={{ operatorSelector: Spy }} />);
    const p = seen.find(s => s.rule?.id === 'r3')!;
    expect(p.options).toEqual([
      expect.objectContaining({ name: '=', value: '=', label: '=' }),
      expect.objectContaining({ name: '!=', value: '!=', label: '!=' }),
    ]);
  });

  it(`${P} Pitfalls: schema.controls.valueEditor is the control in use, your own component`, () => {
    let fromSchema: unknown;
    const Mine = (p: ValueEditorProps) => ((fromSchema = p.schema.controls.valueEditor), null);
    render(<QueryBuilder fields={fields} defaultQuery={query} controlElements={{ valueEditor: Mine }} />);
    expect(fromSchema).toBe(Mine);
  });

  it(`${P} Pitfalls: the default editor stores the input's string unless parseNumbers is set`, () => {
    const num: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: '=', value: '' }] };
    const ageFields: Field[] = [{ name: 'age', label: 'Age', inputType: 'number' }];
    for (const [parseNumbers, expected] of [[false, '12'], [true, 12]] as const) {
      const onQueryChange = vi.fn();
      const { container } = render(<QueryBuilder fields={ageFields} defaultQuery={num} onQueryChange={onQueryChange} parseNumbers={parseNumbers} />);
      act(() => void fireEvent.change(container.querySelector(`.${sc.value}`)!, { target: { value: '12' } }));
      expect(onQueryChange.mock.calls.at(-1)![0].rules[0].value).toBe(expected);
      cleanup();
    }
  });

  it(`${P} Fall back to a UI library's control: the compatibility packages export AntDValueEditor, MaterialValueEditor, MantineValueEditor and BootstrapValueEditor`, () => {
    const req = createRequire(__filename);
    for (const [pkg, name] of [['antd', 'AntDValueEditor'], ['material', 'MaterialValueEditor'], ['mantine', 'MantineValueEditor'], ['bootstrap', 'BootstrapValueEditor']]) {
      const dts = req.resolve(`@react-querybuilder/${pkg}/package.json`).replace('package.json', '');
      const types = JSON.parse(readFileSync(`${dts}package.json`, 'utf8')).types as string;
      expect(readFileSync(`${dts}${types}`, 'utf8'), pkg).toMatch(new RegExp(`declare const ${name}\\b|${name}[,\\s]`));
    }
  });
});
