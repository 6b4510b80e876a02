import { describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as rqb from 'react-querybuilder';

// @react-querybuilder/core resolved from react-querybuilder, wherever npm placed it (top level or nested).
const rqbEntry = createRequire(__filename).resolve('react-querybuilder');
const fromRqb = createRequire(rqbEntry);
const core = fromRqb('@react-querybuilder/core') as Record<string, unknown>;
const derivations = fromRqb('@react-querybuilder/core/derivations') as Record<string, unknown>;
const corePkgPath = fromRqb.resolve('@react-querybuilder/core/package.json');
const corePkg = JSON.parse(readFileSync(corePkgPath, 'utf8')) as { version: string; exports: Record<string, unknown>; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
const rqbPkg = JSON.parse(readFileSync(createRequire(__filename).resolve('react-querybuilder/package.json'), 'utf8')) as { name: string; version: string; dependencies: Record<string, string> };

describe('utils/framework-adapters', () => {
  it('utils/framework-adapters › intro: react-querybuilder 8.24.1 depends on @react-querybuilder/core 8.24.1', () => {
    expect([rqbPkg.name, rqbPkg.version]).toEqual(['react-querybuilder', '8.24.1']);
    expect(rqbPkg.dependencies['@react-querybuilder/core']).toMatch(/8\.24\.1/);
    expect(corePkg.version).toBe('8.24.1');
  });

  it('utils/framework-adapters › intro: react-querybuilder re-exports every export of both core entry points', () => {
    const names = new Set(Object.keys(rqb));
    expect(Object.keys(core).filter(k => !names.has(k))).toEqual([]);
    expect(Object.keys(derivations).filter(k => !names.has(k))).toEqual([]);
  });

  it('utils/framework-adapters › intro: core has no React dependency', () => {
    expect(Object.keys({ ...corePkg.dependencies, ...corePkg.peerDependencies })).not.toContain('react');
  });

  it("utils/framework-adapters › What's in core: core has the per-format entry points and /derivations, and no components or hooks", () => {
    expect(Object.keys(corePkg.exports)).toEqual(expect.arrayContaining(['./formatQuery', './parseSQL', './parseMongoDB', './transformQuery', './derivations']));
    expect(['QueryManager', 'formatQuery', 'transformQuery', 'add', 'update', 'move', 'defaultOperators', 'standardClassnames'].filter(k => !(k in core))).toEqual([]);
    expect(['QueryBuilder', 'useQueryBuilder', 'useQueryManager', 'QueryBuilderStateProvider'].filter(k => k in core)).toEqual([]);
  });

  it('utils/framework-adapters › The adapter loop: getQuery and subscribe work as bare functions', () => {
    const manager = new rqb.QueryManager(undefined, { fields: [{ name: 'firstName', label: 'First name' }] });
    const { getQuery, subscribe } = manager;
    const listener = vi.fn();
    subscribe(listener);
    manager.add(manager.createRule());
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getQuery().rules).toHaveLength(1);
  });

  it('utils/framework-adapters › The adapter loop: reconfigure changes getConfigVersion but not the query object', () => {
    const manager = new rqb.QueryManager(undefined, { fields: [{ name: 'firstName', label: 'First name' }] });
    const query = manager.getQuery();
    const version = manager.getConfigVersion();
    manager.reconfigure({ fields: [{ name: 'lastName', label: 'Last name' }] });
    expect(manager.getConfigVersion()).not.toBe(version);
    expect(manager.getQuery()).toBe(query);
  });

  it('utils/framework-adapters › The adapter loop: output is deep-frozen by default and not with freeze: false', () => {
    const query = { combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1 }] };
    expect(Object.isFrozen(new rqb.QueryManager(query).getQuery().rules[0])).toBe(true);
    expect(Object.isFrozen(new rqb.QueryManager(query, { freeze: false }).getQuery().rules[0])).toBe(false);
  });

  it('utils/framework-adapters › Rendering a rule: getRuleContext returns the field data, operators, editor type, values, value sources, match modes and validation', () => {
    const manager = new rqb.QueryManager(
      { combinator: 'and', rules: [{ id: 'r1', field: 'instrument', operator: '=', value: 'piano' }] },
      { fields: [{ name: 'instrument', label: 'Instrument', valueEditorType: 'select', values: [{ name: 'piano', label: 'Piano' }] }] }
    );
    const context = manager.getRuleContext('r1')!;
    expect(Object.keys(context)).toEqual(
      expect.arrayContaining(['fieldData', 'operators', 'operatorObject', 'valueEditorType', 'values', 'valueSources', 'matchModes', 'validationResult'])
    );
    expect(context.valueEditorType).toBe('select');
    expect(context.fieldData.label).toBe('Instrument');
  });

  it('utils/framework-adapters › Derivations: deriveRuleClassNames adds controlClassnames to the standard classes', () => {
    const names = rqb.deriveRuleClassNames({ classNames: { fields: 'form-select' } });
    expect(names.fields).toBe('rule-fields form-select');
    expect(names.operators).toBe('rule-operators');
  });

  it('utils/framework-adapters › Derivations: derivePathInfo marks children under disabledPaths as disabled', () => {
    expect(rqb.derivePathInfo([0], 3, { disabled: false, disabledPaths: [[0, 1]] })).toEqual([
      { path: [0, 0], disabled: false },
      { path: [0, 1], disabled: true },
      { path: [0, 2], disabled: false },
    ]);
  });

  it('utils/framework-adapters › Derivations: controlKind says which bulk override replaces a control', () => {
    expect([rqb.controlKind.fieldSelector, rqb.controlKind.removeRuleAction, rqb.controlKind.shiftActions]).toEqual(['selector', 'action', null]);
  });
});
