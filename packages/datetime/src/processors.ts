import type { RuleProcessor } from 'react-querybuilder';
import {
  defaultOperatorProcessorNL,
  defaultRuleProcessorCEL,
  defaultRuleProcessorElasticSearch,
  defaultRuleProcessorJSONata,
  defaultRuleProcessorMongoDBQuery,
  defaultRuleProcessorNL,
  defaultRuleProcessorSpEL,
  getQuotedFieldName,
} from 'react-querybuilder';
import type { DateTimeKind, DateTimeOperator, RQBDateTimeLibraryAPI } from './types';
import { analyzeDateTimeRule } from './utils';

const relationalOperators: Partial<Record<DateTimeOperator, string>> = {
  '=': '==',
  '!=': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};

/**
 * Creates the rule processor for `formatQuery`'s `"mongodb_query"` format.
 *
 * Date and date-time values become `Date` objects (BSON dates): a date is midnight UTC
 * of that calendar day, a date-time is its exact instant. Times stay `HH:mm:ss`
 * strings. Output: `{ f: v }` for `=`, `{ f: { $ne | $lt | $lte | $gt | $gte: v } }`,
 * `{ f: { $gte: a, $lte: b } }` for `between`,
 * `{ $or: [{ f: { $lt: a } }, { f: { $gt: b } }] }` for `notBetween`, and
 * `{ f: { $in | $nin: [...] } }`. Invalid date/time rules return `''` (left out by
 * `formatQuery`); other rules go to `defaultRuleProcessorMongoDBQuery`.
 *
 * @param api - The date library adapter.
 * @returns The rule processor.
 *
 * @group Factories
 */
export const getDatetimeRuleProcessorMongoDBQuery = <D>(
  api: RQBDateTimeLibraryAPI<D>
): RuleProcessor => {
  const toMongo = (v: string, kind: DateTimeKind): Date | string =>
    kind === 'date' ? new Date(`${v}T00:00:00.000Z`) : kind === 'datetime' ? new Date(v) : v;
  const mongoOps: Partial<Record<DateTimeOperator, string>> = {
    '!=': '$ne',
    '<': '$lt',
    '<=': '$lte',
    '>': '$gt',
    '>=': '$gte',
  };

  const ruleProcessor: RuleProcessor = (rule, opts = {}) => {
    const analysis = analyzeDateTimeRule(api, rule, opts);
    if (analysis.type === 'not-datetime') return defaultRuleProcessorMongoDBQuery(rule, opts);
    if (analysis.type === 'invalid') return '';
    const { field } = rule;
    const values = analysis.values.map(v => toMongo(v, analysis.kind));
    switch (analysis.operator) {
      case '=':
        return { [field]: values[0] };
      case 'between':
        return { [field]: { $gte: values[0], $lte: values[1] } };
      case 'notbetween':
        return { $or: [{ [field]: { $lt: values[0] } }, { [field]: { $gt: values[1] } }] };
      case 'in':
        return { [field]: { $in: values } };
      case 'notin':
        return { [field]: { $nin: values } };
      default:
        return { [field]: { [mongoOps[analysis.operator]!]: values[0] } };
    }
  };
  return ruleProcessor;
};

/**
 * Creates the rule processor for `formatQuery`'s `"cel"` format.
 *
 * Dates and date-times become CEL timestamps (`timestamp("2024-03-10T00:00:00Z")` for a
 * date, i.e. midnight UTC; `timestamp("2024-03-10T07:30:00.000Z")` for a date-time);
 * times stay strings (`"14:30:00"`). `between` gives `(f >= a && f <= b)`,
 * `notBetween` gives `(f < a || f > b)`, `in`/`notIn` give `f in [...]` and
 * `!(f in [...])`. Invalid date/time rules return `''`; other rules go to
 * `defaultRuleProcessorCEL`.
 *
 * @param api - The date library adapter.
 * @returns The rule processor.
 *
 * @group Factories
 */
