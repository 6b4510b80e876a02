import type { RuleProcessor, ValueProcessorByRule } from 'react-querybuilder';
import {
  defaultOperatorProcessorSQL,
  defaultRuleProcessorParameterized,
  defaultRuleProcessorSQL,
  defaultValueProcessorByRule,
  getQuotedFieldName,
} from 'react-querybuilder';
import type { DateTimeSQLDialect, RQBDateTimeLibraryAPI } from './types';
import {
  analyzeDateTimeRule,
  getDateTimeSQLDialect,
  getDateTimeSQLLiteral,
  toSQLDateTimeText,
} from './utils';

/** The value processors created by {@link getDatetimeValueProcessorSQL}. */
const datetimeValueProcessors = new WeakSet<ValueProcessorByRule>();

/**
 * Creates a SQL value processor (`ValueProcessorByRule`) for one dialect.
 *
 * For date/time rules (see {@link analyzeDateTimeRule}) it returns typed literals built
 * by {@link getDateTimeSQLLiteral}: one literal for relational operators,
 * `<literal> and <literal>` for `between`/`notBetween`, and `(<literal>, ...)` for
 * `in`/`notIn`. Other rules get `defaultValueProcessorByRule`'s output. An invalid date
 * gives `''`.
 *
 * When used alone as `formatQuery`'s `valueProcessor`, a rule with an invalid date
 * still produces `field = ` output; use it together with
 * {@link getDatetimeRuleProcessorSQL | the SQL rule processor}, which drops such rules.
 *
 * @param api - The date library adapter.
 * @param dialect - The SQL dialect of the literals.
 * @returns The value processor.
 *
 * @group Factories
 */
export const getDatetimeValueProcessorSQL = <D>(
  api: RQBDateTimeLibraryAPI<D>,
  dialect: DateTimeSQLDialect
): ValueProcessorByRule => {
  const valueProcessor: ValueProcessorByRule = (rule, opts) => {
    const analysis = analyzeDateTimeRule(api, rule, opts);
    if (analysis.type === 'not-datetime') return defaultValueProcessorByRule(rule, opts);
    if (analysis.type === 'invalid') return '';
    const literals = analysis.values.map(v => getDateTimeSQLLiteral(v, analysis.kind, dialect));
    switch (analysis.operator) {
      case 'between':
      case 'notbetween':
        return `${literals[0]} and ${literals[1]}`;
      case 'in':
      case 'notin':
        return `(${literals.join(', ')})`;
      default:
        return literals[0];
    }
  };
  datetimeValueProcessors.add(valueProcessor);
  return valueProcessor;
};

/**
 * Creates the rule processor for `formatQuery`'s `"sql"` format.
 *
 * Date/time rules are rendered as `<field> <operator> <value>` where the field is
 * quoted per `quoteFieldNamesWith`/`fieldIdentifierSeparator`, the operator comes from
 * `operatorProcessor` (default: `defaultOperatorProcessorSQL`) and the value from the
 * dialect value processor matching the `preset` option (`"ansi"` by default; see
 * {@link getDateTimeSQLLiteral}). If `formatQuery`'s `valueProcessor` option is one of
 * the value processors made by {@link getDatetimeValueProcessorSQL} (e.g.
 * `datetimeValueProcessorMySQL`), it is used instead of the preset's; any other
 * `valueProcessor` only applies to the rules this processor hands to
 * `defaultRuleProcessorSQL`. Date/time rules whose value is invalid return `''`,
 * which makes `formatQuery` leave the rule out (an empty group becomes the
 * `fallbackExpression`, `(1 = 1)` by default). All other rules are handled by
 * `defaultRuleProcessorSQL`.
 *
 * @param api - The date library adapter.
 * @returns The rule processor.
 *
 * @example
 * ```ts
 * const ruleProcessor = getDatetimeRuleProcessorSQL(rqbDateFnsAPI);
 * formatQuery(query, { format: 'sql', preset: 'postgresql', fields, ruleProcessor });
 * // "(birthday between '2000-01-01'::date and '2009-12-31'::date)"
 * ```
 *
 * @group Factories
 */
