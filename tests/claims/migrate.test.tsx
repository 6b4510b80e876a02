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
import { migrateUseQueryBuilderKeys, staticMarkup, twoRules, useQueryBuilderKeys } from './support';
// The claims both migrate pages make (see the module).
import * as shared from './migrate.shared';

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

  it('migrate › Update the packages: the React peer dependency moved from >=16.8.0 (6.5.5) to >=18 (7.7.1)', shared.reactPeerDependencies);

  it('migrate › Update the packages: immer, @reduxjs/toolkit, react-redux and numeric-quantity are dependencies of 7.7.1', shared.v7Dependencies);

  it('migrate › Import parsers from their own entry points: 6.5.5 exports the parsers from the main entry point, 7.7.1 does not', shared.parsersLeftTheMainEntryPoint(rqb7));

  it('migrate › Import parsers from their own entry points: parseSpEL and parseJSONata have their own paths in 7.7.1, not in 6.5.5', shared.newParserEntryPoints);

  it('migrate › Default button labels: the v6 labels in the table are those of 6.5.5', () => {
    expect(labels(rqb6.defaultTranslations)).toEqual({ addRule: '+Rule', addGroup: '+Group', removeRule: 'x', removeGroup: 'x' });
  });

  it('migrate › Default button labels: the add buttons gained a space and the remove buttons use U+2A2F (7.7.1 and 8.24.1)', () => {
    const now = { addRule: '+ Rule', addGroup: '+ Group', removeRule: '\u2A2F', removeGroup: '\u2A2F' };
    expect(labels(rqb7.defaultTranslations)).toEqual(now);
    expect(labels(lib.defaultTranslations)).toEqual(now);
  });

  it('migrate › parseMongoDB can keep $not as a group: a $not around one condition becomes the opposite operator, as in 6.5.5', shared.mongoNotNegatesTheOperator(parseMongoDB));

  it('migrate › parseMongoDB can keep $not as a group: preventOperatorNegation is new in 7.x (6.5.5 ignores it)', () => {
    expect(parseMongoDB6(shared.notAge, { preventOperatorNegation: true } as never)).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '<', value: 18 }] });
    expect(parseMongoDB7(shared.notAge, { preventOperatorNegation: true })).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }], not: true });
  });

  it('migrate › json_without_ids keeps custom properties: 6.5.5 drops them, 7.7.1 and 8.24.1 remove only id and path', () => {
    const query = { id: 'root', path: [], combinator: 'and', rules: [{ id: 'r1', path: [0], field: 'age', operator: '>=', value: 18, note: 'adults only' }] };
    expect(JSON.parse(rqb6.formatQuery(query, 'json_without_ids'))).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }] });
    const kept = { combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18, note: 'adults only' }] };
    expect(JSON.parse(rqb7.formatQuery(query, 'json_without_ids'))).toEqual(kept);
    expect(JSON.parse(lib.formatQuery(query, 'json_without_ids'))).toEqual(kept);
  });

  it('migrate › Use a RuleGroupTypeIC query instead of independentCombinators: in development builds, passing the prop logs a warning (once per page load, so this test renders it first)', shared.independentCombinatorsWarns(lib));

  it('migrate › Use a RuleGroupTypeIC query instead of independentCombinators: the prop is ignored, the query shape decides', shared.independentCombinatorsIgnored(lib));

  it('migrate › disabled and the root group\'s lock: disabled: true on the root group leaves its lock button enabled', () => {
    const html = staticMarkup(lib, { showLockButtons: true, defaultQuery: { ...twoRules(), disabled: true } });
    expect(shared.buttonTag(html, 'lock-group')).not.toContain('disabled');
    expect(shared.buttonTag(html, 'add-rule')).toContain('disabled');
  });

  it('migrate › disabled and the root group\'s lock: the disabled prop disables the lock buttons too', shared.disabledPropDisablesTheLock(lib));

  it('migrate › Changes in later 8.x releases: mongodb returns a JSON string, mongodb_query the same query as an object', shared.mongodbIsTheJsonOfMongodbQuery(lib));

  it('migrate › Compatibility packages (v8): bootstrapControlClassnames sets no value class, BootstrapDragHandle is gone', async () => {
    const bootstrap = await import('@react-querybuilder/bootstrap');
    expect((bootstrap.bootstrapControlClassnames as Record<string, unknown>).value).toBeUndefined();
    expect('BootstrapDragHandle' in bootstrap).toBe(false);
  });

  it('migrate › Use a RuleGroupTypeIC query: RuleGroupTypeIC declares combinator?: undefined (checked by tsc)', () => {
    // @ts-expect-error a RuleGroupTypeIC cannot carry a combinator string
    const both: import('react-querybuilder').RuleGroupTypeIC = { combinator: 'and', rules: [] };
    const ic: import('react-querybuilder').RuleGroupTypeIC = { rules: [] };
    expect([ic.combinator, both.combinator]).toEqual([undefined, 'and']);
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

  shared.migrateSharedClaims('migrate');
});
