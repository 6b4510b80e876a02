// Helpers and fixtures shared by the tests/claims/ files (owned by the accuracy helper: import it, don't edit it).
// Cleanup after each test is registered once in tests/claims/setup.ts (vitest `setupFiles`).
//
// Functions that render take the library module (`lib`) as their first argument, so one helper serves the
// 8.24.1 package and the older majors installed under aliases (rqb7, rqb6...). Pass an alias as
// `rqb7 as unknown as Lib`: the helpers use only what every major has.
import { act, fireEvent, render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement as h, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type * as RQB from 'react-querybuilder';
import type { Field, RuleGroupType, RuleGroupTypeIC } from 'react-querybuilder';

export type Lib = typeof RQB;
type AnyProps = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------------
// Installed packages

const req = createRequire(__filename);
/** The site's root folder. */
export const root = join(__dirname, '../..');
/** The parsed package.json of an installed package (or alias), as node resolves it from the site. */
export const pkgJson = <T = { name: string; version: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string>; exports: Record<string, unknown> }>(
  name: string
): T => JSON.parse(readFileSync(req.resolve(`${name}/package.json`), 'utf8')) as T;
/** `require` as react-querybuilder sees it, for its own dependencies (wherever npm placed them). */
export const requireFromRqb = createRequire(req.resolve('react-querybuilder'));
/** The folder of @react-querybuilder/core as react-querybuilder resolves it. */
export const coreDir = dirname(requireFromRqb.resolve('@react-querybuilder/core/package.json'));
/** The text of @react-querybuilder/core's main declaration chunk (where the exported types are declared). */
export const coreDeclarations = () => readFileSync(join(coreDir, 'dist/index-BExDPYEG.d.ts'), 'utf8');

// ---------------------------------------------------------------------------------------------------------------
// Fixtures (plain data, valid for every major)

/** Two rules, `a = '1'` and `b = '2'`, under `and`. */
export const twoRules = (): RuleGroupType => ({
  combinator: 'and',
  rules: [
    { field: 'a', operator: '=', value: '1' },
    { field: 'b', operator: '=', value: '2' },
  ],
});
/** `a = 1 or b = 2 and c = 3` with independent combinators. */
export const icQuery = (): RuleGroupTypeIC => ({
  rules: [{ field: 'a', operator: '=', value: '1' }, 'or', { field: 'b', operator: '=', value: '2' }, 'and', { field: 'c', operator: '=', value: '3' }],
});
/** The round-trip query of the import / export pages: first name, age and a nested OR of instrument and isMusician. */
export const musicianQuery = (): RuleGroupType => ({
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
    { field: 'age', operator: '>=', value: 18 },
    {
      combinator: 'or',
      rules: [
        { field: 'instrument', operator: 'in', value: ['guitar', 'piano'] },
        { field: 'isMusician', operator: '=', value: true },
      ],
    },
  ],
});
/** The instruments field with match modes and subproperties (name, years played). */
export const instrumentsField = (): Field => ({
  name: 'instruments',
  label: 'Instruments',
  matchModes: true,
  subproperties: [
    { name: 'name', label: 'Name' },
    { name: 'years', label: 'Years played', inputType: 'number' },
  ],
});
/** The validation pages' fields: firstName is valid with two characters or more. */
export const validationFields = (): Field[] => [
  { name: 'firstName', label: 'First name', validator: rule => String(rule.value).length >= 2 },
  { name: 'lastName', label: 'Last name' },
];
/** The validation pages' query: r1 (invalid first name), r2 and an empty group g1, under root. */
export const validationQuery = (): RuleGroupType => ({
  id: 'root',
  combinator: 'and',
  rules: [
    { id: 'r1', field: 'firstName', operator: '=', value: 'S' },
    { id: 'r2', field: 'lastName', operator: '=', value: 'Vai' },
    { id: 'g1', combinator: 'or', rules: [] },
  ],
});

// ---------------------------------------------------------------------------------------------------------------
// Markup

/** Server markup of `<lib.QueryBuilder {...props} />`. */
export const staticMarkup = (lib: Lib, props: AnyProps) => renderToStaticMarkup(h(lib.QueryBuilder as ComponentType<AnyProps>, props));
/** The class attribute of the rule or group element with the given id in server markup. */
export function classOf(html: string, id: string): string {
  const match = new RegExp(`<div[^>]*data-rule(?:-group)?-id="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element for ${id}`);
  return /class="([^"]*)"/.exec(match[0])![1]!;
}
/**
 * The class attributes that hold a drag-and-drop class, for a builder whose rule at [0] and group at [1] get the
 * drag state props the dnd package passes (isOver, dropEffect, groupItems, dropNotAllowed, isDragging): what a
 * drag would show, without simulating one. `controlClassnames` adds `my-over`, `my-copy`, `my-group`, `my-nope`
 * and `my-drag` for the matching keys.
 */
export const dndClasses = (lib: Lib, flags: AnyProps) => {
  const G = (p: RQB.RuleGroupProps) => h(lib.RuleGroup, { ...p, ...(p.path.length === 1 ? flags : {}) });
  const R = (p: RQB.RuleProps) => h(lib.Rule, { ...p, ...(p.path[0] === 0 ? flags : {}) });
  const controlClassnames = { dndOver: 'my-over', dndCopy: 'my-copy', dndGroup: 'my-group', dndDropNotAllowed: 'my-nope', dndDragging: 'my-drag' };
  const query: RuleGroupType = { id: 'root', combinator: 'and', rules: [{ id: 'r1', field: 'firstName', operator: '=', value: '' }, { id: 'g1', combinator: 'or', rules: [] }] };
  const out = staticMarkup(lib, { query, fields: [{ name: 'firstName', label: 'First name' }], controlClassnames, controlElements: { ruleGroup: G, rule: R } });
  return [...out.matchAll(/class="([^"]*(?:dnd|my-)[^"]*)"/g)].map(m => m[1]);
};

