// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  QueryBuilder,
  ValueEditor,
  ValueSelector,
  queryBuilderStore,
  type Field,
  type FieldSelectorProps,
  type FullOption,
  type RuleGroupType,
  type ValueEditorProps,
} from 'react-querybuilder';
import { asyncOptionListsSlice, DEFAULT_CACHE_TTL, useAsyncOptionList } from 'react-querybuilder/async';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'instrument', label: 'Instrument', valueEditorType: 'select', values: [] },
  { name: 'genre', label: 'Genre', valueEditorType: 'select', values: [] },
];
const twoRules: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'instrument', operator: '=', value: 'piano' },
    { field: 'genre', operator: '=', value: 'jazz' },
  ],
};
const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('tips/async-option-lists', () => {
  it('tips/async-option-lists › The recipe: a selector shows its loaded options, with queryBuilder-loading while loading', async () => {
    const d = deferred<{ name: string; label: string }[]>();
    const AsyncFieldSelector = (props: FieldSelectorProps) => {
      const { isLoading, ...rest } = useAsyncOptionList(props, { loadOptionList: () => d.promise, getCacheKey: () => 'recipe-fields' });
      return <ValueSelector {...rest} />;
    };
    render(
      <QueryBuilder
        fields={[{ name: 'placeholder', label: '(loading)' }]}
        defaultQuery={{ combinator: 'and', rules: [{ field: 'placeholder', operator: '=', value: '' }] }}
        controlElements={{ fieldSelector: AsyncFieldSelector }}
      />
    );
    const select = () => screen.getByTestId('fields') as HTMLSelectElement;
    expect(select().className).toBe('rule-fields queryBuilder-loading');
    expect(Array.from(select().options).map(o => o.text)).toEqual(['(loading)']);
    await act(async () => d.resolve([{ name: 'firstName', label: 'First name' }, { name: 'lastName', label: 'Last name' }]));
    await waitFor(() => expect(select().className).toBe('rule-fields'));
    expect(Array.from(select().options).map(o => o.text)).toEqual(['First name', 'Last name']);
  });

  it('tips/async-option-lists › Value lists: in a value editor the hook replaces values, and loadOptionList gets the value and the rule', async () => {
    const load = vi.fn(async (_value: string | undefined, meta: { ruleOrGroup?: unknown }) =>
      (meta.ruleOrGroup as { field: string }).field === 'instrument'
        ? [{ name: 'piano', label: 'Piano' }, { name: 'guitar', label: 'Guitar' }]
        : [{ name: 'jazz', label: 'Jazz' }]
    );
    const AsyncValueEditor = (props: ValueEditorProps) => {
      const { isLoading, errors, ...rest } = useAsyncOptionList(props, { loadOptionList: load, getCacheKey: ['field'] });
      return <ValueEditor {...rest} />;
    };
    render(<QueryBuilder fields={fields} defaultQuery={twoRules} controlElements={{ valueEditor: AsyncValueEditor }} />);
    await waitFor(() => expect(screen.getAllByTestId('value-editor').map(s => (s as HTMLSelectElement).options.length)).toEqual([2, 1]));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls.map(c => c[0])).toEqual(['piano', 'jazz']);
  });

  it('tips/async-option-lists › Caching: rules with the same cache key share one load', async () => {
    const load = vi.fn(async () => [{ name: 'x', label: 'X' }]);
    const AsyncValueEditor = (props: ValueEditorProps) => {
      const { isLoading, errors, ...rest } = useAsyncOptionList(props, { loadOptionList: load, getCacheKey: () => 'shared-key' });
      return <ValueEditor {...rest} />;
    };
    render(<QueryBuilder fields={fields} defaultQuery={twoRules} controlElements={{ valueEditor: AsyncValueEditor }} />);
    await waitFor(() => expect(screen.getAllByTestId('value-editor').map(s => (s as HTMLSelectElement).options.length)).toEqual([1, 1]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tips/async-option-lists › Caching: getCacheKey as a property name uses that property of the rule', async () => {
    const load = vi.fn(async () => [{ name: 'x', label: 'X' }]);
    const keys: string[] = [];
    const AsyncValueEditor = (props: ValueEditorProps) => {
      const { isLoading, errors, ...rest } = useAsyncOptionList(props, { loadOptionList: load, getCacheKey: 'field' });
      return <ValueEditor {...rest} />;
    };
    render(<QueryBuilder fields={fields} defaultQuery={twoRules} controlElements={{ valueEditor: AsyncValueEditor }} />);
    await waitFor(() => expect(Object.keys(queryBuilderStore.getState().asyncOptionLists.cache)).toEqual(expect.arrayContaining(['instrument', 'genre'])));
    keys.push(...Object.keys(queryBuilderStore.getState().asyncOptionLists.cache));
    expect(keys).toContain('instrument');
  });

  it('tips/async-option-lists › Caching: the default TTL is 30 minutes', () => {
    expect(DEFAULT_CACHE_TTL).toBe(30 * 60 * 1000);
  });

  it('tips/async-option-lists › Errors: a rejected load sets errors to its message, and the key is not retried until invalidated', async () => {
    const load = vi.fn(async (): Promise<FullOption[]> => {
      throw new Error('Service unavailable');
    });
    let seen: string | null = null;
    const AsyncValueEditor = (props: ValueEditorProps) => {
      const { isLoading, errors, ...rest } = useAsyncOptionList(props, { loadOptionList: load, getCacheKey: () => 'failing-key' });
      seen = errors;
      return <ValueEditor {...rest} />;
    };
    render(<QueryBuilder fields={fields} defaultQuery={twoRules} controlElements={{ valueEditor: AsyncValueEditor }} />);
    await waitFor(() => expect(seen).toBe('Service unavailable'));
    expect(load).toHaveBeenCalledTimes(1);
    load.mockImplementation(async () => [{ name: 'ok', label: 'OK' } as FullOption]);
    act(() => {
      queryBuilderStore.dispatch(asyncOptionListsSlice.actions.invalidateCache('failing-key'));
    });
    await waitFor(() => expect(seen).toBeNull());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('tips/async-option-lists › Pitfalls: without getCacheKey every list shares the key ""', async () => {
    queryBuilderStore.dispatch(asyncOptionListsSlice.actions.clearAllCache());
    const load = vi.fn(async () => [{ name: 'same', label: 'Same' }]);
    const AsyncValueEditor = (props: ValueEditorProps) => {
      const { isLoading, errors, ...rest } = useAsyncOptionList(props, { loadOptionList: load });
      return <ValueEditor {...rest} />;
    };
    render(<QueryBuilder fields={fields} defaultQuery={twoRules} controlElements={{ valueEditor: AsyncValueEditor }} />);
    await waitFor(() => expect(Object.keys(queryBuilderStore.getState().asyncOptionLists.cache)).toEqual(['']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tips/async-option-lists › The recipe: controlClassnames.loading is added while loading', () => {
    const AsyncValueEditor = (props: ValueEditorProps) => {
      const { isLoading, errors, ...rest } = useAsyncOptionList(props, { loadOptionList: () => new Promise(() => {}), getCacheKey: () => 'never-key' });
      return <ValueEditor {...rest} />;
    };
    render(
      <QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [twoRules.rules[0]!] }} controlClassnames={{ loading: 'spinner' }} controlElements={{ valueEditor: AsyncValueEditor }} />
    );
    expect(screen.getByTestId('value-editor').className).toBe('rule-value queryBuilder-loading spinner');
  });

  it('tips/async-option-lists › Caching: a list of property names joins them with |', async () => {
    const load = vi.fn(async () => [{ name: 'x', label: 'X' }]);
    const AsyncValueEditor = (props: ValueEditorProps) => {
      const { isLoading, errors, ...rest } = useAsyncOptionList(props, { loadOptionList: load, getCacheKey: ['field', 'operator'] });
      return <ValueEditor {...rest} />;
    };
    render(<QueryBuilder fields={fields} defaultQuery={twoRules} controlElements={{ valueEditor: AsyncValueEditor }} />);
    await waitFor(() => expect(Object.keys(queryBuilderStore.getState().asyncOptionLists.cache)).toEqual(expect.arrayContaining(['instrument|=', 'genre|='])));
  });

  // The hook compares Date.now() with the entry's validUntil (arrival time + TTL). These two tests
  // pin the clock so the outcome does not depend on whether a render lands in the same millisecond.
  const renderTtlZero = (cacheKey: string, load: () => Promise<FullOption[]>) => {
    const AsyncValueEditor = (props: ValueEditorProps) => {
      const { isLoading, errors, ...rest } = useAsyncOptionList(props, { loadOptionList: load, getCacheKey: () => cacheKey, cacheTTL: 0 });
      return <ValueEditor {...rest} />;
    };
    render(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [twoRules.rules[0]!] }} controlElements={{ valueEditor: AsyncValueEditor }} />);
  };

  it('tips/async-option-lists › Pitfalls: cacheTTL: 0 loads the list more than once for a single control once the clock moves on', async () => {
    // The clock ticks a millisecond per reading until the third load, then stands still so the loop ends.
    let clock = 1_000_000;
    const load = vi.fn(async () => [{ name: 'x', label: 'X', value: 'x' }]);
    const now = vi.spyOn(Date, 'now').mockImplementation(() => (load.mock.calls.length < 3 ? (clock += 1) : clock));
    try {
      renderTtlZero('ttl-zero-moving-clock', load);
      // Each load settles into state, which renders again and, with the entry already expired, loads again.
      await waitFor(() => expect(load).toHaveBeenCalledTimes(3), { timeout: 5000 });
      // With the clock stopped, the third list stays valid and no fourth load starts.
      await waitFor(() => expect((screen.getByTestId('value-editor') as HTMLSelectElement).options.length).toBe(1));
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      cleanup();
      now.mockRestore();
    }
  });

  it('tips/async-option-lists › Pitfalls: cacheTTL: 0 keeps an entry valid for the millisecond it arrived in', async () => {
    const load = vi.fn(async () => [{ name: 'x', label: 'X', value: 'x' }]);
    const now = vi.spyOn(Date, 'now').mockReturnValue(2_000_000);
    try {
      renderTtlZero('ttl-zero-frozen-clock', load);
      await waitFor(() => expect((screen.getByTestId('value-editor') as HTMLSelectElement).options.length).toBe(1));
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      cleanup();
      now.mockRestore();
    }
  });

  it('tips/async-option-lists › Caching: with the default TTL a remount uses the cache', async () => {
    const load = vi.fn(async () => [{ name: 'x', label: 'X' }]);
    const AsyncValueEditor = (props: ValueEditorProps) => {
      const { isLoading, errors, ...rest } = useAsyncOptionList(props, { loadOptionList: load, getCacheKey: () => 'ttl-default' });
      return <ValueEditor {...rest} />;
    };
    const one = { combinator: 'and', rules: [twoRules.rules[0]!] };
    render(<QueryBuilder fields={fields} defaultQuery={one} controlElements={{ valueEditor: AsyncValueEditor }} />);
    await waitFor(() => expect((screen.getByTestId('value-editor') as HTMLSelectElement).options.length).toBe(1));
    cleanup();
    render(<QueryBuilder fields={fields} defaultQuery={one} controlElements={{ valueEditor: AsyncValueEditor }} />);
    expect((screen.getByTestId('value-editor') as HTMLSelectElement).options.length).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tips/async-option-lists › Pitfalls: isLoading: true forces the loading state', () => {
    const AsyncValueEditor = (props: ValueEditorProps) => {
      const { isLoading, errors, ...rest } = useAsyncOptionList(props, { isLoading: true });
      return <ValueEditor {...rest} data-loading={String(isLoading)} />;
    };
    render(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [twoRules.rules[0]!] }} controlElements={{ valueEditor: AsyncValueEditor }} />);
    expect(screen.getByTestId('value-editor').className).toBe('rule-value queryBuilder-loading');
  });
});
