// @vitest-environment happy-dom
// Claims of docs/tips/option-lists.mdx, run against react-querybuilder 8.24.1.
import { act, fireEvent, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  formatQuery,
  getFirstOption,
  getOption,
  QueryBuilder,
  toFullOptionList,
  toOptions,
  uniqByIdentifier,
  ValueSelector,
  type Field,
  type Option,
  type OptionGroup,
  type RuleGroupType,
  type ValueSelectorProps,
} from 'react-querybuilder';
import { change, click, q as qs, qa } from './support';

const R = 'tips/option-lists › The recipe:';
/** The recipe's fields: two field groups, instrument values in two groups with a disabled marimba. */
const recipeFields: OptionGroup<Field>[] = [
  {
    label: 'Person',
    options: [
      { name: 'firstName', label: 'First name' },
      { name: 'age', label: 'Age', inputType: 'number', operators: ['=', '<', '>', 'between'] },
    ],
  },
  {
    label: 'Music',
    options: [
      {
        name: 'instrument',
        label: 'Instrument',
        valueEditorType: 'select',
        values: [
          { label: 'Strings', options: [{ name: 'guitar', label: 'Guitar' }, { name: 'violin', label: 'Violin' }] },
          { label: 'Percussion', options: [{ name: 'drums', label: 'Drums' }, { name: 'marimba', label: 'Marimba', disabled: true }] },
        ],
      },
      { name: 'isMusician', label: 'Is a musician', valueEditorType: 'checkbox' },
    ],
  },
];
const recipeQuery: RuleGroupType = { combinator: 'and', rules: [{ field: 'instrument', operator: '=', value: 'drums' }] };
/** The options each selector received, by control. */
function receivedOptions(props: Record<string, unknown>) {
  const seen: Record<string, unknown> = {};
  const spy = (k: string) => (p: ValueSelectorProps) => ((seen[k] = p.options), <ValueSelector {...p} />);
  render(<QueryBuilder fields={recipeFields} controlElements={{ fieldSelector: spy('fields'), operatorSelector: spy('operators'), combinatorSelector: spy('combinators') }} {...props} />);
  return seen;
}

const T = 'tips/option-lists › Placeholder options ›';
const q = (rule: { field: string; operator: string; value: unknown }): RuleGroupType => ({ combinator: 'and', rules: [rule] });