// ---------------------------------------------------------------------------------------------------------------
// DOM (happy-dom files)

export const q = (c: Element, sel: string) => c.querySelector(sel);
export const qa = (c: Element, sel: string) => Array.from(c.querySelectorAll(sel));
export const click = (el: Element | null) => act(() => void fireEvent.click(el!));
export const change = (el: Element | null, value: string) => act(() => void fireEvent.change(el!, { target: { value } }));
/** The values of the value editors' inputs (class `rule-value`), in order. */
export const inputValues = (c: Element) => Array.from(c.querySelectorAll<HTMLInputElement>('.rule-value')).map(i => i.value);

/** What the migrate pages (Next and v7 / v8) say `useQueryBuilder` returns, sorted: rqbContext among them, no `query`. */
export const migrateUseQueryBuilderKeys = [
  'actions',
  'combinatorPropObject',
  'dndEnabledAttr',
  'inlineCombinatorsAttr',
  'queryDisabled',
  'rootGroup',
  'rootGroupDisabled',
  'rqbContext',
  'schema',
  'translations',
  'wrapperClassName',
];
/** The sorted keys of what `lib.useQueryBuilder({})` returns inside a `QueryBuilderStateProvider`. */
export function useQueryBuilderKeys(lib: Lib) {
  let keys: string[] = [];
  const Probe = () => {
    keys = Object.keys(lib.useQueryBuilder({} as never)).sort();
    return null;
  };
  render(h(lib.QueryBuilderStateProvider as ComponentType<{ children?: ReactNode }>, null, h(Probe)));
  return keys;
}

/**
 * Renders `lib.QueryBuilder` (controlled, two rules r1 and r2) with a value editor that counts its renders per
 * rule id; `extra(n)` gives the props of the parent's n-th render. `rerender(n, query)` renders again, and the
 * counts start at zero after the first render.
 */
export function renderCounts(lib: Lib, extra: (n: number) => AnyProps) {
  const fields = [
    { name: 'firstName', label: 'First name' },
    { name: 'lastName', label: 'Last name' },
  ];
  const query: RuleGroupType = {
    combinator: 'and',
    rules: [
      { id: 'r1', field: 'firstName', operator: '=', value: 'Steve' },
      { id: 'r2', field: 'lastName', operator: '=', value: 'Vai' },
    ],
  };
  const renders: Record<string, number> = {};
  const Counting = (p: RQB.ValueEditorProps) => {
    renders[p.rule.id!] = (renders[p.rule.id!] ?? 0) + 1;
    return h(lib.ValueEditor, p);
  };
  const controlElements = { valueEditor: Counting };
  const view = (n: number, qy: RuleGroupType) => h(lib.QueryBuilder as ComponentType<AnyProps>, { fields, query: qy, controlElements, ...extra(n) });
  const r = render(view(0, query));
  for (const k of Object.keys(renders)) renders[k] = 0;
  /** The same query with r2's value edited. */
  const edited: RuleGroupType = { ...query, rules: [query.rules[0]!, { ...(query.rules[1] as RQB.RuleType), value: 'Vaii' }] };
  return { renders, fields, query, edited, rerender: (n: number, qy: RuleGroupType = edited) => r.rerender(view(n, qy)), container: r.container };
}

// ---------------------------------------------------------------------------------------------------------------
// Claims that stand word for word on a Next page and its v7 / v8 twin: one suite, run by each page's file
// against its own major. `P` is the test-name prefix ('tips/x ›' or 'v7 tips/x ›').

