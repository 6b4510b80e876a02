// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/tips/maximizing-performance.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { QueryBuilder, ValueEditor, standardClassnames as sc } from 'rqb7';
import type { Field, RuleGroupType, ValueEditorProps } from 'rqb7';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
];
const initialQuery: RuleGroupType = {
  combinator: 'and',
  rules: [
    { id: 'r1', field: 'firstName', operator: '=', value: 'Steve' },
    { id: 'r2', field: 'lastName', operator: '=', value: 'Vai' },
  ],
};

/** Renders a builder whose value editors count their renders per rule id; `props` come from the parent's render. */
function setup(extra: (n: number) => Record<string, unknown>) {
  const renders: Record<string, number> = {};
  const Counting = (p: ValueEditorProps) => {
    renders[p.rule.id!] = (renders[p.rule.id!] ?? 0) + 1;
    return <ValueEditor {...p} />;
  };
  const controlElements = { valueEditor: Counting };
  const view = (n: number, query = initialQuery) => <QueryBuilder fields={fields} query={query} controlElements={controlElements} {...extra(n)} />;
  const r = render(view(0));
  for (const k of Object.keys(renders)) renders[k] = 0;
  return { renders, rerender: (n: number, q?: RuleGroupType) => r.rerender(view(n, q)), container: r.container };
}

const edited: RuleGroupType = { ...initialQuery, rules: [initialQuery.rules[0], { ...(initialQuery.rules[1] as object), value: 'Vaii' } as never] };
const P = 'v7 tips/maximizing-performance ›';

describe('v7 tips/maximizing-performance', () => {
  it(`${P} The recipe: with stable fields, a change re-renders only the edited rule`, () => {
    const s = setup(() => ({}));
    s.rerender(1, edited);
    expect(s.renders).toEqual({ r1: 0, r2: 1 });
  });

  it(`${P} The recipe: a new fields array each render re-renders every rule`, () => {
    const s = setup(() => ({ fields: [...fields] }));
    s.rerender(1, edited);
    expect(s.renders).toEqual({ r1: 1, r2: 1 });
  });

  it(`${P} Keep every prop stable: a new getValueEditorType function each render re-renders every rule`, () => {
    const s = setup(() => ({ getValueEditorType: () => 'text' as const }));
    s.rerender(1, edited);
    expect(s.renders).toEqual({ r1: 1, r2: 1 });
  });

  it(`${P} Keep every prop stable: translations and controlClassnames are compared by value, a new but equal object re-renders nothing else`, () => {
    const s = setup(() => ({ translations: { addRule: { label: '+R' } }, controlClassnames: { rule: 'my-rule' } }));
    s.rerender(1, edited);
    expect(s.renders).toEqual({ r1: 0, r2: 1 });
  });

  it(`${P} Keep every prop stable: a new validator function each render re-renders nothing else (it is not compared by reference)`, () => {
    const s = setup(() => ({ validator: () => true }));
    s.rerender(1, edited);
    expect(s.renders).toEqual({ r1: 0, r2: 1 });
  });

  it(`${P} Keep every prop stable: when the validator's result changes, every rule re-renders`, () => {
    const s = setup(n => ({ validator: () => ({ r1: true, r2: n % 2 === 0 }) }));
    s.rerender(1, edited);
    expect(s.renders.r1).toBeGreaterThan(0);
  });

  it(`${P} Keep every prop stable: a new on* callback each render re-renders every rule`, () => {
    const s = setup(() => ({ onAddRule: (r: unknown) => r }));
    s.rerender(1, edited);
    expect(s.renders).toEqual({ r1: 1, r2: 1 });
  });

  it(`${P} Keep every prop stable: a new getRuleClassname each render re-renders every rule`, () => {
    const s = setup(() => ({ getRuleClassname: () => '' }));
    s.rerender(1, edited);
    expect(s.renders).toEqual({ r1: 1, r2: 1 });
  });

  it(`${P} Keep every prop stable: a changed translation re-renders every rule`, () => {
    const s = setup(n => ({ translations: { addRule: { label: `+R${n}` } } }));
    s.rerender(1, edited);
    expect(s.renders).toEqual({ r1: 1, r2: 1 });
  });

  it(`${P} Other settings: debugMode logs through onLog with the old and new query`, () => {
    const onLog = vi.fn();
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={initialQuery} debugMode onLog={onLog} />);
    onLog.mockClear();
    act(() => {
      fireEvent.click(container.querySelector(`.${sc.addRule}`)!);
    });
    const entry = onLog.mock.calls.find(([e]) => e.type === 'rule or group added')?.[0];
    expect(entry).toBeDefined();
    expect(entry.query.rules).toHaveLength(2);
    expect(entry.newQuery.rules).toHaveLength(3);
  });

  it(`${P} Other settings: onLog defaults to console.log`, () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={initialQuery} debugMode />);
    act(() => {
      fireEvent.click(container.querySelector(`.${sc.addRule}`)!);
    });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ type: 'rule or group added' }));
  });

  it(`${P} Other settings: onQueryChange runs once at mount with ids added, and enableMountQueryChange={false} skips it`, () => {
    const onQueryChange = vi.fn();
    render(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'x' }] }} onQueryChange={onQueryChange} />);
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange.mock.calls[0][0].rules[0].id).toEqual(expect.any(String));
    cleanup();
    const skipped = vi.fn();
    render(<QueryBuilder fields={fields} defaultQuery={initialQuery} onQueryChange={skipped} enableMountQueryChange={false} />);
    expect(skipped).not.toHaveBeenCalled();
  });

  it(`${P} Other settings: the parsers are separate entry points, not in the main import`, async () => {
    const main = await import('rqb7');
    expect('parseSQL' in main).toBe(false);
    expect('parseMongoDB' in main).toBe(false);
    expect(typeof (await import('rqb7/parseSQL')).parseSQL).toBe('function');
    expect(typeof (await import('rqb7/parseMongoDB')).parseMongoDB).toBe('function');
  });

  it(`${P} Keep expensive work off the typing path: the query-level validator runs on the whole query after every change`, () => {
    const validator = vi.fn(() => true);
    const s = setup(() => ({ validator }));
    validator.mockClear();
    s.rerender(1, edited);
    expect(validator).toHaveBeenCalled();
    expect((validator.mock.calls.at(-1) as unknown as [RuleGroupType])[0].rules).toHaveLength(2);
  });
  it(`${P} Other settings: development-only warnings sit behind process.env.NODE_ENV !== "production" checks in the ES build`, () => {
    const esm = readFileSync(createRequire(__filename).resolve('rqb7/package.json').replace('package.json', 'dist/react-querybuilder.mjs'), 'utf8');
    expect(esm).toContain('process.env.NODE_ENV !== "production"');
  });
});