export const getDatetimeRuleProcessorSQL = <D>(api: RQBDateTimeLibraryAPI<D>): RuleProcessor => {
  const dialectProcessors = new Map<DateTimeSQLDialect, ValueProcessorByRule>();
  const getValueProcessor = (dialect: DateTimeSQLDialect) => {
    let vp = dialectProcessors.get(dialect);
    if (!vp) {
      vp = getDatetimeValueProcessorSQL(api, dialect);
      dialectProcessors.set(dialect, vp);
    }
    return vp;
  };

  const ruleProcessor: RuleProcessor = (rule, opts = {}) => {
    const analysis = analyzeDateTimeRule(api, rule, opts);
    if (analysis.type === 'not-datetime') return defaultRuleProcessorSQL(rule, opts);
    if (analysis.type === 'invalid') return '';
    // Identity checks against the library's default value processor are unreliable (the
    // `react-querybuilder/formatQuery` entry point bundles its own copy), so only value
    // processors known to be date-aware replace the preset's.
    const valueProcessor =
      typeof opts.valueProcessor === 'function' && datetimeValueProcessors.has(opts.valueProcessor)
        ? opts.valueProcessor
        : getValueProcessor(getDateTimeSQLDialect(opts.preset));
    const value = valueProcessor(rule, opts);
    if (!value) return '';
    const field = getQuotedFieldName(rule.field, {
      quoteFieldNamesWith: opts.quoteFieldNamesWith ?? ['', ''],
      fieldIdentifierSeparator: opts.fieldIdentifierSeparator ?? '',
    });
    const operator = (opts.operatorProcessor ?? defaultOperatorProcessorSQL)(rule, opts);
    return `${field} ${operator} ${value}`;
  };
  return ruleProcessor;
};

/**
 * Creates the rule processor for `formatQuery`'s `"parameterized"` and
 * `"parameterized_named"` formats.
 *
 * Date/time values are validated and normalised (see {@link analyzeDateTimeRule}) and
 * then bound as parameters by `defaultRuleProcessorParameterized`, so placeholders
 * (`?`, `:name`, `$1`...) follow the usual options. Parameter values are strings:
 * `YYYY-MM-DD` for dates, `HH:mm:ss` for times and `YYYY-MM-DD HH:mm:ss.SSS` (UTC) for
 * date-times, with `+00` appended for the `"postgresql"` preset. Invalid date/time rules
 * return `{ sql: '', params }`, which `formatQuery` leaves out. Other rules are handled
 * by `defaultRuleProcessorParameterized`.
 *
 * @param api - The date library adapter.
 * @returns The rule processor.
 *
 * @example
 * ```ts
 * formatQuery(query, { format: 'parameterized', fields, ruleProcessor: getDatetimeRuleProcessorParameterized(rqbLuxonAPI) });
 * // { sql: '(created > ?)', params: ['2024-03-10 07:30:00.000'] }
 * ```
 *
 * @group Factories
 */
export const getDatetimeRuleProcessorParameterized = <D>(
  api: RQBDateTimeLibraryAPI<D>
): RuleProcessor => {
  const ruleProcessor: RuleProcessor = (rule, opts = {}, meta) => {
    const analysis = analyzeDateTimeRule(api, rule, opts);
    if (analysis.type === 'not-datetime') return defaultRuleProcessorParameterized(rule, opts, meta);
    if (analysis.type === 'invalid') {
      return { sql: '', params: opts.format === 'parameterized_named' ? {} : [] };
    }
    const postgres = getDateTimeSQLDialect(opts.preset) === 'postgresql';
    const texts = analysis.values.map(v => {
      const text = toSQLDateTimeText(v, analysis.kind);
      return postgres && analysis.kind === 'datetime' ? `${text}+00` : text;
    });
    const multi = ['between', 'notbetween', 'in', 'notin'].includes(analysis.operator);
    return defaultRuleProcessorParameterized(
      { ...rule, value: multi ? texts : texts[0] },
      { ...opts, parseNumbers: false, valueProcessor: defaultValueProcessorByRule },
      meta
    );
  };
  return ruleProcessor;
};