/** tips/maximizing-performance. `pkg` is the package name or alias; `esmChunk` the ES file holding its dev checks. */
export function maximizingPerformanceClaims(lib: Lib, P: string, pkg: string, esmChunk: string) {
  const cases: [string, (n: number) => AnyProps, Record<string, number> | 'r1 re-renders'][] = [
    ['The recipe: with stable fields, a change re-renders only the edited rule', () => ({}), { r1: 0, r2: 1 }],
    ['The recipe: a new fields array each render re-renders every rule', () => ({ fields: [{ name: 'firstName', label: 'First name' }, { name: 'lastName', label: 'Last name' }] }), { r1: 1, r2: 1 }],
    ['Keep every prop stable: a new getValueEditorType function each render re-renders every rule', () => ({ getValueEditorType: () => 'text' }), { r1: 1, r2: 1 }],
    ['Keep every prop stable: translations and controlClassnames are compared by value, a new but equal object re-renders nothing else', () => ({ translations: { addRule: { label: '+R' } }, controlClassnames: { rule: 'my-rule' } }), { r1: 0, r2: 1 }],
    ['Keep every prop stable: a new validator function each render re-renders nothing else (it is not compared by reference)', () => ({ validator: () => true }), { r1: 0, r2: 1 }],
    ["Keep every prop stable: when the validator's result changes, every rule re-renders", n => ({ validator: () => ({ r1: true, r2: n % 2 === 0 }) }), 'r1 re-renders'],
    ['Keep every prop stable: a new on* callback each render re-renders every rule', () => ({ onAddRule: (r: unknown) => r }), { r1: 1, r2: 1 }],
    ['Keep every prop stable: a new getRuleClassname each render re-renders every rule', () => ({ getRuleClassname: () => '' }), { r1: 1, r2: 1 }],
    ['Keep every prop stable: a changed translation re-renders every rule', n => ({ translations: { addRule: { label: `+R${n}` } } }), { r1: 1, r2: 1 }],
  ];
  for (const [name, extra, expected] of cases) {
    it(`${P} ${name}`, () => {
      const s = renderCounts(lib, extra);
      s.rerender(1);
      if (expected === 'r1 re-renders') expect(s.renders.r1).toBeGreaterThan(0);
      else expect(s.renders).toEqual(expected);
    });
  }

  const addRuleIn = (props: AnyProps) => {
    const { container } = render(h(lib.QueryBuilder as ComponentType<AnyProps>, { defaultQuery: twoRules(), ...props }));
    click(q(container, '.ruleGroup-addRule'));
  };

  it(`${P} Other settings: debugMode logs through onLog with the old and new query`, () => {
    const onLog = vi.fn();
    addRuleIn({ debugMode: true, onLog });
    const entry = onLog.mock.calls.find(([e]) => e.type === 'rule or group added')?.[0];
    expect(entry).toBeDefined();
    expect(entry.query.rules).toHaveLength(2);
    expect(entry.newQuery.rules).toHaveLength(3);
  });

  it(`${P} Other settings: onLog defaults to console.log`, () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    addRuleIn({ debugMode: true });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ type: 'rule or group added' }));
  });

  it(`${P} Other settings: onQueryChange runs once at mount with ids added, and enableMountQueryChange={false} skips it`, () => {
    const QB = lib.QueryBuilder as ComponentType<AnyProps>;
    const onQueryChange = vi.fn();
    render(h(QB, { defaultQuery: { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'x' }] }, onQueryChange }));
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange.mock.calls[0]![0].rules[0].id).toEqual(expect.any(String));
    const skipped = vi.fn();
    render(h(QB, { defaultQuery: twoRules(), onQueryChange: skipped, enableMountQueryChange: false }));
    expect(skipped).not.toHaveBeenCalled();
  });

  it(`${P} Other settings: the parsers are separate entry points, not in the main import`, () => {
    expect('parseSQL' in lib).toBe(false);
    expect('parseMongoDB' in lib).toBe(false);
    expect(typeof req(`${pkg}/parseSQL`).parseSQL).toBe('function');
    expect(typeof req(`${pkg}/parseMongoDB`).parseMongoDB).toBe('function');
  });

  it(`${P} Keep expensive work off the typing path: the query-level validator runs on the whole query after every change`, () => {
    const validator = vi.fn((_q: RuleGroupType) => true);
    const s = renderCounts(lib, () => ({ validator }));
    validator.mockClear();
    s.rerender(1);
    expect(validator).toHaveBeenCalled();
    expect(validator.mock.calls.at(-1)![0].rules).toHaveLength(2);
  });

  it(`${P} Other settings: development-only warnings sit behind process.env.NODE_ENV !== "production" checks in the ES build`, () => {
    const esm = readFileSync(join(dirname(req.resolve(`${pkg}/package.json`)), 'dist', esmChunk), 'utf8');
    expect(esm).toContain('process.env.NODE_ENV !== "production"');
  });
}

