/**
 * Date/time processors bound to [date-fns](https://date-fns.org/) (v3 or v4).
 *
 * @packageDocumentation
 */
import { format, isValid, parseISO, toDate } from 'date-fns';
import type { RuleProcessor, ValueProcessorByRule } from 'react-querybuilder';
import {
  createDateTimeProcessors,
  type getDatetimeRuleProcessorCEL,
  type getDatetimeRuleProcessorElasticSearch,
  type getDatetimeRuleProcessorJSONata,
  type getDatetimeRuleProcessorJsonLogic,
  type getDatetimeRuleProcessorMongoDBQuery,
  type getDatetimeRuleProcessorNL,
  type getDatetimeRuleProcessorParameterized,
  type getDatetimeRuleProcessorSQL,
  type getDatetimeRuleProcessorSpEL,
  type getDatetimeValueProcessorSQL,
  type getJsonLogicDateTimeOperations,
  type JsonLogicDateTimeOperations,
  type RQBDateTimeLibraryAPI,
} from './index';

/**
 * {@link RQBDateTimeLibraryAPI} adapter for date-fns (which works on native `Date`
 * objects).
 *
 * `parse` uses date-fns's `parseISO` for strings (wall-clock strings are read in local
 * time) and `toDate` for `Date` objects and epoch milliseconds. Dates and times are
 * formatted with `format` in local time; `toISOStringUTC` uses `Date#toISOString`.
 *
 * @group Adapters
 */
export const rqbDateFnsAPI: RQBDateTimeLibraryAPI<Date> = {
  parse: value => {
    if (value instanceof Date || typeof value === 'number') return toDate(value);
    if (typeof value === 'string') return parseISO(value);
    return null;
  },
  isValid: date => isValid(date),
  toISOStringUTC: date => date.toISOString(),
  toISODateString: date => format(date, 'yyyy-MM-dd'),
  toISOTimeString: date => format(date, 'HH:mm:ss'),
};

const processors = createDateTimeProcessors(rqbDateFnsAPI);

/**
 * Rule processor for `formatQuery`'s `"sql"` format, using date-fns. Date/time rules get
 * typed literals for the `preset` dialect; invalid ones are left out; other rules go to
 * `defaultRuleProcessorSQL`. See {@link getDatetimeRuleProcessorSQL}.
 *
 * @example
 * ```ts
 * formatQuery(query, { format: 'sql', preset: 'postgresql', fields, ruleProcessor: datetimeRuleProcessorSQL });
 * ```
 *
 * @group Processors
 */
export const datetimeRuleProcessorSQL: RuleProcessor = processors.datetimeRuleProcessorSQL;

/**
 * SQL value processor producing ANSI literals (`DATE '…'`, `TIME '…'`,
 * `TIMESTAMP '…'`), using date-fns. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorANSI: ValueProcessorByRule = processors.datetimeValueProcessorANSI;

/**
 * SQL value processor producing SQL Server literals (`CAST('…' AS DATE | TIME | DATETIME2)`),
 * using date-fns. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorMSSQL: ValueProcessorByRule = processors.datetimeValueProcessorMSSQL;

/**
 * SQL value processor producing MySQL literals (`CAST('…' AS DATE | TIME | DATETIME(3))`),
 * using date-fns. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorMySQL: ValueProcessorByRule = processors.datetimeValueProcessorMySQL;

/**
 * SQL value processor producing Oracle literals (`DATE '…'`,
 * `INTERVAL '…' HOUR TO SECOND`, `TIMESTAMP '…'`), using date-fns. See
 * {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorOracle: ValueProcessorByRule = processors.datetimeValueProcessorOracle;

/**
 * SQL value processor producing PostgreSQL literals (`'…'::date`, `'…'::time`,
 * `'…+00'::timestamptz`), using date-fns. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorPostgreSQL: ValueProcessorByRule =
  processors.datetimeValueProcessorPostgreSQL;

/**
 * SQL value processor producing SQLite literals (plain strings: `'2024-03-10'`,
 * `'14:30:00'`, `'2024-03-10 07:30:00.000'` in UTC), using date-fns. See
 * {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorSQLite: ValueProcessorByRule = processors.datetimeValueProcessorSQLite;

/**
 * Rule processor for the `"parameterized"` and `"parameterized_named"` formats, using
 * date-fns. See {@link getDatetimeRuleProcessorParameterized}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorParameterized: RuleProcessor =
  processors.datetimeRuleProcessorParameterized;

/**
 * Rule processor for the `"mongodb_query"` format (dates become `Date` objects), using
 * date-fns. See {@link getDatetimeRuleProcessorMongoDBQuery}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorMongoDBQuery: RuleProcessor =
  processors.datetimeRuleProcessorMongoDBQuery;

/**
 * Rule processor for the `"cel"` format (`timestamp("…")` literals), using date-fns. See
 * {@link getDatetimeRuleProcessorCEL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorCEL: RuleProcessor = processors.datetimeRuleProcessorCEL;

/**
 * Rule processor for the `"spel"` format (`java.time` literals), using date-fns. See
 * {@link getDatetimeRuleProcessorSpEL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorSpEL: RuleProcessor = processors.datetimeRuleProcessorSpEL;

/**
 * Rule processor for the `"jsonata"` format (`$toMillis` for date-times), using date-fns.
 * See {@link getDatetimeRuleProcessorJSONata}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorJSONata: RuleProcessor = processors.datetimeRuleProcessorJSONata;

/**
 * Rule processor for the `"jsonlogic"` format, using date-fns. Its output needs
 * {@link jsonLogicDateTimeOperations} to be evaluated. See
 * {@link getDatetimeRuleProcessorJsonLogic}.
 *
 * @example
 * ```ts
 * const logic = formatQuery(query, { format: 'jsonlogic', fields, ruleProcessor: datetimeRuleProcessorJsonLogic });
 * ```
 *
 * @group Processors
 */
export const datetimeRuleProcessorJsonLogic: RuleProcessor = processors.datetimeRuleProcessorJsonLogic;

/**
 * Rule processor for the `"natural_language"` format, using date-fns. See
 * {@link getDatetimeRuleProcessorNL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorNL: RuleProcessor = processors.datetimeRuleProcessorNL;

/**
 * Rule processor for the `"elasticsearch"` format, using date-fns. See
 * {@link getDatetimeRuleProcessorElasticSearch}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorElasticSearch: RuleProcessor =
  processors.datetimeRuleProcessorElasticSearch;

/**
 * Custom JsonLogic operations, using date-fns, needed to evaluate the output of
 * {@link datetimeRuleProcessorJsonLogic}. Register each entry with `json-logic-js`'s
 * `add_operation`. See {@link getJsonLogicDateTimeOperations}.
 *
 * @example
 * ```ts
 * import jsonLogic from 'json-logic-js';
 * for (const [name, op] of Object.entries(jsonLogicDateTimeOperations)) {
 *   jsonLogic.add_operation(name, op);
 * }
 * jsonLogic.apply(logic, { created: '2024-03-10T09:00:00Z' });
 * ```
 *
 * @group Processors
 */
export const jsonLogicDateTimeOperations: JsonLogicDateTimeOperations =
  processors.jsonLogicDateTimeOperations;