export const getDatetimeRuleProcessorCEL = <D>(api: RQBDateTimeLibraryAPI<D>): RuleProcessor => {
  const literal = (v: string, kind: DateTimeKind) =>
    kind === 'time' ? `"${v}"` : `timestamp("${kind === 'date' ? `${v}T00:00:00Z` : v}")`;

  const ruleProcessor: RuleProcessor = (rule, opts = {}) => {
    const analysis = analyzeDateTimeRule(api, rule, opts);
    if (analysis.type === 'not-datetime') return defaultRuleProcessorCEL(rule, opts);
    if (analysis.type === 'invalid') return '';
    const f = rule.field;
    const [a, b] = analysis.values.map(v => literal(v, analysis.kind));
    switch (analysis.operator) {
      case 'between':
        return `(${f} >= ${a} && ${f} <= ${b})`;
      case 'notbetween':
        return `(${f} < ${a} || ${f} > ${b})`;
      case 'in':
      case 'notin': {
        const list = `${f} in [${analysis.values.map(v => literal(v, analysis.kind)).join(', ')}]`;
        return analysis.operator === 'in' ? list : `!(${list})`;
      }
      default:
        return `${f} ${relationalOperators[analysis.operator]} ${a}`;
    }
  };
  return ruleProcessor;
};

/**
 * Creates the rule processor for `formatQuery`'s `"spel"` format (Spring Expression
 * Language).
 *
 * Values become `java.time` objects: `T(java.time.LocalDate).parse('2024-03-10')`,
 * `T(java.time.LocalTime).parse('14:30:00')` and
 * `T(java.time.Instant).parse('2024-03-10T07:30:00.000Z')`, compared with SpEL's
 * relational operators. `between` gives `(f >= a and f <= b)`, `notBetween` gives
 * `(f < a or f > b)`, `in` gives `(f == a or f == b)` and `notIn` its negation with `!`.
 * Invalid date/time rules return `''`; other rules go to `defaultRuleProcessorSpEL`.
 *
 * @param api - The date library adapter.
 * @returns The rule processor.
 *
 * @group Factories
 */
export const getDatetimeRuleProcessorSpEL = <D>(api: RQBDateTimeLibraryAPI<D>): RuleProcessor => {
  const javaTypes: Record<DateTimeKind, string> = {
    date: 'java.time.LocalDate',
    time: 'java.time.LocalTime',
    datetime: 'java.time.Instant',
  };
  const literal = (v: string, kind: DateTimeKind) => `T(${javaTypes[kind]}).parse('${v}')`;

  const ruleProcessor: RuleProcessor = (rule, opts = {}) => {
    const analysis = analyzeDateTimeRule(api, rule, opts);
    if (analysis.type === 'not-datetime') return defaultRuleProcessorSpEL(rule, opts);
    if (analysis.type === 'invalid') return '';
    const f = rule.field;
    const literals = analysis.values.map(v => literal(v, analysis.kind));
    switch (analysis.operator) {
      case 'between':
        return `(${f} >= ${literals[0]} and ${f} <= ${literals[1]})`;
      case 'notbetween':
        return `(${f} < ${literals[0]} or ${f} > ${literals[1]})`;
      case 'in':
      case 'notin': {
        const list = `(${literals.map(l => `${f} == ${l}`).join(' or ')})`;
        return analysis.operator === 'in' ? list : `!${list}`;
      }
      default:
        return `${f} ${relationalOperators[analysis.operator]} ${literals[0]}`;
    }
  };
  return ruleProcessor;
};

