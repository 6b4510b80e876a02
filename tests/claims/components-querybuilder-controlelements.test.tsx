// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ActionElement,
  controlKeys,
  controlKind,
  defaultControlElements,
  QueryBuilder,
  QueryBuilderContext,
  ValueSelector,
  type ActionProps,
  type Field,
  type RuleGroupType,
  type VersatileSelectorProps,
} from 'react-querybuilder';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'age', label: 'Age', inputType: 'number' },
];
const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Ada' }] };
const Tagged = (props: ActionProps) => <ActionElement {...props} className={`${props.className} tagged`} />;

const page = readFileSync(join(__dirname, '../../docs/components/querybuilder-controlelements.mdx'), 'utf8');
const tableRows = page
  .split('\n')
  .filter(line => /^\| `\w+` \|/.test(line))
  .map(line => ['', ...line.slice(2, -1).split(' | ').map(cell => cell.trim())].map(cell => cell.replace(/^`(\w+)`$/, (m, name: string) => (line.startsWith(`| ${m}`) ? name : m))));

describe('components/querybuilder-controlelements', () => {
  it('components/querybuilder-controlelements › Keys: the table lists every control key, in order', () => {
    expect(tableRows.map(r => r[1])).toEqual([...controlKeys]);
    expect(Object.keys(defaultControlElements).sort()).toEqual([...controlKeys].sort());
  });

  it('components/querybuilder-controlelements › Keys: the "Replaced by" column matches controlKind', () => {
    const expected = controlKeys.map(key => (controlKind[key] === 'action' ? '`actionElement`' : controlKind[key] === 'selector' ? '`valueSelector`' : ''));
    expect(tableRows.map(r => (r[4] ?? '').trim())).toEqual(expected);
  });

  it('components/querybuilder-controlelements › Keys: the defaults are ActionElement, ValueSelector and the named components; undoRedoActions is null', () => {
    const actionKeys = controlKeys.filter(k => controlKind[k] === 'action');
    expect(actionKeys.every(k => defaultControlElements[k] === ActionElement)).toBe(true);
    const selectorKeys = controlKeys.filter(k => controlKind[k] === 'selector');
    expect(selectorKeys.every(k => defaultControlElements[k] === ValueSelector)).toBe(true);
    expect(defaultControlElements.valueSelector).toBe(ValueSelector);
    expect(defaultControlElements.undoRedoActions).toBeNull();
  });

  it('components/querybuilder-controlelements › intro: null for a key renders nothing in its place', () => {
    render(<QueryBuilder fields={fields} defaultQuery={query} controlElements={{ addGroupAction: null }} />);
    expect(screen.queryByTestId('add-group')).toBeNull();
    expect(screen.getByTestId('add-rule')).toBeTruthy();
  });

  it('components/querybuilder-controlelements › intro: actionElement replaces every action key not set on its own', () => {
    render(<QueryBuilder fields={fields} defaultQuery={query} controlElements={{ actionElement: Tagged }} />);
    expect(screen.getByTestId('add-rule').className).toContain('tagged');
    expect(screen.getByTestId('remove-rule').className).toContain('tagged');
  });

  it('components/querybuilder-controlelements › Keys: a key set explicitly wins over actionElement', () => {
    const Plain = (props: ActionProps) => <button type="button" data-testid={props.testID} className="plain" onClick={e => props.handleOnClick(e)} />;
    render(<QueryBuilder fields={fields} defaultQuery={query} controlElements={{ actionElement: Tagged, removeRuleAction: Plain }} />);
    expect(screen.getByTestId('remove-rule').className).toBe('plain');
    expect(screen.getByTestId('add-rule').className).toContain('tagged');
  });

  it('components/querybuilder-controlelements › Keys: valueSelector replaces the selectors not set on their own', () => {
    const Marked = (props: VersatileSelectorProps) => <ValueSelector {...props} className={`${props.className} marked`} />;
    render(<QueryBuilder fields={fields} defaultQuery={query} controlElements={{ valueSelector: Marked }} />);
    expect(screen.getByTestId('fields').className).toContain('marked');
    expect(screen.getByTestId('operators').className).toContain('marked');
    expect(screen.getByTestId('combinators').className).toContain('marked');
  });

  it('components/querybuilder-controlelements › Keys: actionElement does not replace ShiftActions, whose buttons are plain buttons', () => {
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={query} showShiftActions controlElements={{ actionElement: Tagged }} />);
    const shift = container.querySelector('.rule .shiftActions')!;
    expect(shift).not.toBeNull();
    expect(Array.from(shift.querySelectorAll('button')).map(b => b.className)).toEqual(['', '']);
    expect(screen.getByTestId('add-rule').className).toContain('tagged');
  });

  it('components/querybuilder-controlelements › Customising a control: a QueryBuilderContext provider supplies controls to the query builders inside it', () => {
    render(
      <QueryBuilderContext.Provider value={{ controlElements: { addGroupAction: null } }}>
        <QueryBuilder fields={fields} defaultQuery={query} />
      </QueryBuilderContext.Provider>
    );
    expect(screen.queryByTestId('add-group')).toBeNull();
  });
});