/** tips/custom-with-fallback. `isMusicianOperators` is the isMusician field's operator list in the page's own form. */
export function customWithFallbackClaims(lib: Lib, P: string, isMusicianOperators: unknown[]) {
  type VEP = RQB.ValueEditorProps;
  const fields = [
    { name: 'firstName', label: 'First name' },
    { name: 'birthDate', label: 'Birth date', inputType: 'date', editor: 'lowercase' },
    { name: 'isMusician', label: 'Is a musician', valueEditorType: 'checkbox', operators: isMusicianOperators },
  ];
  const query: RuleGroupType = {
    combinator: 'and',
    rules: [
      { id: 'r1', field: 'firstName', operator: 'between', value: 'a,b' },
      { id: 'r2', field: 'birthDate', operator: '>=', value: '1960-01-01' },
      { id: 'r3', field: 'isMusician', operator: '=', value: true },
    ],
  };
  const QB = lib.QueryBuilder as ComponentType<AnyProps>;
  /** Renders the builder (uncontrolled on `query`) with the given props; returns the container. */
  const mount = (props: AnyProps) => render(h(QB, { fields, defaultQuery: query, ...props })).container;
  /** The props each value editor received, through a spy control that renders `inner` (default: nothing). */
  const spyEditors = (props: AnyProps = {}, inner?: (p: VEP) => ReactNode) => {
    const seen: VEP[] = [];
    const Spy = (p: VEP) => (seen.push(p), inner ? inner(p) : null);
    mount({ ...props, controlElements: { valueEditor: Spy } });
    return seen;
  };

  it(`${P} The recipe: the value editor receives field, operator, value, fieldData and rule`, () => {
    const p = spyEditors({}, p => h(lib.ValueEditor, p)).find(s => s.rule.id === 'r2')!;
    expect([p.field, p.operator, p.value, p.fieldData.name, p.rule.id]).toEqual(['birthDate', '>=', '1960-01-01', 'birthDate', 'r2']);
  });

  it(`${P} The recipe: <ValueEditor {...props} /> renders exactly what the query builder renders`, () => {
    const Fallback = (p: VEP) => h(lib.ValueEditor, p);
    const noIds = (html: string) => html.replace(/id="[^"]*"|for="[^"]*"|data-testid="[^"]*"/g, '');
    const a = render(h(QB, { fields, query })).container.innerHTML;
    const b = render(h(QB, { fields, query, controlElements: { valueEditor: Fallback } })).container.innerHTML;
    expect(noIds(b)).toBe(noIds(a));
  });

  it(`${P} The recipe: handleOnChange updates the rule and calls onQueryChange`, () => {
    const Custom = (p: VEP) => h('button', { type: 'button', className: 'set', onClick: () => p.handleOnChange('x') });
    const onQueryChange = vi.fn();
    const c = mount({ defaultQuery: { combinator: 'and', rules: [query.rules[1]] }, onQueryChange, controlElements: { valueEditor: Custom } });
    onQueryChange.mockClear();
    click(q(c, '.set'));
    expect(onQueryChange.mock.calls[0]![0].rules[0].value).toBe('x');
  });

  it(`${P} The recipe: className carries rule-value and controlClassnames.value, title the translation, disabled the locked state`, () => {
    const locked = { combinator: 'and', rules: [{ ...query.rules[1], disabled: true }] };
    const p = spyEditors({ defaultQuery: locked, controlClassnames: { value: 'mine' }, translations: { value: { title: 'Wert' } } }).at(-1)!;
    expect((p.className ?? '').split(' ')).toEqual(expect.arrayContaining(['rule-value', 'mine']));
    expect(p.title).toBe('Wert');
    expect(p.disabled).toBe(true);
  });

  it(`${P} The recipe: useValueEditor splits a between value into valueAsArray and gives multiValueHandler`, () => {
    let out: ReturnType<Lib['useValueEditor']> | undefined;
    const Probe = (p: VEP) => {
      const r = lib.useValueEditor(p);
      if (p.rule.id === 'r1') out = r;
      return null;
    };
    mount({ controlElements: { valueEditor: Probe } });
    expect(out!.valueAsArray).toEqual(['a', 'b']);
    expect(typeof out!.multiValueHandler).toBe('function');
  });

  it(`${P} Choose by a property of the field: a field's own properties reach the control in fieldData`, () => {
    expect(spyEditors().find(s => s.rule.id === 'r2')!.fieldData.editor).toBe('lowercase');
  });

  it(`${P} Fall back in other controls: the operator selector receives the field's operators as full options`, () => {
    const seen: RQB.OperatorSelectorProps[] = [];
    const Spy = (p: RQB.OperatorSelectorProps) => (seen.push(p), h(lib.ValueSelector, p));
    mount({ controlElements: { operatorSelector: Spy } });
    expect(seen.find(s => s.rule?.id === 'r3')!.options).toEqual([
      expect.objectContaining({ name: '=', value: '=', label: '=' }),
      expect.objectContaining({ name: '!=', value: '!=', label: '!=' }),
    ]);
  });

  it(`${P} Pitfalls: schema.controls.valueEditor is the control in use, your own component`, () => {
    let fromSchema: unknown;
    const Mine = (p: VEP) => ((fromSchema = p.schema.controls.valueEditor), null);
    mount({ controlElements: { valueEditor: Mine } });
    expect(fromSchema).toBe(Mine);
  });

  it(`${P} Pitfalls: the default editor stores the input's string unless parseNumbers is set`, () => {
    for (const [parseNumbers, expected] of [[false, '12'], [true, 12]] as const) {
      const onQueryChange = vi.fn();
      const c = mount({ fields: [{ name: 'age', label: 'Age', inputType: 'number' }], defaultQuery: { combinator: 'and', rules: [{ field: 'age', operator: '=', value: '' }] }, onQueryChange, parseNumbers });
      change(q(c, '.rule-value'), '12');
      expect(onQueryChange.mock.calls.at(-1)![0].rules[0].value).toBe(expected);
    }
  });
}

