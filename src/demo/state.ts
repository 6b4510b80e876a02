import {
  convertFromIC,
  convertToIC,
  isRuleGroupTypeIC,
  type RuleGroupTypeAny,
  type SQLPreset,
} from 'react-querybuilder';
import { demoInitialQuery } from './fields';
import { defaultFormatId, isFormatId, isSqlPreset, type FormatId } from './formats';
import { defaultNaturalLanguageId, isNaturalLanguageId, type NaturalLanguageId } from './naturalLanguage';
import { defaultOptions, isOptionName, type DemoOptions } from './options';

/** Everything a permalink carries: change this shape only with a new permalink version. */
export interface DemoState {
  options: DemoOptions;
  query: RuleGroupTypeAny;
  format: FormatId;
  sqlPreset: SQLPreset;
  /** The natural-language export's language. Optional in links: version 1 links made before it read as English. */
  nlLanguage: NaturalLanguageId;
}

export const defaultSqlPreset: SQLPreset = 'ansi';

/**
 * A copy of the query whose groups and rules carry ids made from their place in the tree
 * (`demo`, `demo-0`, `demo-3-1`...). The builder keeps ids it is given, so the server and the
 * hydrating browser render the same `data-rule-id`s and React keys, and a second default state
 * (Reset, say) does not make the builder remount every rule. Permalinks and the Code panel drop
 * ids (`stripIds`), so these never leave the page but in the JSON export.
 */
export function withPathIds<Q extends RuleGroupTypeAny>(query: Q, prefix = 'demo'): Q {
  const visit = (node: unknown, id: string): unknown => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
    const item = node as Record<string, unknown>;
    if (!Array.isArray(item.rules)) return { ...item, id };
    return { ...item, id, rules: item.rules.map((child, index) => visit(child, `${id}-${index}`)) };
  };
  return visit(query, prefix) as Q;
}

export const createDefaultState = (): DemoState => ({
  options: { ...defaultOptions },
  query: withPathIds(structuredClone(demoInitialQuery)),
  format: defaultFormatId,
  sqlPreset: defaultSqlPreset,
  nlLanguage: defaultNaturalLanguageId,
});

/**
 * Applies one option change. Independent combinators are a property of the query's shape,
 * not a prop (the prop is ignored since v7), so that toggle converts the query as well.
 */
export function setOption(state: DemoState, name: keyof DemoOptions, value: boolean): DemoState {
  const options = { ...state.options, [name]: value };
  if (name !== 'independentCombinators') return { ...state, options };
  return { ...state, options, query: withCombinatorStyle(state.query, value) };
}

/**
 * "Select all": every option on, each through `setOption`, so independent combinators convert
 * the query as the single toggle does.
 */
export function selectAllOptions(state: DemoState): DemoState {
  return (Object.keys(state.options) as Array<keyof DemoOptions>).reduce(
    (next, name) => (next.options[name] ? next : setOption(next, name, true)),
    state
  );
}

/** Returns the query in the requested shape (independent combinators or not). */
export function withCombinatorStyle(query: RuleGroupTypeAny, independent: boolean): RuleGroupTypeAny {
  const isIC = isRuleGroupTypeIC(query);
  if (independent && !isIC) return convertToIC(query);
  if (!independent && isIC) return convertFromIC(query);
  return query;
}

/** Drops the `id` and `path` properties the builder adds, which a permalink does not need. */
export function stripIds(query: RuleGroupTypeAny): RuleGroupTypeAny {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node && typeof node === 'object') {
      const { id: _id, path: _path, ...rest } = node as Record<string, unknown>;
      return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, key === 'rules' ? strip(value) : value]));
    }
    return node;
  };
  return strip(query) as RuleGroupTypeAny;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRuleValue = (value: unknown): boolean =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every(item => ['string', 'number', 'boolean'].includes(typeof item)));

/** Limits that keep a hand-made permalink from building an absurd tree. */
export const queryLimits = { maxDepth: 24, maxNodes: 2000 } as const;

/**
 * Checks that an unknown value (from a permalink) is a query the builder can render: groups with
 * `rules`, rules with string `field`/`operator` and a scalar or scalar-list `value`. Independent
 * combinator groups alternate rules and combinator strings.
 */
export function isWellFormedQuery(value: unknown): value is RuleGroupTypeAny {
  let nodes = 0;
  const checkGroup = (group: unknown, depth: number): boolean => {
    if (!isPlainObject(group) || !Array.isArray(group.rules) || depth > queryLimits.maxDepth) return false;
    if (group.not !== undefined && typeof group.not !== 'boolean') return false;
    const independent = group.combinator === undefined;
    if (!independent && typeof group.combinator !== 'string') return false;
    return group.rules.every((item: unknown, index: number) => {
      if (++nodes > queryLimits.maxNodes) return false;
      if (independent && index % 2 === 1) return typeof item === 'string';
      if (isPlainObject(item) && 'rules' in item) return checkGroup(item, depth + 1);
      return (
        isPlainObject(item) &&
        typeof item.field === 'string' &&
        typeof item.operator === 'string' &&
        isRuleValue(item.value)
      );
    });
  };
  return checkGroup(value, 0);
}

/**
 * Rebuilds a full state from unknown data (a decoded permalink). Returns `null` when anything is
 * off, so a hand-edited link falls back to the default demo instead of half-applying.
 */
export function parseState(data: unknown): DemoState | null {
  if (!isPlainObject(data)) return null;
  const { options, query, format, sqlPreset, nlLanguage } = data;
  if (options !== undefined && !isPlainObject(options)) return null;
  const optionEntries = Object.entries(options ?? {});
  if (!optionEntries.every(([name, value]) => isOptionName(name) && typeof value === 'boolean')) return null;
  if (!isWellFormedQuery(query)) return null;
  if (format !== undefined && (typeof format !== 'string' || !isFormatId(format))) return null;
  if (sqlPreset !== undefined && (typeof sqlPreset !== 'string' || !isSqlPreset(sqlPreset))) return null;
  if (nlLanguage !== undefined && (typeof nlLanguage !== 'string' || !isNaturalLanguageId(nlLanguage))) return null;
  const mergedOptions = { ...defaultOptions, ...Object.fromEntries(optionEntries) } as DemoOptions;
  return {
    options: mergedOptions,
    // The query's shape decides independent combinators; keep the option in step with it.
    query: withCombinatorStyle(query, mergedOptions.independentCombinators),
    format: (format as FormatId | undefined) ?? defaultFormatId,
    sqlPreset: (sqlPreset as SQLPreset | undefined) ?? defaultSqlPreset,
    nlLanguage: (nlLanguage as NaturalLanguageId | undefined) ?? defaultNaturalLanguageId,
  };
}

/** The compact form a permalink stores: options that differ from the defaults, the query without ids. */
export function serializableState(state: DemoState): Record<string, unknown> {
  const changedOptions = Object.fromEntries(
    Object.entries(state.options).filter(([name, value]) => defaultOptions[name as keyof DemoOptions] !== value)
  );
  return {
    ...(Object.keys(changedOptions).length > 0 ? { options: changedOptions } : {}),
    query: stripIds(state.query),
    ...(state.format === defaultFormatId ? {} : { format: state.format }),
    ...(state.sqlPreset === defaultSqlPreset ? {} : { sqlPreset: state.sqlPreset }),
    ...(state.nlLanguage === defaultNaturalLanguageId ? {} : { nlLanguage: state.nlLanguage }),
  };
}
