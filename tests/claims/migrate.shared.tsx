// Claims that docs/migrate.mdx (migrate.test.tsx) and versioned_docs/version-7/migrate.mdx
// (v7-migrate.test.tsx) both make. The two pages word their headings differently, so each test file keeps
// its own test names and passes one of these bodies; the claims both pages word alike (the v7 -> v8 notes
// and the type changes) are defined once by `migrateSharedClaims` under the page's prefix.
import { render } from '@testing-library/react';
import { expect, expectTypeOf, it, vi } from 'vitest';
import * as rqb6 from 'rqb6';
import { parseMongoDB as parseMongoDB6 } from 'rqb6/parseMongoDB';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pkgJson, requireFromRqb, staticMarkup, twoRules, type Lib } from './support';

/** Update the packages: the React peer dependency of 6.5.5 and 7.7.1. */
export const reactPeerDependencies = () => {
  expect([pkgJson('rqb6').peerDependencies?.react, pkgJson('rqb7').peerDependencies?.react]).toEqual(['>=16.8.0', '>=18']);
};

/** Update the packages: what 7.7.1 depends on. */
export const v7Dependencies = () => {
  expect(Object.keys(pkgJson('rqb7').dependencies ?? {}).sort()).toEqual(['@reduxjs/toolkit', 'immer', 'numeric-quantity', 'react-redux']);
};

/** Import parsers from their own entry points: 6.5.5's main entry point has the parsers, 7.7.1's does not. */
export const parsersLeftTheMainEntryPoint = (rqb7: object) => () => {
  const parsers = ['parseSQL', 'parseMongoDB', 'parseCEL', 'parseJsonLogic'];
  expect(parsers.filter(p => p in rqb6)).toEqual(parsers);
  expect(parsers.filter(p => p in rqb7)).toEqual([]);
};

/** Import parsers from their own entry points: parseSpEL and parseJSONata are entry points of 7.7.1 only. */
export const newParserEntryPoints = () => {
  const paths = (name: string) => Object.keys(pkgJson(name).exports).filter(k => k === './parseSpEL' || k === './parseJSONata');
  expect(paths('rqb6')).toEqual([]);
  expect(paths('rqb7').sort()).toEqual(['./parseJSONata', './parseSpEL']);
};

/** The MongoDB query of the $not examples. */
export const notAge = '{ "age": { "$not": { "$gte": 18 } } }';

/** parseMongoDB can keep $not as a group: by default 6.5.5 and the given parser negate the operator. */
export const mongoNotNegatesTheOperator = (parseMongoDB: (mongo: string) => unknown) => () => {
  const negated = { combinator: 'and', rules: [{ field: 'age', operator: '<', value: 18 }] };
  expect(parseMongoDB6(notAge)).toEqual(negated);
  expect(parseMongoDB(notAge)).toEqual(negated);
};

/**
 * Use a RuleGroupTypeIC query instead of independentCombinators: in development builds the prop logs a
 * warning, once per page load (the store logs it from a timeout), so this must be the file's first render of it.
 */
export const independentCombinatorsWarns = (lib: Lib) => async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(<lib.QueryBuilder {...({ independentCombinators: true } as object)} />);
  await new Promise(resolve => setTimeout(resolve, 10));
  const logged = [...error.mock.calls, ...warn.mock.calls].map(c => String(c[0]));
  expect(logged.some(m => m.includes('independentCombinators'))).toBe(true);
};

/** Use a RuleGroupTypeIC query instead of independentCombinators: the prop is ignored, the query's shape decides. */
export const independentCombinatorsIgnored = (lib: Lib) => () => {
  expect(staticMarkup(lib, { independentCombinators: true, defaultQuery: twoRules() })).not.toContain('betweenRules');
  const ic = { rules: [{ field: 'a', operator: '=', value: '1' }, 'and', { field: 'b', operator: '=', value: '2' }] };
  expect(staticMarkup(lib, { defaultQuery: ic })).toContain('betweenRules');
};

