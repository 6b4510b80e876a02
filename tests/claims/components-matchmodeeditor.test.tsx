// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  defaultMatchModes,
  QueryBuilder,
  type Field,
  type MatchConfig,
  type MatchModeEditorProps,
  type RuleGroupType,
  type RuleType,
} from 'react-querybuilder';
import { instrumentsField } from './support';
import { propsRecorder, propsSection } from './props-table.shared';

const instruments: Field = instrumentsField();
const fields: Field[] = [{ name: 'firstName', label: 'First name' }, instruments, { name: 'nicknames', label: 'Nicknames', matchModes: ['some', 'atLeast'] }];
const ruleWith = (match?: MatchConfig, field = 'instruments'): RuleGroupType => ({
  combinator: 'and',
  rules: [{ field, operator: '=', value: { combinator: 'and', rules: [] }, ...(match ? { match } : {}) }],
});
const modeSelect = () => screen.getAllByTestId('match-mode-editor').find(el => el.tagName === 'SELECT') as HTMLSelectElement;
const thresholdInput = () => screen.getAllByTestId('match-mode-editor').find(el => el.tagName === 'INPUT') as HTMLInputElement | undefined;

describe('components/matchmodeeditor', () => {
  it('components/matchmodeeditor › intro: a rule on a field with match modes has a mode selector, no operator selector, and a nested group', () => {
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'some' })} />);
    const rule = container.querySelector('.rule')!;
    expect(rule.querySelector('.rule-operators')).toBeNull();
    expect(rule.querySelector('select.rule-matchMode')).not.toBeNull();
    expect(rule.querySelector('.ruleGroup-header')).not.toBeNull();
  });

  it('components/matchmodeeditor › intro: the threshold input appears for atLeast and goes away for some', () => {
    render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'atLeast', threshold: 2 })} />);
    expect(thresholdInput()?.value).toBe('2');
    fireEvent.change(modeSelect(), { target: { value: 'some' } });
    expect(thresholdInput()).toBeUndefined();
  });

  it('components/matchmodeeditor › When it appears: matchModes: true offers all six modes with the defaultMatchModes labels', () => {
    render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'all' })} />);
    expect(Array.from(modeSelect().options).map(o => [o.value, o.text])).toEqual([
      ['all', 'all'],
      ['some', 'some'],
      ['none', 'none'],
      ['atLeast', 'at least'],
      ['atMost', 'at most'],
      ['exactly', 'exactly'],
    ]);
    expect(defaultMatchModes.map(m => m.label)).toEqual(['all', 'some', 'none', 'at least', 'at most', 'exactly']);
  });

  it('components/matchmodeeditor › When it appears: a list of strings offers those modes, labelled with their names', () => {
    render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'some' }, 'nicknames')} />);
    expect(Array.from(modeSelect().options).map(o => [o.value, o.text])).toEqual([
      ['some', 'some'],
      ['atLeast', 'atLeast'],
    ]);
  });

  it('components/matchmodeeditor › When it appears: getMatchModes gives match modes to a field without its own', () => {
    const plain: Field[] = [{ name: 'tags', label: 'Tags' }];
    render(
      <QueryBuilder fields={plain} getMatchModes={field => (field === 'tags' ? ['all', 'none'] : false)} defaultQuery={ruleWith({ mode: 'all' }, 'tags')} />
    );
    expect(Array.from(modeSelect().options).map(o => o.value)).toEqual(['all', 'none']);
  });

  it('components/matchmodeeditor › When it appears: a field without match modes gets an operator selector instead', () => {
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Ada' }] }} />);
    expect(container.querySelector('.rule-operators')).not.toBeNull();
    expect(screen.queryAllByTestId('match-mode-editor')).toHaveLength(0);
  });

  it('components/matchmodeeditor › Props: the selector title is "Match mode", the class rule-matchMode, the threshold placeholder #', () => {
    render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'exactly', threshold: 1 })} />);
    expect(modeSelect().title).toBe('Match mode');
    expect(modeSelect().className).toBe('rule-matchMode');
    expect(thresholdInput()?.placeholder).toBe('#');
  });

  it('components/matchmodeeditor › Props: translations and controlClassnames change the title, placeholder and class', () => {
    render(
      <QueryBuilder
        fields={fields}
        defaultQuery={ruleWith({ mode: 'atMost', threshold: 3 })}
        translations={{ matchMode: { title: 'How many' }, matchThreshold: { title: 'Count', placeholderName: 'n' } }}
        controlClassnames={{ matchMode: 'mode' }}
      />
    );
    expect(modeSelect().title).toBe('How many');
    expect(modeSelect().className).toBe('rule-matchMode mode');
    expect(thresholdInput()?.placeholder).toBe('n');
  });

  it('components/matchmodeeditor › handleOnChange: switching to a threshold mode from a match without one sets threshold 1', () => {
    let query: RuleGroupType | undefined;
    render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'some' })} onQueryChange={q => (query = q)} />);
    fireEvent.change(modeSelect(), { target: { value: 'atMost' } });
    expect((query!.rules[0] as RuleType).match).toEqual({ mode: 'atMost', threshold: 1 });
  });

  it('components/matchmodeeditor › handleOnChange: the threshold is kept when the mode changes', () => {
    let query: RuleGroupType | undefined;
    render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'atLeast', threshold: 4 })} onQueryChange={q => (query = q)} />);
    fireEvent.change(modeSelect(), { target: { value: 'exactly' } });
    expect((query!.rules[0] as RuleType).match).toEqual({ mode: 'exactly', threshold: 4 });
  });

  it('components/matchmodeeditor › handleOnChange: a missing threshold shows as 1 and a negative one as 0', () => {
    render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'atLeast' })} />);
    expect(thresholdInput()?.value).toBe('1');
    cleanup();
    render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'atLeast', threshold: -3 })} />);
    expect(thresholdInput()?.value).toBe('0');
  });

  it('components/matchmodeeditor › handleOnChange: typing a threshold stores a number', () => {
    let query: RuleGroupType | undefined;
    render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'atLeast', threshold: 2 })} onQueryChange={q => (query = q)} />);
    fireEvent.change(thresholdInput()!, { target: { value: '3' } });
    expect((query!.rules[0] as RuleType).match).toEqual({ mode: 'atLeast', threshold: 3 });
  });

  it('components/matchmodeeditor › Customising it: a custom matchModeEditor receives match and options, and handleOnChange sets the rule\'s match', () => {
    let query: RuleGroupType | undefined;
    const Buttons = ({ match, options, handleOnChange }: MatchModeEditorProps) => (
      <span>
        <span data-testid="current">{match.mode}</span>
        {(options as { name: string }[]).map(o => (
          <button key={o.name} type="button" onClick={() => handleOnChange({ ...match, mode: o.name as MatchConfig['mode'] })}>
            {o.name}
          </button>
        ))}
      </span>
    );
    render(
      <QueryBuilder
        fields={[{ name: 'nicknames', label: 'Nicknames', matchModes: ['all', 'some', 'none'] }]}
        defaultQuery={ruleWith({ mode: 'some' }, 'nicknames')}
        controlElements={{ matchModeEditor: Buttons }}
        onQueryChange={q => (query = q)}
      />
    );
    expect(screen.getByTestId('current').textContent).toBe('some');
    fireEvent.click(screen.getByText('none'));
    expect((query!.rules[0] as RuleType).match).toEqual({ mode: 'none' });
    expect(screen.getByTestId('current').textContent).toBe('none');
  });
});

