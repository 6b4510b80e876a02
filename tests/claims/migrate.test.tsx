// @vitest-environment happy-dom
// Claims of docs/migrate.mdx, run against react-querybuilder 8.24.1.
import { render } from '@testing-library/react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as lib from 'react-querybuilder';
import { useQueryBuilder } from 'react-querybuilder';
import * as rqb6 from 'rqb6';
import * as rqb7 from 'rqb7';
import { parseMongoDB as parseMongoDB6 } from 'rqb6/parseMongoDB';
import { parseMongoDB as parseMongoDB7 } from 'rqb7/parseMongoDB';
import { parseMongoDB } from 'react-querybuilder/parseMongoDB';
import { migrateUseQueryBuilderKeys, pkgJson, requireFromRqb, staticMarkup, twoRules, useQueryBuilderKeys } from './support';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

describe('migrate', () => {
  it('migrate › Hooks: useQueryBuilder returns these keys, rqbContext among them and no query', () => {
    expect(useQueryBuilderKeys(lib)).toEqual(migrateUseQueryBuilderKeys);
  });

  it('migrate › Hooks: useQueryBuilder throws outside QueryBuilderStateProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Probe = () => (useQueryBuilder({}), null);
    expect(() => render(<Probe />)).toThrow();
  });

  // Second reading: the sections after Hooks, and the v6 -> v7 sections before it that the hooks pass left.
  const labels = (t: { addRule: { label?: unknown }; addGroup: { label?: unknown }; removeRule: { label?: unknown }; removeGroup: { label?: unknown } }) => ({
    addRule: t.addRule.label,
    addGroup: t.addGroup.label,
    removeRule: t.removeRule.label,
    removeGroup: t.removeGroup.label,
  });
  const notAge = '{ "age": { "$not": { "$gte": 18 } } }';

  it('migrate › Update the packages: the React peer dependency moved from >=16.8.0 (6.5.5) to >=18 (7.7.1)', () => {
    expect([pkgJson('rqb6').peerDependencies?.react, pkgJson('rqb7').peerDependencies?.react]).toEqual(['>=16.8.0', '>=18']);
  });

  it('migrate › Update the packages: immer, @reduxjs/toolkit, react-redux and numeric-quantity are dependencies of 7.7.1', () => {
    expect(Object.keys(pkgJson('rqb7').dependencies ?? {}).sort()).toEqual(['@reduxjs/toolkit', 'immer', 'numeric-quantity', 'react-redux']);
  });

  it('migrate › Import parsers from their own entry points: 6.5.5 exports the parsers from the main entry point, 7.7.1 does not', () => {
    const parsers = ['parseSQL', 'parseMongoDB', 'parseCEL', 'parseJsonLogic'];
    expect(parsers.filter(p => p in rqb6)).toEqual(parsers);
    expect(parsers.filter(p => p in rqb7)).toEqual([]);
  });

  it('migrate › Import parsers from their own entry points: parseSpEL and parseJSONata have their own paths in 7.7.1, not in 6.5.5', () => {
    const paths = (name: string) => Object.keys(pkgJson(name).exports).filter(k => k === './parseSpEL' || k === './parseJSONata');
    expect(paths('rqb6')).toEqual([]);
    expect(paths('rqb7').sort()).toEqual(['./parseJSONata', './parseSpEL']);
  });

  it('migrate › Default button labels: the v6 labels in the table are those of 6.5.5', () => {
    expect(labels(rqb6.defaultTranslations)).toEqual({ addRule: '+Rule', addGroup: '+Group', removeRule: 'x', removeGroup: 'x' });
  });

  it('migrate › Default button labels: the add buttons gained a space and the remove buttons use U+2A2F (7.7.1 and 8.24.1)', () => {
    const now = { addRule: '+ Rule', addGroup: '+ Group', removeRule: '\u2A2F', removeGroup: '\u2A2F' };
    expect(labels(rqb7.defaultTranslations)).toEqual(now);
    expect(labels(lib.defaultTranslations)).toEqual(now);
  });

  it('migrate › parseMongoDB can keep $not as a group: a $not around one condition becomes the opposite operator, as in 6.5.5', () => {
    const negated = { combinator: 'and', rules: [{ field: 'age', operator: '<', value: 18 }] };
    expect(parseMongoDB6(notAge)).toEqual(negated);
    expect(parseMongoDB(notAge)).toEqual(negated);
  });

  it('migrate › parseMongoDB can keep $not as a group: preventOperatorNegation is new in 7.x (6.5.5 ignores it)', () => {
    expect(parseMongoDB6(notAge, { preventOperatorNegation: true } as never)).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '<', value: 18 }] });
    expect(parseMongoDB7(notAge, { preventOperatorNegation: true })).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }], not: true });
  });

  it('migrate › json_without_ids keeps custom properties: 6.5.5 drops them, 7.7.1 and 8.24.1 remove only id and path', () => {
    const query = { id: 'root', path: [], combinator: 'and', rules: [{ id: 'r1', path: [0], field: 'age', operator: '>=', value: 18, note: 'adults only' }] };
    expect(JSON.parse(rqb6.formatQuery(query, 'json_without_ids'))).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }] });
    const kept = { combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18, note: 'adults only' }] };
    expect(JSON.parse(rqb7.formatQuery(query, 'json_without_ids'))).toEqual(kept);
    expect(JSON.parse(lib.formatQuery(query, 'json_without_ids'))).toEqual(kept);
  });

  it('migrate › Use a RuleGroupTypeIC query instead of independentCombinators: in development builds, passing the prop logs a warning (once per page load, so this test renders it first)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<lib.QueryBuilder {...({ independentCombinators: true } as object)} />);
    await new Promise(resolve => setTimeout(resolve, 10)); // the store logs it from a timeout
    const logged = [...error.mock.calls, ...warn.mock.calls].map(c => String(c[0]));
    expect(logged.some(m => m.includes('independentCombinators'))).toBe(true);
  });

  it('migrate › Use a RuleGroupTypeIC query instead of independentCombinators: the prop is ignored, the query shape decides', () => {
    const withProp = staticMarkup(lib, { independentCombinators: true, defaultQuery: twoRules() });
    expect(withProp).not.toContain('betweenRules');
    const ic = staticMarkup(lib, { defaultQuery: { rules: [{ field: 'a', operator: '=', value: '1' }, 'and', { field: 'b', operator: '=', value: '2' }] } });
    expect(ic).toContain('betweenRules');
  });

  it('migrate › disabled and the root group\'s lock: disabled: true on the root group leaves its lock button enabled', () => {
    const html = staticMarkup(lib, { showLockButtons: true, defaultQuery: { ...twoRules(), disabled: true } });
    expect(html.match(/<button[^>]*data-testid="lock-group"[^>]*>/)?.[0]).not.toContain('disabled');
    expect(html.match(/<button[^>]*data-testid="add-rule"[^>]*>/)?.[0]).toContain('disabled');
  });

  it('migrate › disabled and the root group\'s lock: the disabled prop disables the lock buttons too', () => {
    const html = staticMarkup(lib, { showLockButtons: true, disabled: true, defaultQuery: twoRules() });
    expect(html.match(/<button[^>]*data-testid="lock-group"[^>]*>/)?.[0]).toContain('disabled');
  });

  it('migrate › Changes in later 8.x releases: mongodb returns a JSON string, mongodb_query the same query as an object', () => {
    const query = { combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }] };
    const asString = lib.formatQuery(query, 'mongodb');
    expect(typeof asString).toBe('string');
    expect(JSON.parse(asString)).toEqual(lib.formatQuery(query, 'mongodb_query'));
  });

  it('migrate › Compatibility packages (v8): bootstrapControlClassnames sets no value class, BootstrapDragHandle is gone', async () => {
    const bootstrap = await import('@react-querybuilder/bootstrap');
    expect((bootstrap.bootstrapControlClassnames as Record<string, unknown>).value).toBeUndefined();
    expect('BootstrapDragHandle' in bootstrap).toBe(false);
  });

  it('migrate › Import parsers from their own entry points: the main production build is about a third smaller in 7.7.1 than in 6.5.5 (94 KB against 149 KB)', () => {
    const size = (name: string) => statSync(join(dirname(requireFromRqb.resolve(`${name}/package.json`)), 'dist/react-querybuilder.production.mjs')).size;
    const [v6, v7] = [size('rqb6'), size('rqb7')];
    expect([Math.round(v6 / 1000), Math.round(v7 / 1000)]).toEqual([149, 94]);
    expect(v7 / v6).toBeGreaterThan(0.6);
    expect(v7 / v6).toBeLessThan(0.7);
  });

  it('migrate › Use a RuleGroupTypeIC query: RuleGroupTypeIC declares combinator?: undefined (checked by tsc)', () => {
    // @ts-expect-error a RuleGroupTypeIC cannot carry a combinator string
    const both: import('react-querybuilder').RuleGroupTypeIC = { combinator: 'and', rules: [] };
    const ic: import('react-querybuilder').RuleGroupTypeIC = { rules: [] };
    expect([ic.combinator, both.combinator]).toEqual([undefined, 'and']);
  });

  it('migrate › Changes in later 8.x releases: @react-querybuilder/dnd no longer exports useRuleDnD, useRuleGroupDnD or useInlineCombinatorDnD', async () => {
    const dnd = await import('@react-querybuilder/dnd');
    expect(['useRuleDnD', 'useRuleGroupDnD', 'useInlineCombinatorDnD'].filter(k => k in dnd)).toEqual([]);
  });

  it('migrate › Changes in later 8.x releases: useReactDnD is still exported but deprecated in favour of createReactDnDAdapter', async () => {
    const dnd = await import('@react-querybuilder/dnd');
    const { createReactDnDAdapter } = await import('@react-querybuilder/dnd/react-dnd');
    expect([typeof dnd.useReactDnD, typeof createReactDnDAdapter]).toEqual(['function', 'function']);
    const dts = readFileSync(join(dirname(requireFromRqb.resolve('@react-querybuilder/dnd/package.json')), 'dist/react-querybuilder_dnd.legacy-esm.d.ts'), 'utf8');
    expect(dts).toMatch(/@deprecated Use `createReactDnDAdapter` instead\.[\s\S]{0,200}declare const useReactDnD/);
  });

  it('migrate › Changes in later 8.x releases: react-querybuilder re-exports formatQuery from @react-querybuilder/core', async () => {
    const core = await import('@react-querybuilder/core');
    const rqb = await import('react-querybuilder');
    expect(rqb.formatQuery).toBe(core.formatQuery);
  });

  it('migrate › Type changes: 6.5.5 exports BaseSelectorProps, UseValueEditorParams and ParseNumbersMethod; react-querybuilder does not (checked by tsc)', () => {
    type Old = [import('rqb6').BaseSelectorProps, import('rqb6').UseValueEditorParams, import('rqb6').ParseNumbersMethod];
    // @ts-expect-error no longer exported
    type Gone1 = import('react-querybuilder').BaseSelectorProps;
    // @ts-expect-error no longer exported
    type Gone2 = import('react-querybuilder').UseValueEditorParams;
    // @ts-expect-error renamed to ParseNumberMethod
    type Gone3 = import('react-querybuilder').ParseNumbersMethod;
    const renamed: import('react-querybuilder').ParseNumberMethod = 'strict';
    const limited: import('react-querybuilder').ParseNumbersPropConfig = 'strict-limited';
    expect([renamed, limited]).toEqual(['strict', 'strict-limited']);
    expectTypeOf<Old>().not.toBeAny();
    expectTypeOf<[Gone1, Gone2, Gone3]>().toBeArray();
  });

  it('migrate › Default button labels: labels accept any ReactNode (react-querybuilder), 6.5.5 took only strings (checked by tsc)', () => {
    const now: import('react-querybuilder').Translations['addRule'] = { label: <b>+</b> };
    // @ts-expect-error 6.5.5 labels are strings
    const old: import('rqb6').Translations['addRule'] = { label: <b>+</b> };
    expect([typeof now.label, typeof old.label]).toEqual(['object', 'object']);
  });

  it('migrate › Change handler types in custom rules and groups: generateOnChangeHandler returns ValueChangeEventHandler in 8.24.1, ActionElementEventHandler in 7.7.1 (checked by tsc)', () => {
    expectTypeOf<ReturnType<ReturnType<import('react-querybuilder').UseRule['generateOnChangeHandler']>>>().toBeVoid();
    expectTypeOf<ReturnType<import('react-querybuilder').UseRule['generateOnChangeHandler']>>().toEqualTypeOf<import('react-querybuilder').ValueChangeEventHandler>();
    expectTypeOf<ReturnType<import('rqb7').UseRule['generateOnChangeHandler']>>().toEqualTypeOf<import('rqb7').ActionElementEventHandler>();
    expectTypeOf<import('react-querybuilder').UseRule['onChangeField']>().toEqualTypeOf<import('react-querybuilder').ValueChangeEventHandler>();
    expectTypeOf<import('react-querybuilder').UseRuleGroup['onCombinatorChange']>().toEqualTypeOf<import('react-querybuilder').ValueChangeEventHandler>();
  });

  it('migrate › Change handler types in custom rules and groups: onPropChange and moveRule take an optional context in 8.24.1 only (checked by tsc)', () => {
    type A8 = import('react-querybuilder').QueryActions;
    type A7 = import('rqb7').QueryActions;
    expectTypeOf<Parameters<A8['onPropChange']>['length']>().toEqualTypeOf<3 | 4>();
    expectTypeOf<Parameters<A7['onPropChange']>['length']>().toEqualTypeOf<3>();
    expectTypeOf<Parameters<A8['moveRule']>['length']>().toEqualTypeOf<2 | 3 | 4>();
    expectTypeOf<Parameters<A7['moveRule']>['length']>().toEqualTypeOf<2 | 3>();
  });

  it('migrate › disabled and the root group\'s lock: 6.5.5 declares the disabled prop deprecated in favour of disabled on rules and groups', () => {
    const dts = readFileSync(join(dirname(requireFromRqb.resolve('rqb6/package.json')), 'dist/react-querybuilder.d.mts'), 'utf8');
    expect(dts).toMatch(/@deprecated This prop may be removed in a future major version\. Use the `disabled`\s+\* property on rules and groups[\s\S]{0,80}?\*\/\s+disabled\?: boolean \| number\[\]\[\];/);
  });
});