describe('tips/option-lists', () => {
  it(`${T} formatQuery leaves out a rule whose field is the placeholder`, () => {
    expect(formatQuery(q({ field: '~', operator: '=', value: 'Steve' }), 'sql')).toBe('(1 = 1)');
  });

  it(`${T} formatQuery leaves out a rule whose operator is the placeholder`, () => {
    expect(formatQuery(q({ field: 'firstName', operator: '~', value: 'Steve' }), 'sql')).toBe('(1 = 1)');
  });

  it(`${T} formatQuery keeps a rule whose value is "~" by default`, () => {
    expect(formatQuery(q({ field: 's', operator: '=', value: '~' }), 'sql')).toBe("(s = '~')");
  });

  it(`${T} placeholderValueName: "~" leaves that rule out`, () => {
    expect(formatQuery(q({ field: 's', operator: '=', value: '~' }), { format: 'sql', placeholderValueName: '~' })).toBe('(1 = 1)');
  });

  it('tips/option-lists › Name or value: toFullOptionList copies name into value and value into name', () => {
    expect(toFullOptionList([{ name: 'a', label: 'A' }, { value: 'b', label: 'B' }])).toEqual([
      { name: 'a', value: 'a', label: 'A' },
      { name: 'b', value: 'b', label: 'B' },
    ]);
  });

  it('tips/option-lists › Name or value: toFullOptionList normalises the options of option groups', () => {
    expect(toFullOptionList([{ label: 'G', options: [{ name: 'a', label: 'A' }] }])).toEqual([
      { label: 'G', options: [{ name: 'a', value: 'a', label: 'A' }] },
    ]);
  });

  it(`${R} each control receives full options, with both name and value`, () => {
    const seen = receivedOptions({ defaultQuery: recipeQuery });
    expect((seen.fields as OptionGroup[])[0]!.options[0]).toEqual({ name: 'firstName', value: 'firstName', label: 'First name' });
  });

  it(`${R} the default controls render option groups as <optgroup> elements`, () => {
    const { container } = render(<QueryBuilder fields={recipeFields} defaultQuery={recipeQuery} />);
    expect(qa(container, '.rule-fields optgroup').map(g => g.getAttribute('label'))).toEqual(['Person', 'Music']);
    expect(qa(container, '.rule-value optgroup').map(g => g.getAttribute('label'))).toEqual(['Strings', 'Percussion']);
  });

  it(`${R} a rule stores the option names, not the labels`, () => {
    const onQueryChange = vi.fn();
    const { container } = render(<QueryBuilder fields={recipeFields} defaultQuery={recipeQuery} onQueryChange={onQueryChange} />);
    change(qs(container, '.rule-value'), 'violin');
    expect(onQueryChange.mock.calls.at(-1)![0].rules[0]).toMatchObject({ field: 'instrument', value: 'violin' });
  });

  it(`${R} disabled: true keeps the option in the menu as a disabled <option>`, () => {
    const { container } = render(<QueryBuilder fields={recipeFields} defaultQuery={recipeQuery} />);
    expect(qa(container, '.rule-value option[disabled]').map(o => o.textContent)).toEqual(['Marimba']);
  });

  it(`${R} operators and combinators given as strings become full options, standard names with standard labels`, () => {
    const seen = receivedOptions({ defaultQuery: { combinator: 'and', rules: [{ field: 'age', operator: '=', value: 3 }] }, combinators: ['and', 'or'] });
    expect(seen.operators).toEqual(['=', '<', '>', 'between'].map(n => ({ name: n, value: n, label: n })));
    expect(seen.combinators).toEqual([
      { name: 'and', value: 'and', label: 'AND' },
      { name: 'or', value: 'or', label: 'OR' },
    ]);
  });

  it('tips/option-lists › The shapes: fields given as an object become a list sorted by label', () => {
    const fields = { lastName: { name: 'lastName', label: 'Last name' }, age: { name: 'age', label: 'Age' }, firstName: { name: 'firstName', label: 'First name' } };
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [{ field: 'age', operator: '=', value: '' }] }} />);
    expect(qa(container, '.rule-fields option').map(o => o.textContent)).toEqual(['Age', 'First name', 'Last name']);
  });

  it('tips/option-lists › Name or value: when they differ, a new rule stores the field\'s value while the menu lists names', () => {
    const onQueryChange = vi.fn();
    const fields = [{ name: 'fn', value: 'firstName', label: 'First name' }] as Field[];
    const { container } = render(<QueryBuilder fields={fields} onQueryChange={onQueryChange} />);
    click(qs(container, '.ruleGroup-addRule'));
    expect(onQueryChange.mock.calls.at(-1)![0].rules[0].field).toBe('firstName');
    expect(qa(container, '.rule-fields option').map(o => o.getAttribute('value'))).toEqual(['fn']);
  });

  it('tips/option-lists › Values for select-type editors: getValues receives the field name, the operator and { fieldData }', () => {
    const getValues = vi.fn((_f: string, _o: string, _m: { fieldData: Field }) => [{ name: 'x', label: 'X' }]);
    render(<QueryBuilder fields={[{ name: 'inst', label: 'Instrument', valueEditorType: 'select' }]} getValues={getValues} defaultQuery={{ combinator: 'and', rules: [{ field: 'inst', operator: '=', value: 'x' }] }} />);
    const [field, operator, meta] = getValues.mock.calls[0]!;
    expect([field, operator, meta.fieldData.name]).toEqual(['inst', '=', 'inst']);
  });

  for (const [listsAsArrays, expected] of [[false, 'a,b'], [true, ['a', 'b']]] as const) {
    it(`tips/option-lists › Values for select-type editors: a multiselect value is ${listsAsArrays ? 'an array with listsAsArrays' : 'a comma-separated string by default'}`, () => {
      const onQueryChange = vi.fn();
      const fields: Field[] = [{ name: 'inst', label: 'Instrument', valueEditorType: 'multiselect', values: [{ name: 'a', label: 'A' }, { name: 'b', label: 'B' }] }];
      const { container } = render(<QueryBuilder listsAsArrays={listsAsArrays} fields={fields} onQueryChange={onQueryChange} defaultQuery={{ combinator: 'and', rules: [{ field: 'inst', operator: 'in', value: '' }] }} />);
      const select = qs(container, '.rule-value') as HTMLSelectElement;
      for (const o of Array.from(select.options)) o.selected = true;
      act(() => void fireEvent.change(select));
      expect(onQueryChange.mock.calls.at(-1)![0].rules[0].value).toEqual(expected);
    });
  }

  it('tips/option-lists › Option list utilities: getOption finds an option inside groups; getFirstOption returns the first identifier', () => {
    const groups = [{ label: 'Strings', options: [{ name: 'guitar', label: 'Guitar' }, { name: 'violin', label: 'Violin' }] }];
    expect(getOption(groups, 'violin')).toEqual({ name: 'violin', label: 'Violin' });
    expect(getFirstOption(groups)).toBe('guitar');
  });

  it('tips/option-lists › Option list utilities: uniqByIdentifier keeps the first option with each identifier', () => {
    expect(uniqByIdentifier([{ name: 'g', label: 'Guitar' }, { name: 'g', label: 'Electric guitar' }])).toEqual([{ name: 'g', label: 'Guitar' }]);
  });

  it('tips/option-lists › Option list utilities: the query builder shows a duplicated field name once, with the first label', () => {
    const { container } = render(<QueryBuilder fields={[{ name: 'a', label: 'A1' }, { name: 'a', label: 'A2' }, { name: 'b', label: 'B' }]} defaultQuery={{ combinator: 'and', rules: [{ field: 'a', operator: '=', value: '' }] }} />);
    expect(qa(container, '.rule-fields option').map(o => o.textContent)).toEqual(['A1', 'B']);
  });

  it('tips/option-lists › Option list utilities: toOptions renders <optgroup> and <option> elements', () => {
    const html = renderToStaticMarkup(<select>{toOptions([{ label: 'Strings', options: [{ name: 'guitar', value: 'guitar', label: 'Guitar' }] }])}</select>);
    expect(html).toBe('<select><optgroup label="Strings"><option value="guitar">Guitar</option></optgroup></select>');
  });

  const selectFields: Field[] = [
    { name: 'inst', label: 'Instrument', valueEditorType: 'select', values: [{ name: 'a', label: 'A' }] },
    { name: 'multi', label: 'Multi', valueEditorType: 'multiselect', values: [{ name: 'a', label: 'A' }] },
    { name: 'radio', label: 'Radio', valueEditorType: 'radio', values: [{ name: 'a', label: 'A' }] },
  ];
  /** The rule a click on "+ Rule" adds, then the rule after each field in `switchTo` is chosen. */
  const newRules = (props: Record<string, unknown>, switchTo: string[] = []) => {
    const onQueryChange = vi.fn();
    const { container } = render(<QueryBuilder fields={selectFields} onQueryChange={onQueryChange} {...props} />);
    click(qs(container, '.ruleGroup-addRule'));
    const rules = [onQueryChange.mock.calls.at(-1)![0].rules[0]];
    for (const f of switchTo) {
      change(qs(container, '.rule-fields'), f);
      rules.push(onQueryChange.mock.calls.at(-1)![0].rules[0]);
    }
    return { rules, container };
  };

  it(`${T} autoSelectField={false}: the field menu starts with the placeholder option and a new rule stores "~"`, () => {
    const { rules, container } = newRules({ autoSelectField: false });
    expect(rules[0].field).toBe('~');
    expect(qs(container, '.rule-fields option')!.outerHTML).toBe('<option value="~">------</option>');
  });

  it(`${T} autoSelectOperator={false}: a new rule stores "~" as its operator`, () => {
    expect(newRules({ autoSelectOperator: false }).rules[0].operator).toBe('~');
  });

  it(`${T} autoSelectValue={false}: select and radio start at "~", a multiselect at ""`, () => {
    expect(newRules({ autoSelectValue: false }, ['multi', 'radio']).rules.map(r => [r.field, r.value])).toEqual([
      ['inst', '~'],
      ['multi', ''],
      ['radio', '~'],
    ]);
  });

  it(`${T} the translations prop changes the placeholder's name and label`, () => {
    const { rules, container } = newRules({ autoSelectField: false, translations: { fields: { placeholderName: '--', placeholderLabel: 'Pick one' } } });
    expect(rules[0].field).toBe('--');
    expect(qs(container, '.rule-fields option')!.outerHTML).toBe('<option value="--">Pick one</option>');
  });

  it(`${T} placeholderFieldName passes a renamed placeholder to formatQuery`, () => {
    expect(formatQuery(q({ field: '--', operator: '=', value: 'x' }), { format: 'sql', placeholderFieldName: '--' })).toBe('(1 = 1)');
  });

  it('tips/option-lists › Pitfalls: label is required, TypeScript rejects an option without it', () => {
    // @ts-expect-error: an option without a label
    const noLabel: Option = { name: 'a' };
    expect(noLabel.label).toBeUndefined();
  });
});