describe('components/matchmodeeditor (export)', () => {
  it('components/matchmodeeditor › When it appears: a threshold below 1 is a fraction of the elements', async () => {
    const { formatQuery } = await import('react-querybuilder');
    const out = formatQuery(
      { combinator: 'and', rules: [{ field: 'instruments', operator: '=', match: { mode: 'atLeast', threshold: 0.5 }, value: { combinator: 'and', rules: [{ field: 'name', operator: '=', value: 'piano' }] } }] },
      'natural_language'
    );
    expect(out).toContain('at least 50% of the items');
  });
});

describe('components/matchmodeeditor (props table)', () => {
  it('components/matchmodeeditor › Props: the table covers controlPropKeys.matchModeEditor, and value and the two component props are not passed', async () => {
    const { controlPropKeys } = await import('react-querybuilder');
    const props = propsSection('components/matchmodeeditor', '### `handleOnChange`');
    const names = [...props.matchAll(/`(\w+)`/g)].map(m => m[1]!);
    expect(controlPropKeys.matchModeEditor.filter(k => !names.includes(k))).toEqual([]);
    const { Spy, lastKeys } = propsRecorder<MatchModeEditorProps>();
    render(<QueryBuilder fields={fields} defaultQuery={ruleWith({ mode: 'all' })} controlElements={{ matchModeEditor: Spy }} />);
    expect(controlPropKeys.matchModeEditor.filter(k => !lastKeys().includes(k))).toEqual(['numericEditorComponent', 'selectorComponent', 'value']);
  });
});
