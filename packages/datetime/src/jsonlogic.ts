import type { RuleProcessor } from 'react-querybuilder';
import { defaultRuleProcessorJsonLogic } from 'react-querybuilder';
import type { DateTimeKind, DateTimeOperator, RQBDateTimeLibraryAPI } from './types';
import { normalizeDateTimeValue, analyzeDateTimeRule } from './utils';

/**
 * Names of the custom JsonLogic operations emitted by the JsonLogic rule processor and
 * implemented by {@link getJsonLogicDateTimeOperations}.
 *
 * | operation            | arguments                      | true when (all operands valid)  |
 * | -------------------- | ------------------------------ | ------------------------------- |
 * | `datetime==`         | `value, other, kind`           | value = other                   |
 * | `datetime!=`         | `value, other, kind`           | value ≠ other                   |
 * | `datetime<`          | `value, other, kind`           | value < other                   |
 * | `datetime<=`         | `value, other, kind`           | value ≤ other                   |
 * | `datetime>`          | `value, other, kind`           | value > other                   |
 * | `datetime>=`         | `value, other, kind`           | value ≥ other                   |
 * | `datetimeBetween`    | `value, low, high, kind`       | low ≤ value ≤ high              |
 * | `datetimeNotBetween` | `value, low, high, kind`       | value < low or value > high     |
 * | `datetimeIn`         | `value, [items], kind`         | value equals an item            |
 * | `datetimeNotIn`      | `value, [items], kind`         | value equals no item            |
 *
 * `kind` is `"date"`, `"time"` or `"datetime"` (see {@link DateTimeKind}).
 *
 * @group Types
 */
export type JsonLogicDateTimeOperationName =
  | 'datetime=='
  | 'datetime!='
  | 'datetime<'
  | 'datetime<='
  | 'datetime>'
  | 'datetime>='
  | 'datetimeBetween'
  | 'datetimeNotBetween'
  | 'datetimeIn'
  | 'datetimeNotIn';

/**
 * The custom operations to register with `json-logic-js`'s `add_operation`.
 *
 * @group Types
 */
export type JsonLogicDateTimeOperations = Record<
  JsonLogicDateTimeOperationName,
  (...args: any[]) => boolean
>;

const isKind = (kind: unknown): kind is DateTimeKind =>
  kind === 'date' || kind === 'time' || kind === 'datetime';

/**
 * Creates the custom JsonLogic operations (see {@link JsonLogicDateTimeOperationName})
 * needed to evaluate the output of the JsonLogic rule processor.
 *
 * Each operand (the record's value and the rule's values) is normalised with
 * {@link normalizeDateTimeValue} for the given kind, so records may hold ISO strings,
 * `Date` objects, epoch milliseconds or the library's own objects. Like SQL, any
 * operation with an empty or invalid operand is `false`, including the negated ones.
 *
 * @param api - The date library adapter.
 * @returns An object whose entries can be passed to `jsonLogic.add_operation`.
 *
 * @example
 * ```ts
 * import jsonLogic from 'json-logic-js';
 * for (const [name, fn] of Object.entries(getJsonLogicDateTimeOperations(rqbJsDateAPI))) {
 *   jsonLogic.add_operation(name, fn);
 * }
 * ```
 *
 * @group Factories
 */
export const getJsonLogicDateTimeOperations = <D>(
  api: RQBDateTimeLibraryAPI<D>
): JsonLogicDateTimeOperations => {
  const norm = (value: unknown, kind: unknown) =>
    isKind(kind) ? normalizeDateTimeValue(api, value, kind) : null;
  const compare =
    (test: (a: string, b: string) => boolean) =>
    (value: unknown, other: unknown, kind: unknown): boolean => {
      const a = norm(value, kind);
      const b = norm(other, kind);
      return a !== null && b !== null && test(a, b);
    };
  const range =
    (inside: boolean) =>
    (value: unknown, low: unknown, high: unknown, kind: unknown): boolean => {
      const v = norm(value, kind);
      const lo = norm(low, kind);
      const hi = norm(high, kind);
      if (v === null || lo === null || hi === null) return false;
      const within = lo <= v && v <= hi;
      return inside ? within : !within;
    };
  const membership =
    (inside: boolean) =>
    (value: unknown, items: unknown, kind: unknown): boolean => {
      const v = norm(value, kind);
      if (v === null || !Array.isArray(items) || items.length === 0) return false;
      const list = items.map(i => norm(i, kind));
      if (list.some(i => i === null)) return false;
      return inside ? list.includes(v) : !list.includes(v);
    };

  return {
    'datetime==': compare((a, b) => a === b),
    'datetime!=': compare((a, b) => a !== b),
    'datetime<': compare((a, b) => a < b),
    'datetime<=': compare((a, b) => a <= b),
    'datetime>': compare((a, b) => a > b),
    'datetime>=': compare((a, b) => a >= b),
    datetimeBetween: range(true),
    datetimeNotBetween: range(false),
    datetimeIn: membership(true),
    datetimeNotIn: membership(false),
  };
};

const relational: Partial<Record<DateTimeOperator, JsonLogicDateTimeOperationName>> = {
  '=': 'datetime==',
  '!=': 'datetime!=',
  '<': 'datetime<',
  '<=': 'datetime<=',
  '>': 'datetime>',
  '>=': 'datetime>=',
};

/**
 * Creates the rule processor for `formatQuery`'s `"jsonlogic"` format.
 *
 * Date/time rules become custom operations (see {@link JsonLogicDateTimeOperationName})
 * whose last argument is the kind, e.g.
 * `{ "datetime<": [{ "var": "created" }, "2024-03-10T07:30:00.000Z", "datetime"] }` or
 * `{ "datetimeIn": [{ "var": "birthday" }, ["2000-01-01", "2000-01-02"], "date"] }`.
 * Evaluate them after registering {@link getJsonLogicDateTimeOperations}'s operations.
 * Invalid date/time rules return `false` (left out by `formatQuery`); other rules go to
 * `defaultRuleProcessorJsonLogic`.
 *
 * @param api - The date library adapter.
 * @returns The rule processor.
 *
 * @group Factories
 */
export const getDatetimeRuleProcessorJsonLogic = <D>(
  api: RQBDateTimeLibraryAPI<D>
): RuleProcessor => {
  const ruleProcessor: RuleProcessor = (rule, opts = {}) => {
    const analysis = analyzeDateTimeRule(api, rule, opts);
    if (analysis.type === 'not-datetime') return defaultRuleProcessorJsonLogic(rule, opts);
    if (analysis.type === 'invalid') return false;
    const field = { var: rule.field };
    const { kind, values } = analysis;
    switch (analysis.operator) {
      case 'between':
        return { datetimeBetween: [field, values[0], values[1], kind] };
      case 'notbetween':
        return { datetimeNotBetween: [field, values[0], values[1], kind] };
      case 'in':
        return { datetimeIn: [field, values, kind] };
      case 'notin':
        return { datetimeNotIn: [field, values, kind] };
      default:
        return { [relational[analysis.operator]!]: [field, values[0], kind] };
    }
  };
  return ruleProcessor;
};
