// @vitest-environment happy-dom
// Claims of versioned_docs/version-6/components/querybuilder.mdx, run against react-querybuilder 6.5.5 (rqb6).
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryBuilder, standardClassnames as sc, type Field, type RuleGroupType } from 'rqb6';

const empty: RuleGroupType = { combinator: 'and', rules: [] };
const fields: Field[] = [{ name: 'isMusician', label: 'Is a musician', valueEditorType: 'checkbox' }];

function addRule(props: Record<string, unknown>) {
  const onQueryChange = vi.fn();
  const { container } = render(<QueryBuilder fields={fields} defaultQuery={empty} onQueryChange={onQueryChange} {...props} />);
  act(() => void fireEvent.click(container.querySelector(`.${sc.addRule}`)!));
  return (onQueryChange.mock.calls.at(-1)![0] as RuleGroupType).rules[0] as { value: unknown };
}

describe('v6 components/querybuilder', () => {
  it("v6 components/querybuilder › getDefaultValue: a field's own valueEditorType 'checkbox' gives ''", () => {
    expect(addRule({}).value).toBe('');
  });

  it("v6 components/querybuilder › getDefaultValue: the getValueEditorType prop returning 'checkbox' gives false", () => {
    expect(addRule({ getValueEditorType: () => 'checkbox' }).value).toBe(false);
  });

  it("v6 components/querybuilder › getDefaultValue: a field's defaultValue: false starts the rule at false", () => {
    expect(addRule({ fields: [{ name: 'isMusician', label: 'Is a musician', valueEditorType: 'checkbox', defaultValue: false }] }).value).toBe(false);
  });

  it('v6 components/querybuilder › listsAsArrays: for in, the default editor is one text input storing the typed string', () => {
    const onQueryChange = vi.fn();
    const { container } = render(
      <QueryBuilder
        fields={[{ name: 'f', label: 'F' }]}
        defaultQuery={{ combinator: 'and', rules: [{ field: 'f', operator: 'in', value: '' }] }}
        onQueryChange={onQueryChange}
        listsAsArrays
      />
    );
    const inputs = container.querySelectorAll(`.${sc.value}`);
    expect(inputs).toHaveLength(1);
    act(() => void fireEvent.change(inputs[0]!, { target: { value: 'a,b' } }));
    expect((onQueryChange.mock.calls.at(-1)![0] as RuleGroupType).rules[0]).toMatchObject({ value: 'a,b' });
  });

  it('v6 components/querybuilder › listsAsArrays: the between editors store an array', () => {
    const onQueryChange = vi.fn();
    const { container } = render(
      <QueryBuilder
        fields={[{ name: 'f', label: 'F' }]}
        defaultQuery={{ combinator: 'and', rules: [{ field: 'f', operator: 'between', value: ['a', 'b'] }] }}
        onQueryChange={onQueryChange}
        listsAsArrays
      />
    );
    act(() => void fireEvent.change(container.querySelectorAll(`.${sc.value} input`)[1]!, { target: { value: 'z' } }));
    expect((onQueryChange.mock.calls.at(-1)![0] as RuleGroupType).rules[0]).toMatchObject({ value: ['a', 'z'] });
  });
});