/**
 * Creates the rule processor for `formatQuery`'s `"jsonata"` format.
 *
 * Date-times are compared as epoch milliseconds: `$toMillis(f) < $toMillis("2024-03-10T07:30:00.000Z")`
 * (so the data may hold ISO 8601 strings with any offset). Dates and times are compared
 * as strings (`f = "2024-03-10"`, `f < "14:30:00"`), which requires the data to hold
 * `YYYY-MM-DD` and `HH:mm:ss` strings. `between` gives `(x >= a and x <= b)`,
 * `notBetween` gives `$not(x >= a and x <= b)`, `in`/`notIn` give `x in [...]` and
 * `$not(x in [...])`. Field names honour `quoteFieldNamesWith`. Invalid date/time rules
 * return `''`; other rules go to `defaultRuleProcessorJSONata`.
 *
 * @param api - The date library adapter.
 * @returns The rule processor.
 *
 * @group Factories
 */
export const getDatetimeRuleProcessorJSONata = <D>(
  api: RQBDateTimeLibraryAPI<D>
): RuleProcessor => {
  const ruleProcessor: RuleProcessor = (rule, opts = {}) => {
    const analysis = analyzeDateTimeRule(api, rule, opts);
    if (analysis.type === 'not-datetime') return defaultRuleProcessorJSONata(rule, opts);
    if (analysis.type === 'invalid') return '';
    const quoted = getQuotedFieldName(rule.field, {
      quoteFieldNamesWith: opts.quoteFieldNamesWith ?? ['', ''],
      fieldIdentifierSeparator: opts.fieldIdentifierSeparator ?? '',
    });
    const isDateTime = analysis.kind === 'datetime';
    const x = isDateTime ? `$toMillis(${quoted})` : quoted;
    const literals = analysis.values.map(v => (isDateTime ? `$toMillis("${v}")` : `"${v}"`));
    switch (analysis.operator) {
      case 'between':
        return `(${x} >= ${literals[0]} and ${x} <= ${literals[1]})`;
      case 'notbetween':
        return `$not(${x} >= ${literals[0]} and ${x} <= ${literals[1]})`;
      case 'in':
        return `${x} in [${literals.join(', ')}]`;
      case 'notin':
        return `$not(${x} in [${literals.join(', ')}])`;
      default:
        return `${x} ${analysis.operator} ${literals[0]}`;
    }
  };
  return ruleProcessor;
};

/**
 * Creates the rule processor for `formatQuery`'s `"elasticsearch"` format.
 *
 * Values are the canonical strings (`2024-03-10`, `14:30:00`,
 * `2024-03-10T07:30:00.000Z`), which Elasticsearch `date` fields accept. Output:
 * `term` for `=`, `bool.must_not` + `term` for `!=`, `range` (`lt`/`lte`/`gt`/`gte`) for
 * relational operators and `between`, `bool.must_not` + `range` for `notBetween`,
 * `terms` for `in` and `bool.must_not` + `terms` for `notIn`. Invalid date/time rules
 * return `false` (left out by `formatQuery`); other rules go to
 * `defaultRuleProcessorElasticSearch`.
 *
 * @param api - The date library adapter.
 * @returns The rule processor.
 *
 * @group Factories
 */
export const getDatetimeRuleProcessorElasticSearch = <D>(
  api: RQBDateTimeLibraryAPI<D>
): RuleProcessor => {
  const rangeOps: Partial<Record<DateTimeOperator, string>> = {
    '<': 'lt',
    '<=': 'lte',
    '>': 'gt',
    '>=': 'gte',
  };
  const ruleProcessor: RuleProcessor = (rule, opts = {}) => {
    const analysis = analyzeDateTimeRule(api, rule, opts);
    if (analysis.type === 'not-datetime') return defaultRuleProcessorElasticSearch(rule, opts);
    if (analysis.type === 'invalid') return false;
    const { field } = rule;
    const [a, b] = analysis.values;
    switch (analysis.operator) {
      case '=':
        return { term: { [field]: a } };
      case '!=':
        return { bool: { must_not: { term: { [field]: a } } } };
      case 'between':
        return { range: { [field]: { gte: a, lte: b } } };
      case 'notbetween':
        return { bool: { must_not: { range: { [field]: { gte: a, lte: b } } } } };
      case 'in':
        return { terms: { [field]: analysis.values } };
      case 'notin':
        return { bool: { must_not: { terms: { [field]: analysis.values } } } };
      default:
        return { range: { [field]: { [rangeOps[analysis.operator]!]: a } } };
    }
  };
  return ruleProcessor;
};

