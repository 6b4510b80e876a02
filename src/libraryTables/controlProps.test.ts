import { describe, expect, it } from 'vitest';
import { controlElementProps } from './controlProps';

describe('controlElementProps', () => {
  it('v6: lists every Controls key with its props type', () => {
    const byKey = Object.fromEntries(controlElementProps('rqb6').map((entry) => [entry.key, entry.propsType]));
    expect(byKey).toMatchObject({
      addRuleAction: 'ActionWithRulesAndAddersProps',
      removeRuleAction: 'ActionProps',
      valueEditor: 'ValueEditorProps',
      dragHandle: 'DragHandleProps',
    });
    expect(Object.keys(byKey)).toHaveLength(18);
  }, 60_000);

  it('v6: valueEditor props include the inherited ones, with handleOnChange required', () => {
    const valueEditor = controlElementProps('rqb6').find((entry) => entry.key === 'valueEditor')!;
    const props = Object.fromEntries(valueEditor.props.map((prop) => [prop.name, prop.optional]));
    expect(props).toMatchObject({ handleOnChange: false, field: false, operator: false, path: false, className: true });
  }, 60_000);

  it('v4: has no inlineCombinator key (17 keys)', () => {
    const keys = controlElementProps('rqb4').map((entry) => entry.key);
    expect(keys).toHaveLength(17);
    expect(keys).not.toContain('inlineCombinator');
  }, 60_000);
});
