// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/migrate.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { render } from '@testing-library/react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as rqb7 from 'rqb7';
import { useQueryBuilder } from 'rqb7';
import * as rqb6 from 'rqb6';
import * as lib from 'react-querybuilder';
import { parseMongoDB as parseMongoDB6 } from 'rqb6/parseMongoDB';
import { parseMongoDB as parseMongoDB7 } from 'rqb7/parseMongoDB';
import { migrateUseQueryBuilderKeys, pkgJson, requireFromRqb, staticMarkup, twoRules, useQueryBuilderKeys, type Lib } from './support';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

describe('migrate', () => {
  it('v7 migrate › Hooks: useQueryBuilder returns these keys, rqbContext among them and no query', () => {
    expect(useQueryBuilderKeys(rqb7 as unknown as Lib)).toEqual(migrateUseQueryBuilderKeys);
  });

  it('v7 migrate › Hooks: useQueryBuilder throws outside QueryBuilderStateProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Probe = () => (useQueryBuilder({}), null);
    expect(() => render(<Probe />)).toThrow();
  });

  // Second reading: the v6 -> v7 sections run against 7.7.1 (rqb7) next to 6.5.5; the v7 -> v8 ones against 8.24.1.
  const notAge = '{ "age": { "$not": { "$gte": 18 } } }';
  const lock = (html: string) => html.match(/<button[^>]*data-testid="lock-group"[^>]*>/)?.[0];

  it('v7 migrate › Update the packages: 7.7.1 needs react >=18 where 6.5.5 took >=16.8.0', () => {
    expect([pkgJson('rqb6').peerDependencies?.react, pkgJson('rqb7').peerDependencies?.react]).toEqual(['>=16.8.0', '>=18']);
  });

  it('v7 migrate › Update the packages: 7.7.1 brings immer, @reduxjs/toolkit, react-redux and numeric-quantity itself', () => {
    expect(Object.keys(pkgJson('rqb7').dependencies ?? {}).sort()).toEqual(['@reduxjs/toolkit', 'immer', 'numeric-quantity', 'react-redux']);
  });

  it('v7 migrate › Import parsers from their own entry points: the main entry point of 7.7.1 has no parser (6.5.5 had them)', () => {
    const parsers = ['parseSQL', 'parseMongoDB', 'parseCEL', 'parseJsonLogic'];
    expect(parsers.filter(p => p in rqb6)).toEqual(parsers);
    expect(parsers.filter(p => p in rqb7)).toEqual([]);
  });

  it('v7 migrate › Import parsers from their own entry points: 7.7.1 adds react-querybuilder/parseSpEL and /parseJSONata', () => {
    const paths = (name: string) => Object.keys(pkgJson(name).exports).filter(k => k === './parseSpEL' || k === './parseJSONata');
    expect(paths('rqb6')).toEqual([]);
    expect(paths('rqb7').sort()).toEqual(['./parseJSONata', './parseSpEL']);
  });

  it('v7 migrate › Use a RuleGroupTypeIC query instead of independentCombinators: 7.7.1 warns about the prop in development (once, from a timeout)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<rqb7.QueryBuilder {...({ independentCombinators: true } as object)} />);
    await new Promise(resolve => setTimeout(resolve, 10));
    const logged = [...error.mock.calls, ...warn.mock.calls].map(c => String(c[0]));
    expect(logged.some(m => m.includes('independentCombinators'))).toBe(true);
  });

  it('v7 migrate › Use a RuleGroupTypeIC query instead of independentCombinators: 7.7.1 ignores the prop, the query shape decides', () => {
    const r7 = rqb7 as unknown as Lib;
    expect(staticMarkup(r7, { independentCombinators: true, defaultQuery: twoRules() })).not.toContain('betweenRules');
    const ic = { rules: [{ field: 'a', operator: '=', value: '1' }, 'and', { field: 'b', operator: '=', value: '2' }] };
    expect(staticMarkup(r7, { defaultQuery: ic })).toContain('betweenRules');
  });

  it('v7 migrate › Default button labels: 6.5.5 "+Rule", "+Group", "x", "x"; 7.7.1 "+ Rule", "+ Group", "⨯" (U+2A2F), "⨯"', () => {
    const labels = (t: typeof rqb7.defaultTranslations) => [t.addRule.label, t.addGroup.label, t.removeRule.label, t.removeGroup.label];
    expect(labels(rqb6.defaultTranslations as unknown as typeof rqb7.defaultTranslations)).toEqual(['+Rule', '+Group', 'x', 'x']);
    expect(labels(rqb7.defaultTranslations)).toEqual(['+ Rule', '+ Group', '\u2A2F', '\u2A2F']);
  });

  it('v7 migrate › parseMongoDB can keep $not as a group: 6.5.5 and 7.7.1 negate the operator by default', () => {
    const negated = { combinator: 'and', rules: [{ field: 'age', operator: '<', value: 18 }] };
    expect(parseMongoDB6(notAge)).toEqual(negated);
    expect(parseMongoDB7(notAge)).toEqual(negated);
  });

  it('v7 migrate › parseMongoDB can keep $not as a group: preventOperatorNegation (7.x) keeps a not: true group', () => {
    expect(parseMongoDB7(notAge, { preventOperatorNegation: true })).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }], not: true });
  });

  it('v7 migrate › disabled and the root group\'s lock: on 7.7.1 a disabled root group keeps its lock button enabled', () => {
    const html = staticMarkup(rqb7 as unknown as Lib, { showLockButtons: true, defaultQuery: { ...twoRules(), disabled: true } });
    expect(lock(html)).not.toContain('disabled');
  });

  it('v7 migrate › disabled and the root group\'s lock: on 7.7.1 the disabled prop disables the lock button', () => {
    const html = staticMarkup(rqb7 as unknown as Lib, { showLockButtons: true, disabled: true, defaultQuery: twoRules() });
    expect(lock(html)).toContain('disabled');
  });

  it('v7 migrate › json_without_ids keeps custom properties: 6.5.5 drops note, 7.7.1 keeps it and removes id and path', () => {
    const query = { id: 'root', path: [], combinator: 'and', rules: [{ id: 'r1', path: [0], field: 'age', operator: '>=', value: 18, note: 'adults only' }] };
    expect(JSON.parse(rqb6.formatQuery(query, 'json_without_ids'))).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }] });
    expect(JSON.parse(rqb7.formatQuery(query, 'json_without_ids'))).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18, note: 'adults only' }] });
  });

  it('v7 migrate › Update the packages (v8): 8.24.1 keeps the react >=18 peer dependency', () => {
    expect(pkgJson('react-querybuilder').peerDependencies?.react).toBe('>=18');
  });

  it('v7 migrate › Changes in later 8.x releases: on 8.24.1 mongodb is the JSON string of the mongodb_query object', () => {
    const query = { combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }] };
    const asString = lib.formatQuery(query, 'mongodb');
    expect(typeof asString).toBe('string');
    expect(JSON.parse(asString)).toEqual(lib.formatQuery(query, 'mongodb_query'));
  });

  it('v7 migrate › Changes in later 8.x releases (Since v8 note): 7.7.1 has no mongodb_query format (it returns an empty string)', () => {
    expect(rqb7.formatQuery({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }] }, 'mongodb_query' as never)).toBe('');
  });

  it('v7 migrate › Import parsers from their own entry points: the main production build is about a third smaller in 7.7.1 than in 6.5.5 (94 KB against 149 KB)', () => {
    const size = (name: string) => statSync(join(dirname(requireFromRqb.resolve(`${name}/package.json`)), 'dist/react-querybuilder.production.mjs')).size;
    const [v6, v7] = [size('rqb6'), size('rqb7')];
    expect([Math.round(v6 / 1000), Math.round(v7 / 1000)]).toEqual([149, 94]);
    expect(v7 / v6).toBeGreaterThan(0.6);
    expect(v7 / v6).toBeLessThan(0.7);
  });

  it('v7 migrate › Use a RuleGroupTypeIC query: RuleGroupTypeIC declares combinator?: undefined (checked by tsc)', () => {
    // @ts-expect-error a RuleGroupTypeIC cannot carry a combinator string
    const both: import('rqb7').RuleGroupTypeIC = { combinator: 'and', rules: [] };
    const ic: import('rqb7').RuleGroupTypeIC = { rules: [] };
    expect([ic.combinator, both.combinator]).toEqual([undefined, 'and']);
  });

  it('v7 migrate › Changes in later 8.x releases: @react-querybuilder/dnd no longer exports useRuleDnD, useRuleGroupDnD or useInlineCombinatorDnD', async () => {
    const dnd = await import('@react-querybuilder/dnd');
    expect(['useRuleDnD', 'useRuleGroupDnD', 'useInlineCombinatorDnD'].filter(k => k in dnd)).toEqual([]);
  });

  it('v7 migrate › Changes in later 8.x releases: useReactDnD is still exported but deprecated in favour of createReactDnDAdapter', async () => {
    const dnd = await import('@react-querybuilder/dnd');
    const { createReactDnDAdapter } = await import('@react-querybuilder/dnd/react-dnd');
    expect([typeof dnd.useReactDnD, typeof createReactDnDAdapter]).toEqual(['function', 'function']);
    const dts = readFileSync(join(dirname(requireFromRqb.resolve('@react-querybuilder/dnd/package.json')), 'dist/react-querybuilder_dnd.legacy-esm.d.ts'), 'utf8');
    expect(dts).toMatch(/@deprecated Use `createReactDnDAdapter` instead\.[\s\S]{0,200}declare const useReactDnD/);
  });

  it('v7 migrate › Changes in later 8.x releases: react-querybuilder re-exports formatQuery from @react-querybuilder/core', async () => {
    const core = await import('@react-querybuilder/core');
    const rqb = await import('react-querybuilder');
    expect(rqb.formatQuery).toBe(core.formatQuery);
  });

  it('v7 migrate › Type changes: 6.5.5 exports BaseSelectorProps, UseValueEditorParams and ParseNumbersMethod; rqb7 does not (checked by tsc)', () => {
    type Old = [import('rqb6').BaseSelectorProps, import('rqb6').UseValueEditorParams, import('rqb6').ParseNumbersMethod];
    // @ts-expect-error no longer exported
    type Gone1 = import('rqb7').BaseSelectorProps;
    // @ts-expect-error no longer exported
    type Gone2 = import('rqb7').UseValueEditorParams;
    // @ts-expect-error renamed to ParseNumberMethod
    type Gone3 = import('rqb7').ParseNumbersMethod;
    const renamed: import('rqb7').ParseNumberMethod = 'strict';
    const limited: import('rqb7').ParseNumbersPropConfig = 'strict-limited';
    expect([renamed, limited]).toEqual(['strict', 'strict-limited']);
    expectTypeOf<Old>().not.toBeAny();
    expectTypeOf<[Gone1, Gone2, Gone3]>().toBeArray();
  });

  it('v7 migrate › Default button labels: labels accept any ReactNode (rqb7), 6.5.5 took only strings (checked by tsc)', () => {
    const now: import('rqb7').Translations['addRule'] = { label: <b>+</b> };
    // @ts-expect-error 6.5.5 labels are strings
    const old: import('rqb6').Translations['addRule'] = { label: <b>+</b> };
    expect([typeof now.label, typeof old.label]).toEqual(['object', 'object']);
  });

  it('v7 migrate › Change handler types in custom rules and groups: generateOnChangeHandler returns ValueChangeEventHandler in 8.24.1, ActionElementEventHandler in 7.7.1 (checked by tsc)', () => {
    expectTypeOf<ReturnType<ReturnType<import('react-querybuilder').UseRule['generateOnChangeHandler']>>>().toBeVoid();
    expectTypeOf<ReturnType<import('react-querybuilder').UseRule['generateOnChangeHandler']>>().toEqualTypeOf<import('react-querybuilder').ValueChangeEventHandler>();
    expectTypeOf<ReturnType<import('rqb7').UseRule['generateOnChangeHandler']>>().toEqualTypeOf<import('rqb7').ActionElementEventHandler>();
    expectTypeOf<import('react-querybuilder').UseRule['onChangeField']>().toEqualTypeOf<import('react-querybuilder').ValueChangeEventHandler>();
    expectTypeOf<import('react-querybuilder').UseRuleGroup['onCombinatorChange']>().toEqualTypeOf<import('react-querybuilder').ValueChangeEventHandler>();
  });

  it('v7 migrate › Change handler types in custom rules and groups: onPropChange and moveRule take an optional context in 8.24.1 only (checked by tsc)', () => {
    type A8 = import('react-querybuilder').QueryActions;
    type A7 = import('rqb7').QueryActions;
    expectTypeOf<Parameters<A8['onPropChange']>['length']>().toEqualTypeOf<3 | 4>();
    expectTypeOf<Parameters<A7['onPropChange']>['length']>().toEqualTypeOf<3>();
    expectTypeOf<Parameters<A8['moveRule']>['length']>().toEqualTypeOf<2 | 3 | 4>();
    expectTypeOf<Parameters<A7['moveRule']>['length']>().toEqualTypeOf<2 | 3>();
  });

  it('v7 migrate › disabled and the root group\'s lock: 6.5.5 declares the disabled prop deprecated in favour of disabled on rules and groups', () => {
    const dts = readFileSync(join(dirname(requireFromRqb.resolve('rqb6/package.json')), 'dist/react-querybuilder.d.mts'), 'utf8');
    expect(dts).toMatch(/@deprecated This prop may be removed in a future major version\. Use the `disabled`\s+\* property on rules and groups[\s\S]{0,80}?\*\/\s+disabled\?: boolean \| number\[\]\[\];/);
  });
});