const nlOperatorsDate: Record<DateTimeOperator, string> = {
  '=': 'is on',
  '!=': 'is not on',
  '<': 'is before',
  '<=': 'is on or before',
  '>': 'is after',
  '>=': 'is on or after',
  between: 'is between',
  notbetween: 'is not between',
  in: 'is one of',
  notin: 'is not one of',
};

const nlOperatorsTime: Record<DateTimeOperator, string> = {
  ...nlOperatorsDate,
  '=': 'is at',
  '!=': 'is not at',
  '<=': 'is at or before',
  '>=': 'is at or after',
};

/**
 * Creates the rule processor for `formatQuery`'s `"natural_language"` format.
 *
 * Operators are worded for time: `is on`, `is not on`, `is before`,
 * `is on or before`, `is after`, `is on or after` for dates (`is at`, `is not at`,
 * `is at or before`, `is at or after` for times and date-times), `is between`,
 * `is not between`, `is one of`, `is not one of`. An `operatorMap` entry passed to
 * `formatQuery` for an operator overrides this wording (the `operatorProcessor` option
 * is not used for date/time rules).
 * Values are shown as `2024-03-10`, `14:30:00` and `2024-03-10 07:30:00 UTC`
 * (milliseconds only when not zero), quoted and joined like the default
 * (`quoteValuesWith`, `translations`, `wordOrder` apply). Invalid date/time rules return
 * `''`; other rules go to `defaultRuleProcessorNL`.
 *
 * @param api - The date library adapter.
 * @returns The rule processor.
 *
 * @example
 * ```ts
 * formatQuery(query, { format: 'natural_language', fields, ruleProcessor: getDatetimeRuleProcessorNL(rqbDayjsAPI) });
 * // "Birthday is on or after '2000-01-01'"
 * ```
 *
 * @group Factories
 */
export const getDatetimeRuleProcessorNL = <D>(api: RQBDateTimeLibraryAPI<D>): RuleProcessor => {
  const display = (v: string, kind: DateTimeKind) =>
    kind === 'datetime'
      ? `${v.slice(0, 10)} ${v.slice(11, 19)}${v.slice(20, 23) === '000' ? '' : v.slice(19, 23)} UTC`
      : v;

  const ruleProcessor: RuleProcessor = (rule, opts = {}) => {
    const analysis = analyzeDateTimeRule(api, rule, opts);
    if (analysis.type === 'not-datetime') return defaultRuleProcessorNL(rule, opts);
    if (analysis.type === 'invalid') return '';
    const { kind, values } = analysis;
    const shown = values.map(v => display(v, kind));
    const multi = ['between', 'notbetween', 'in', 'notin'].includes(analysis.operator);
    const operatorMapOverride = Object.keys(opts.operatorMap ?? {}).some(
      k => k.toLowerCase() === `${rule.operator}`.toLowerCase()
    );
    const operatorProcessor: RuleProcessor = operatorMapOverride
      ? defaultOperatorProcessorNL
      : () => {
          const words = kind === 'date' ? nlOperatorsDate : nlOperatorsTime;
          if (values.length === 1 && analysis.operator === 'in') return words['='];
          if (values.length === 1 && analysis.operator === 'notin') return words['!='];
          return words[analysis.operator];
        };
    return defaultRuleProcessorNL(
      { ...rule, value: multi ? shown : shown[0] },
      { ...opts, parseNumbers: false, operatorProcessor }
    );
  };
  return ruleProcessor;
};