/** The opening tag of the first button with this data-testid in rendered markup. */
export const buttonTag = (html: string, testId: string) => html.match(new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>`))?.[0];

/** disabled and the root group's lock: the disabled prop disables the lock button too. */
export const disabledPropDisablesTheLock = (lib: Lib) => () => {
  const html = staticMarkup(lib, { showLockButtons: true, disabled: true, defaultQuery: twoRules() });
  expect(buttonTag(html, 'lock-group')).toContain('disabled');
};

/** Changes in later 8.x releases: 8.24.1's mongodb format is the JSON string of its mongodb_query object. */
export const mongodbIsTheJsonOfMongodbQuery = (lib: Lib) => () => {
  const query = { combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }] };
  const asString = lib.formatQuery(query, 'mongodb');
  expect(typeof asString).toBe('string');
  expect(JSON.parse(asString)).toEqual(lib.formatQuery(query, 'mongodb_query'));
};

/** The claims both pages word alike, each named `${P} › <heading>: <claim>` (P: 'migrate' or 'v7 migrate'). */
export function migrateSharedClaims(P: string) {
  it(`${P} › Import parsers from their own entry points: the main production build is about a third smaller in 7.7.1 than in 6.5.5 (94 KB against 149 KB)`, () => {
    const size = (name: string) => statSync(join(dirname(requireFromRqb.resolve(`${name}/package.json`)), 'dist/react-querybuilder.production.mjs')).size;
    const [v6, v7] = [size('rqb6'), size('rqb7')];
    expect([Math.round(v6 / 1000), Math.round(v7 / 1000)]).toEqual([149, 94]);
    expect(v7 / v6).toBeGreaterThan(0.6);
    expect(v7 / v6).toBeLessThan(0.7);
  });

  it(`${P} › Changes in later 8.x releases: @react-querybuilder/dnd no longer exports useRuleDnD, useRuleGroupDnD or useInlineCombinatorDnD`, async () => {
    const dnd = await import('@react-querybuilder/dnd');
    expect(['useRuleDnD', 'useRuleGroupDnD', 'useInlineCombinatorDnD'].filter(k => k in dnd)).toEqual([]);
  });

  it(`${P} › Changes in later 8.x releases: useReactDnD is still exported but deprecated in favour of createReactDnDAdapter`, async () => {
    const dnd = await import('@react-querybuilder/dnd');
    const { createReactDnDAdapter } = await import('@react-querybuilder/dnd/react-dnd');
    expect([typeof dnd.useReactDnD, typeof createReactDnDAdapter]).toEqual(['function', 'function']);
    const dts = readFileSync(join(dirname(requireFromRqb.resolve('@react-querybuilder/dnd/package.json')), 'dist/react-querybuilder_dnd.legacy-esm.d.ts'), 'utf8');
    expect(dts).toMatch(/@deprecated Use `createReactDnDAdapter` instead\.[\s\S]{0,200}declare const useReactDnD/);
  });

  it(`${P} › Changes in later 8.x releases: react-querybuilder re-exports formatQuery from @react-querybuilder/core`, async () => {
    const core = await import('@react-querybuilder/core');
    const rqb = await import('react-querybuilder');
    expect(rqb.formatQuery).toBe(core.formatQuery);
  });

  it(`${P} › Change handler types in custom rules and groups: generateOnChangeHandler returns ValueChangeEventHandler in 8.24.1, ActionElementEventHandler in 7.7.1 (checked by tsc)`, () => {
    expectTypeOf<ReturnType<ReturnType<import('react-querybuilder').UseRule['generateOnChangeHandler']>>>().toBeVoid();
    expectTypeOf<ReturnType<import('react-querybuilder').UseRule['generateOnChangeHandler']>>().toEqualTypeOf<import('react-querybuilder').ValueChangeEventHandler>();
    expectTypeOf<ReturnType<import('rqb7').UseRule['generateOnChangeHandler']>>().toEqualTypeOf<import('rqb7').ActionElementEventHandler>();
    expectTypeOf<import('react-querybuilder').UseRule['onChangeField']>().toEqualTypeOf<import('react-querybuilder').ValueChangeEventHandler>();
    expectTypeOf<import('react-querybuilder').UseRuleGroup['onCombinatorChange']>().toEqualTypeOf<import('react-querybuilder').ValueChangeEventHandler>();
  });

  it(`${P} › Change handler types in custom rules and groups: onPropChange and moveRule take an optional context in 8.24.1 only (checked by tsc)`, () => {
    type A8 = import('react-querybuilder').QueryActions;
    type A7 = import('rqb7').QueryActions;
    expectTypeOf<Parameters<A8['onPropChange']>['length']>().toEqualTypeOf<3 | 4>();
    expectTypeOf<Parameters<A7['onPropChange']>['length']>().toEqualTypeOf<3>();
    expectTypeOf<Parameters<A8['moveRule']>['length']>().toEqualTypeOf<2 | 3 | 4>();
    expectTypeOf<Parameters<A7['moveRule']>['length']>().toEqualTypeOf<2 | 3>();
  });

  it(`${P} › disabled and the root group's lock: 6.5.5 declares the disabled prop deprecated in favour of disabled on rules and groups`, () => {
    const dts = readFileSync(join(dirname(requireFromRqb.resolve('rqb6/package.json')), 'dist/react-querybuilder.d.mts'), 'utf8');
    expect(dts).toMatch(/@deprecated This prop may be removed in a future major version\. Use the `disabled`\s+\* property on rules and groups[\s\S]{0,80}?\*\/\s+disabled\?: boolean \| number\[\]\[\];/);
  });
}