/** tips/custom-bind-variables: the claims that hold in 7.x and 8.x. */
export function customBindVariablesClaims(lib: Lib, P: string) {
  const { defaultRuleProcessorParameterized, formatQuery } = lib;
  const query: RuleGroupType = {
    combinator: 'and',
    rules: [
      { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
      { field: 'age', operator: 'between', value: '18,65' },
      { field: 'x', operator: 'in', value: 'a,b,c' },
    ],
  };
  const fields = [
    { name: 'firstName', label: 'First name' },
    { name: 'age', label: 'Age' },
    { name: 'x', label: 'X' },
  ];
  /** Runs formatQuery with a processor that records what each call receives, then delegates. */
  const record = (extra: Record<string, unknown>) => {
    const seen: { fieldData: boolean; processed: number | undefined; named: string }[] = [];
    const ruleProcessor: RQB.RuleProcessor = (r, o, m) => {
      seen.push({ fieldData: !!o?.fieldData, processed: m?.processedParams?.length, named: typeof o?.getNextNamedParam });
      return defaultRuleProcessorParameterized(r, o, m);
    };
    formatQuery(query, { format: 'parameterized', ruleProcessor, ...extra });
    return seen;
  };

  it(`${P} The recipe: options.fieldData is there only when fields are passed to formatQuery`, () => {
    expect(record({}).map(s => s.fieldData)).toEqual([false, false, false]);
    expect(record({ fields }).map(s => s.fieldData)).toEqual([true, true, true]);
  });

  it(`${P} The recipe: meta.processedParams holds the parameters of the rules already processed`, () => {
    expect(record({}).map(s => s.processed)).toEqual([0, 1, 3]);
  });

  it(`${P} Pitfalls: count what you emit, the next rule's numbers start after a processor's two parameters`, () => {
    const ruleProcessor: RQB.RuleProcessor = (r, o, m) =>
      r.field === 'firstName' ? { sql: 'f(?, ?)', params: [1, 2] } : defaultRuleProcessorParameterized(r, o, m);
    expect(formatQuery(query, { format: 'parameterized', numberedParams: true, ruleProcessor })).toEqual({
      sql: '(f(?, ?) and age between :3 and :4 and x in (:5, :6, :7))',
      params: [1, 2, '18', '65', 'a', 'b', 'c'],
    });
  });

  it(`${P} The built-in placeholder styles: paramPrefix defaults to ":" for numbered placeholders`, () => {
    expect(formatQuery(query, { format: 'parameterized', numberedParams: true }).sql).toBe(
      '(firstName like :1 and age between :2 and :3 and x in (:4, :5, :6))'
    );
  });

  it(`${P} The built-in placeholder styles: in gets one placeholder per item and between two`, () => {
    expect(formatQuery(query, 'parameterized_named')).toEqual({
      sql: '(firstName like :firstName_1 and age between :age_1 and :age_2 and x in (:x_1, :x_2, :x_3))',
      params: { firstName_1: 'Ste%', age_1: '18', age_2: '65', x_1: 'a', x_2: 'b', x_3: 'c' },
    });
  });

  it(`${P} Named parameters in a rule processor: options.getNextNamedParam is a function and returns the next unused name`, () => {
    expect(record({}).every(s => s.named === 'function')).toBe(true);
    const ruleProcessor: RQB.RuleProcessor = (r, o, m) => {
      if (r.operator === 'matches' && o?.getNextNamedParam) {
        const name = o.getNextNamedParam(r.field);
        return { sql: `m(${o.paramPrefix}${name})`, params: { [name]: r.value } };
      }
      return defaultRuleProcessorParameterized(r, o, m);
    };
    // bio contains 'a', bio matches 'b', bio contains 'c', under 'or'
    const q: RuleGroupType = { combinator: 'or', rules: [['contains', 'a'], ['matches', 'b'], ['contains', 'c']].map(([operator, value]) => ({ field: 'bio', operator: operator!, value })) };
    expect(formatQuery(q, { format: 'parameterized_named', ruleProcessor })).toEqual({
      sql: '(bio like :bio_1 or m(:bio_2) or bio like :bio_3)',
      params: { bio_1: '%a%', bio_2: 'b', bio_3: '%c%' },
    });
  });

  it(`${P} Pitfalls: quoteFieldNamesWith quotes field names`, () => {
    expect(formatQuery(query, { format: 'parameterized', quoteFieldNamesWith: ['"', '"'] }).sql).toBe(
      '("firstName" like ? and "age" between ? and ? and "x" in (?, ?, ?))'
    );
  });

  it(`${P} Pitfalls: the default processor binds Ste% for beginsWith`, () => {
    expect(formatQuery(query, 'parameterized').params[0]).toBe('Ste%');
  });
}

/** tips/arbitrary-updates: the query-tool claims that hold in 7.x and 8.x. */
export function arbitraryUpdatesClaims(lib: Lib, P: string) {
  const { add, insert, move, remove, update, convertToIC } = lib;
  const base = (): RuleGroupType => ({
    combinator: 'and',
    rules: [
      { id: 'r1', field: 'a', operator: '=', value: '1' },
      { id: 'g', combinator: 'or', rules: [{ id: 'n', field: 'b', operator: '=', value: '2' }] },
      { id: 'r3', field: 'c', operator: '=', value: '3' },
    ],
  });
  const ids = (g: RuleGroupType) => g.rules.map(r => (typeof r === 'string' ? r : r.id));

  it(`${P} The recipe: when the target doesn't exist the tool returns the same query object, and doesn't throw`, () => {
    const empty: RuleGroupType = { combinator: 'and', rules: [] };
    const q0 = base();
    expect(remove(empty, [0])).toBe(empty);
    expect([remove(q0, [5]), update(q0, 'value', 'x', [5]), move(q0, [5], [0]), add(q0, { field: 'x', operator: '=', value: 1 }, [5])]).toEqual([q0, q0, q0, q0]);
  });

  it(`${P} The query tools: unchanged branches stay the same objects`, () => {
    const q0 = base();
    const next = add(q0, { field: 'x', operator: '=', value: 1 }, []);
    expect(next).not.toBe(q0);
    expect(next.rules[1]).toBe(q0.rules[1]);
  });

  it(`${P} The query tools: insert with { replace: true } replaces the object at the path`, () => {
    expect(insert(base(), { id: 'z', field: 'z', operator: '=', value: 0 }, [0], { replace: true }).rules.map(r => (r as RQB.RuleType).field ?? 'group')).toEqual(['z', 'group', 'c']);
  });

  it(`${P} The query tools: remove can't remove the root group`, () => {
    const q0 = base();
    expect(remove(q0, [])).toBe(q0);
  });

  it(`${P} The query tools: move 'up' below a group makes the object that group's last member, 'down' above a group its first`, () => {
    const up = move(base(), [2], 'up');
    expect([ids(up), ids(up.rules[1] as RuleGroupType)]).toEqual([['r1', 'g'], ['n', 'r3']]);
    const down = move(base(), [0], 'down');
    expect([ids(down), ids(down.rules[0] as RuleGroupType)]).toEqual([['g', 'r3'], ['r1', 'n']]);
  });

  it(`${P} The query tools: move with { clone: true } copies, with a new id`, () => {
    const out = ids(move(base(), [0], [3], { clone: true }));
    expect(out.slice(0, 3)).toEqual(['r1', 'g', 'r3']);
    expect(out[3]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it(`${P} Changing the field: update resets operator and value; resetOnFieldChange: false keeps them, resetOnOperatorChange: true resets the value`, () => {
    expect(update(base(), 'field', 'zz', [0]).rules[0]).toMatchObject({ field: 'zz', operator: '=', value: '' });
    expect(update(base(), 'field', 'zz', [0], { resetOnFieldChange: false }).rules[0]).toMatchObject({ field: 'zz', operator: '=', value: '1' });
    expect(update(base(), 'operator', '>', [0], { resetOnOperatorChange: true }).rules[0]).toMatchObject({ operator: '>', value: '' });
  });

  it(`${P} Pitfalls: the tools return frozen queries, and assigning to them throws in strict code`, () => {
    const next = add(base(), { field: 'x', operator: '=', value: 1 }, []);
    expect(Object.isFrozen(next)).toBe(true);
    expect(() => {
      (next as { combinator: string }).combinator = 'or';
    }).toThrow(TypeError);
  });

  it(`${P} Pitfalls: with independent combinators, add inserts a combinator before the new object, chosen with combinatorPreceding`, () => {
    const ic = convertToIC(base()) as RuleGroupTypeIC;
    const out = add(ic, { field: 'x', operator: '=', value: 1 }, [], { combinatorPreceding: 'or' });
    expect(out.rules.slice(-2)).toEqual(['or', expect.objectContaining({ field: 'x' })]);
  });

  it(`${P} Pitfalls: removing [0] and then [1] removes the first and the third member`, () => {
    expect(ids(remove(remove(base(), [0]), [1]))).toEqual(['g']);
  });
}

/** tips/limit-groups: the claims that hold in 7.x and 8.x; `hasMaxLevels` is false for 7.x (the prop is 8.x). */
export function limitGroupsClaims(lib: Lib, P: string, hasMaxLevels = true) {
  const QB = lib.QueryBuilder as ComponentType<AnyProps>;
  const deep: RuleGroupType = {
    combinator: 'and',
    rules: [
      { combinator: 'and', rules: [{ field: 'a', operator: '=', value: '1' }] },
      { combinator: 'or', rules: [{ combinator: 'and', rules: [{ field: 'b', operator: '=', value: '2' }] }] },
    ],
  };
  /** The data-path of every group that has a "+ Group" button. */
  const addGroupPaths = (c: Element) => qa(c, '.ruleGroup-addGroup').map(b => b.closest('.ruleGroup')!.getAttribute('data-path'));
  const mount = (props: AnyProps) => render(h(QB, { defaultQuery: deep, ...props })).container;

  if (!hasMaxLevels) {
    it(`${P} maxLevels (Since v8 note): 7.x ignores maxLevels, every group keeps its + Group button`, () => {
      expect(addGroupPaths(mount({ maxLevels: 1 }))).toEqual(['[]', '[0]', '[1]', '[1,0]']);
    });
  } else {
    it(`${P} maxLevels: with maxLevels={1} only the root group has a + Group button; a deeper loaded query still renders in full`, () => {
      const c = mount({ maxLevels: 1 });
      expect(addGroupPaths(c)).toEqual(['[]']);
      expect(qa(c, '.ruleGroup').map(g => g.getAttribute('data-path'))).toEqual(['[]', '[0]', '[1]', '[1,0]']);
    });

    it(`${P} maxLevels: with maxLevels={2} the root and its child groups have the button`, () => {
      expect(addGroupPaths(mount({ maxLevels: 2 }))).toEqual(['[]', '[0]', '[1]']);
    });

    it(`${P} maxLevels: values below 1 are ignored`, () => {
      expect(addGroupPaths(mount({ maxLevels: 0 }))).toEqual(['[]', '[0]', '[1]', '[1,0]']);
      expect(addGroupPaths(mount({ maxLevels: -1 }))).toEqual(['[]', '[0]', '[1]', '[1,0]']);
    });
  }

  it(`${P} No groups at all: addGroupAction: null removes every + Group button, and loaded groups still render`, () => {
    const c = mount({ controlElements: { addGroupAction: null } });
    expect(qa(c, '.ruleGroup-addGroup')).toHaveLength(0);
    expect(qa(c, '.ruleGroup')).toHaveLength(4);
  });

  it(`${P} Limits by level: action components receive their group's path and level, and the add-rule button its rules`, () => {
    const seen: string[] = [];
    const Spy = (p: RQB.ActionWithRulesAndAddersProps) => (seen.push(`${JSON.stringify(p.path)}:${p.level}:${p.rules?.length}`), null);
    mount({ controlElements: { addRuleAction: Spy } });
    expect([...new Set(seen)]).toEqual(['[]:0:2', '[0]:1:1', '[1]:1:1', '[1,0]:2:1']);
  });

  it(`${P} Keep moves within the limit: without onMoveGroup the first group's down arrow moves it into the next group; onMoveGroup returning false stops it`, () => {
    const onQueryChange = vi.fn();
    const c = mount({ showShiftActions: true, onQueryChange });
    click(q(c, '[data-path="[0]"] > .ruleGroup-header .shiftActions button:last-child'));
    const moved = onQueryChange.mock.calls.at(-1)![0] as RuleGroupType;
    expect(moved.rules).toHaveLength(1);
    expect(((moved.rules[0] as RuleGroupType).rules[0] as RuleGroupType).rules).toHaveLength(1);
    const guarded = vi.fn();
    const c2 = mount({ showShiftActions: true, onQueryChange: guarded, onMoveGroup: () => false });
    guarded.mockClear();
    click(q(c2, '[data-path="[0]"] > .ruleGroup-header .shiftActions button:last-child'));
    expect(guarded).not.toHaveBeenCalled();
  });
}

/** tips/common-mistakes: the claims that hold in 7.x and 8.x (happy-dom files). `pkg` is the package name or alias. */
export function commonMistakesClaims(lib: Lib, P: string, pkg: string) {
  const QB = lib.QueryBuilder as ComponentType<AnyProps>;
  const fields = [
    { name: 'firstName', label: 'First name' },
    { name: 'age', label: 'Age', inputType: 'number' },
  ];
  const ageOver30 = (): RuleGroupType => ({ combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }] });
  const mount = (props: AnyProps) => render(h(QB, { fields, ...props })).container;
  const tick = () => act(() => new Promise<void>(r => setTimeout(r, 0)));
  /** ageOver30 with ids, so a re-render keeps the same keys. */
  const withIds: RuleGroupType = { id: 'root', combinator: 'and', rules: [{ id: 'r1', field: 'age', operator: '>', value: 30 }] };

  it(`${P} The query builder ignores every edit: with query and no onQueryChange, an edit shows the old value again`, () => {
    const c = mount({ query: ageOver30() });
    change(q(c, '.rule-value'), '40');
    expect(inputValues(c)).toEqual(['30']);
  });

  it(`${P} The query builder ignores every edit: with defaultQuery, the component keeps the edit and calls onQueryChange`, () => {
    const onQueryChange = vi.fn();
    const c = mount({ defaultQuery: ageOver30(), onQueryChange });
    change(q(c, '.rule-value'), '40');
    expect(inputValues(c)).toEqual(['40']);
    expect(onQueryChange.mock.calls.at(-1)![0].rules[0].value).toBe('40');
  });

  it(`${P} "rendered with both query and defaultQuery props": logged with console.error, once`, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = render(h(QB, { fields, query: ageOver30(), defaultQuery: ageOver30() }));
    await tick();
    r.rerender(h(QB, { fields, query: ageOver30(), defaultQuery: ageOver30() }));
    await tick();
    const both = error.mock.calls.filter(([m]) => String(m).startsWith('QueryBuilder was rendered with both query and defaultQuery props'));
    expect(both).toHaveLength(1);
  });

  it(`${P} An input loses focus: a component type created during render remounts the value editor on every render`, () => {
    const onQueryChange = vi.fn();
    const editor = () => (p: RQB.ValueEditorProps) => h(lib.ValueEditor, p);
    const view = () => h(QB, { fields, query: withIds, onQueryChange, controlElements: { valueEditor: editor() } });
    const r = render(view());
    const before = q(r.container, '.rule-value');
    r.rerender(view());
    expect(q(r.container, '.rule-value')).not.toBe(before);
  });

  it(`${P} An input loses focus: a module-level component keeps the same input across renders, even in an inline controlElements object`, () => {
    const Stable = (p: RQB.ValueEditorProps) => h(lib.ValueEditor, p);
    const view = () => h(QB, { fields, query: withIds, onQueryChange: () => {}, controlElements: { valueEditor: Stable } });
    const r = render(view());
    const before = q(r.container, '.rule-value');
    r.rerender(view());
    expect(q(r.container, '.rule-value')).toBe(before);
  });

  it(`${P} An input loses focus: every control receives the context prop`, () => {
    const seen = new Set<string>();
    const spy = (name: string, C: ComponentType<AnyProps>) => (p: AnyProps) => (seen.add(`${name}:${String(p.context)}`), h(C, p));
    mount({
      defaultQuery: ageOver30(),
      context: 'ctx',
      controlElements: {
        valueEditor: spy('valueEditor', lib.ValueEditor as unknown as ComponentType<AnyProps>),
        fieldSelector: spy('fieldSelector', lib.ValueSelector as unknown as ComponentType<AnyProps>),
        combinatorSelector: spy('combinatorSelector', lib.ValueSelector as unknown as ComponentType<AnyProps>),
        addRuleAction: spy('addRuleAction', lib.ActionElement as unknown as ComponentType<AnyProps>),
        removeRuleAction: spy('removeRuleAction', lib.ActionElement as unknown as ComponentType<AnyProps>),
      },
    });
    expect([...seen].sort()).toEqual(['addRuleAction:ctx', 'combinatorSelector:ctx', 'fieldSelector:ctx', 'removeRuleAction:ctx', 'valueEditor:ctx']);
  });

  it(`${P} No borders, indentation or spacing: query-builder.css, query-builder-layout.css and the .scss files of the same names ship in dist`, () => {
    const dist = join(dirname(req.resolve(`${pkg}/package.json`)), 'dist');
    for (const f of ['query-builder.css', 'query-builder-layout.css', 'query-builder.scss', 'query-builder-layout.scss']) expect(readFileSync(join(dist, f), 'utf8').length).toBeGreaterThan(0);
  });

  it(`${P} My SQL compares numbers as strings: the default editor stores a string, even for inputType "number"`, () => {
    const onQueryChange = vi.fn();
    const c = mount({ defaultQuery: ageOver30(), onQueryChange });
    change(q(c, '.rule-value'), '40');
    expect(onQueryChange.mock.calls.at(-1)![0].rules[0].value).toBe('40');
  });

  it(`${P} My SQL compares numbers as strings: the sql format quotes a number value by default, and parseNumbers: true parses every numeric string`, () => {
    const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }, { field: 'firstName', operator: '=', value: '12' }] };
    expect(lib.formatQuery(query, 'sql')).toBe("(age > '30' and firstName = '12')");
    expect(lib.formatQuery(query, { format: 'sql', parseNumbers: true })).toBe('(age > 30 and firstName = 12)');
  });

  it(`${P} My SQL compares numbers as strings: parseNumbers="strict-limited" stores numbers for inputType "number" fields only`, () => {
    const onQueryChange = vi.fn();
    const c = mount({ parseNumbers: 'strict-limited', onQueryChange, defaultQuery: { combinator: 'and', rules: [{ field: 'age', operator: '>', value: '' }, { field: 'firstName', operator: '=', value: '' }] } });
    const [age, name] = qa(c, '.rule-value');
    change(age!, '40');
    change(name!, '12');
    expect(onQueryChange.mock.calls.at(-1)![0].rules.map((r: RQB.RuleType) => r.value)).toEqual([40, '12']);
  });

  it(`${P} The query has ids I never added: onQueryChange fires on mount with ids added, ids already there are kept`, () => {
    const onQueryChange = vi.fn();
    mount({ onQueryChange, defaultQuery: { combinator: 'and', rules: [{ id: 'r1', field: 'age', operator: '>', value: 30 }, { field: 'age', operator: '<', value: 60 }] } });
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    const [first] = onQueryChange.mock.calls[0]!;
    expect([typeof first.id, first.rules[0].id, typeof first.rules[1].id]).toEqual(['string', 'r1', 'string']);
  });

  it(`${P} The query has ids I never added: a root group with an id is taken as prepared, its rules without ids get none`, () => {
    const onQueryChange = vi.fn();
    mount({ onQueryChange, defaultQuery: { id: 'root', combinator: 'and', rules: [{ field: 'age', operator: '<', value: 60 }] } });
    expect(onQueryChange.mock.calls[0]![0].rules[0].id).toBeUndefined();
  });

  it(`${P} The query has ids I never added: prepareRuleGroup keeps the ids it finds and adds the missing ones`, () => {
    const prepared = lib.prepareRuleGroup({ id: 'root', combinator: 'and', rules: [{ id: 'r1', field: 'age', operator: '>', value: 30 }, { field: 'age', operator: '<', value: 60 }] });
    expect([prepared.id, prepared.rules[0]!.id, typeof prepared.rules[1]!.id]).toEqual(['root', 'r1', 'string']);
  });

  it(`${P} The query has ids I never added: enableMountQueryChange={false} skips the call on mount`, () => {
    const onQueryChange = vi.fn();
    mount({ onQueryChange, enableMountQueryChange: false, defaultQuery: ageOver30() });
    expect(onQueryChange).not.toHaveBeenCalled();
  });

  it(`${P} The query has ids I never added: json_without_ids is equal for the query before and after ids are added`, () => {
    const onQueryChange = vi.fn();
    mount({ onQueryChange, defaultQuery: ageOver30() });
    expect(lib.formatQuery(onQueryChange.mock.calls[0]![0], 'json_without_ids')).toBe(lib.formatQuery(ageOver30(), 'json_without_ids'));
  });

  it(`${P} The query has ids I never added: two objects with one id make React log "Encountered two children with the same key"`, () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount({ defaultQuery: { id: 'root', combinator: 'and', rules: [{ id: 'r1', field: 'age', operator: '>', value: 30 }, { id: 'r1', field: 'age', operator: '>', value: 30 }] } });
    expect(error.mock.calls.some(([m]) => String(m).includes('Encountered two children with the same key'))).toBe(true);
  });

  it(`${P} The query has ids I never added: move with { clone: true } gives the copy a new id`, () => {
    const moved = lib.move({ id: 'root', combinator: 'and', rules: [{ id: 'r1', field: 'age', operator: '>', value: 30 }] }, [0], [1], { clone: true });
    const ids = moved.rules.map(r => r.id);
    expect(ids[0]).toBe('r1');
    expect(ids[1]).toEqual(expect.any(String));
    expect(ids[1]).not.toBe('r1');
  });

  it(`${P} Changing one inline combinator changes all of them: with showCombinatorsBetweenRules each selector edits the group's combinator`, () => {
    const onQueryChange = vi.fn();
    const rule = { field: 'age', operator: '>', value: 30 };
    const c = mount({ showCombinatorsBetweenRules: true, onQueryChange, defaultQuery: { combinator: 'and', rules: [rule, rule, rule] } });
    change(qa(c, '.ruleGroup-combinators')[1]!, 'or');
    expect(onQueryChange.mock.calls.at(-1)![0].combinator).toBe('or');
    expect(qa(c, '.ruleGroup-combinators').map(s => (s as HTMLSelectElement).value)).toEqual(['or', 'or']);
  });

  it(`${P} Changing one inline combinator changes all of them: the independentCombinators prop logs an error and is ignored`, async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = mount({ independentCombinators: true, defaultQuery: twoRules() });
    await tick();
    expect(error.mock.calls.some(([m]) => String(m).includes('independentCombinators prop'))).toBe(true);
    expect(qa(c, '.betweenRules')).toHaveLength(0);
  });

  it(`${P} Changing one inline combinator changes all of them: a mixed-shape query exports broken SQL`, () => {
    const saved = JSON.parse('{"combinator":"and","rules":[{"field":"firstName","operator":"=","value":"Steve"},"or",{"field":"age","operator":">","value":30}]}');
    expect(lib.formatQuery(saved, 'sql')).toBe("(firstName = 'Steve' and or and age > '30')");
  });

  it(`${P} A rule shows a different field or operator: the selects show their first option, the query keeps the unknown names`, () => {
    const onQueryChange = vi.fn();
    const c = mount({ onQueryChange, defaultQuery: { combinator: 'and', rules: [{ field: 'height', operator: 'near', value: 3 }] } });
    expect([(q(c, '.rule-fields') as HTMLSelectElement).value, (q(c, '.rule-operators') as HTMLSelectElement).value]).toEqual(['firstName', '=']);
    const rule = onQueryChange.mock.calls[0]![0].rules[0];
    expect([rule.field, rule.operator]).toEqual(['height', 'near']);
  });

  it(`${P} "Cannot assign to read only property": the query add returns is frozen, push throws "object is not extensible"`, () => {
    const query = lib.add({ combinator: 'and', rules: [] }, { field: 'age', operator: '>', value: 30 }, []);
    expect(() => (query.rules as unknown[]).push({ field: 'firstName', operator: '=', value: 'Steve' })).toThrow(/object is not extensible/);
  });
}
