// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/migrate.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { render } from '@testing-library/react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as rqb7 from 'rqb7';
import { useQueryBuilder } from 'rqb7';
import * as rqb6 from 'rqb6';
import * as lib from 'react-querybuilder';
import { parseMongoDB as parseMongoDB7 } from 'rqb7/parseMongoDB';
import { migrateUseQueryBuilderKeys, pkgJson, staticMarkup, twoRules, useQueryBuilderKeys, type Lib } from './support';
// The claims both migrate pages make (see the module).
import * as shared from './migrate.shared';

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

  it('v7 migrate › Update the packages: 7.7.1 needs react >=18 where 6.5.5 took >=16.8.0', shared.reactPeerDependencies);

  it('v7 migrate › Update the packages: 7.7.1 brings immer, @reduxjs/toolkit, react-redux and numeric-quantity itself', shared.v7Dependencies);

  it('v7 migrate › Import parsers from their own entry points: the main entry point of 7.7.1 has no parser (6.5.5 had them)', shared.parsersLeftTheMainEntryPoint(rqb7));

  it('v7 migrate › Import parsers from their own entry points: 7.7.1 adds react-querybuilder/parseSpEL and /parseJSONata', shared.newParserEntryPoints);

  it('v7 migrate › Use a RuleGroupTypeIC query instead of independentCombinators: 7.7.1 warns about the prop in development (once, from a timeout)', shared.independentCombinatorsWarns(rqb7 as unknown as Lib));

  it('v7 migrate › Use a RuleGroupTypeIC query instead of independentCombinators: 7.7.1 ignores the prop, the query shape decides', shared.independentCombinatorsIgnored(rqb7 as unknown as Lib));

  it('v7 migrate › Default button labels: 6.5.5 "+Rule", "+Group", "x", "x"; 7.7.1 "+ Rule", "+ Group", "⨯" (U+2A2F), "⨯"', () => {
    const labels = (t: typeof rqb7.defaultTranslations) => [t.addRule.label, t.addGroup.label, t.removeRule.label, t.removeGroup.label];
    expect(labels(rqb6.defaultTranslations as unknown as typeof rqb7.defaultTranslations)).toEqual(['+Rule', '+Group', 'x', 'x']);
    expect(labels(rqb7.defaultTranslations)).toEqual(['+ Rule', '+ Group', '\u2A2F', '\u2A2F']);
  });

  it('v7 migrate › parseMongoDB can keep $not as a group: 6.5.5 and 7.7.1 negate the operator by default', shared.mongoNotNegatesTheOperator(parseMongoDB7));

  it('v7 migrate › parseMongoDB can keep $not as a group: preventOperatorNegation (7.x) keeps a not: true group', () => {
    expect(parseMongoDB7(shared.notAge, { preventOperatorNegation: true })).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }], not: true });
  });

  it('v7 migrate › disabled and the root group\'s lock: on 7.7.1 a disabled root group keeps its lock button enabled', () => {
    const html = staticMarkup(rqb7 as unknown as Lib, { showLockButtons: true, defaultQuery: { ...twoRules(), disabled: true } });
    expect(shared.buttonTag(html, 'lock-group')).not.toContain('disabled');
  });

  it('v7 migrate › disabled and the root group\'s lock: on 7.7.1 the disabled prop disables the lock button', shared.disabledPropDisablesTheLock(rqb7 as unknown as Lib));

  it('v7 migrate › json_without_ids keeps custom properties: 6.5.5 drops note, 7.7.1 keeps it and removes id and path', () => {
    const query = { id: 'root', path: [], combinator: 'and', rules: [{ id: 'r1', path: [0], field: 'age', operator: '>=', value: 18, note: 'adults only' }] };
    expect(JSON.parse(rqb6.formatQuery(query, 'json_without_ids'))).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }] });
    expect(JSON.parse(rqb7.formatQuery(query, 'json_without_ids'))).toEqual({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18, note: 'adults only' }] });
  });

  it('v7 migrate › Update the packages (v8): 8.24.1 keeps the react >=18 peer dependency', () => {
    expect(pkgJson('react-querybuilder').peerDependencies?.react).toBe('>=18');
  });

  it('v7 migrate › Changes in later 8.x releases: on 8.24.1 mongodb is the JSON string of the mongodb_query object', shared.mongodbIsTheJsonOfMongodbQuery(lib));

  it('v7 migrate › Changes in later 8.x releases (Since v8 note): 7.7.1 has no mongodb_query format (it returns an empty string)', () => {
    expect(rqb7.formatQuery({ combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 18 }] }, 'mongodb_query' as never)).toBe('');
  });

  it('v7 migrate › Use a RuleGroupTypeIC query: RuleGroupTypeIC declares combinator?: undefined (checked by tsc)', () => {
    // @ts-expect-error a RuleGroupTypeIC cannot carry a combinator string
    const both: import('rqb7').RuleGroupTypeIC = { combinator: 'and', rules: [] };
    const ic: import('rqb7').RuleGroupTypeIC = { rules: [] };
    expect([ic.combinator, both.combinator]).toEqual([undefined, 'and']);
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

  shared.migrateSharedClaims('v7 migrate');
});
