/**
 * Date/time processors bound to [Day.js](https://day.js.org/).
 *
 * @packageDocumentation
 */
import dayjs, { type Dayjs } from 'dayjs';
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
 * {@link RQBDateTimeLibraryAPI} adapter for Day.js (no plugins required).
 *
 * `parse` accepts `Dayjs` objects as they are (a UTC-mode object keeps formatting in
 * UTC), and wraps `Date` objects, epoch milliseconds and the normalised ISO strings with
 * `dayjs()`; wall-clock strings are read in local time.
 *
 * @group Adapters
 */
export const rqbDayjsAPI: RQBDateTimeLibraryAPI<Dayjs> = {
  parse: value => {
    if (dayjs.isDayjs(value)) return value;
    if (value instanceof Date || typeof value === 'number' || typeof value === 'string') {
      return dayjs(value);
    }
    return null;
  },
  isValid: date => date.isValid(),
  toISOStringUTC: date => date.toISOString(),
  toISODateString: date => date.format('YYYY-MM-DD'),
  toISOTimeString: date => date.format('HH:mm:ss'),
};

const processors = createDateTimeProcessors(rqbDayjsAPI);

/**
 * Rule processor for `formatQuery`'s `"sql"` format, using Day.js. Date/time rules get
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
 * `TIMESTAMP '…'`), using Day.js. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorANSI: ValueProcessorByRule = processors.datetimeValueProcessorANSI;

/**
 * SQL value processor producing SQL Server literals (`CAST('…' AS DATE | TIME | DATETIME2)`),
 * using Day.js. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorMSSQL: ValueProcessorByRule = processors.datetimeValueProcessorMSSQL;

/**
 * SQL value processor producing MySQL literals (`CAST('…' AS DATE | TIME | DATETIME(3))`),
 * using Day.js. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorMySQL: ValueProcessorByRule = processors.datetimeValueProcessorMySQL;

/**
 * SQL value processor producing Oracle literals (`DATE '…'`,
 * `INTERVAL '…' HOUR TO SECOND`, `TIMESTAMP '…'`), using Day.js. See
 * {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorOracle: ValueProcessorByRule = processors.datetimeValueProcessorOracle;

/**
 * SQL value processor producing PostgreSQL literals (`'…'::date`, `'…'::time`,
 * `'…+00'::timestamptz`), using Day.js. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorPostgreSQL: ValueProcessorByRule =
  processors.datetimeValueProcessorPostgreSQL;

/**
 * SQL value processor producing SQLite literals (plain strings: `'2024-03-10'`,
 * `'14:30:00'`, `'2024-03-10 07:30:00.000'` in UTC), using Day.js. See
 * {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorSQLite: ValueProcessorByRule = processors.datetimeValueProcessorSQLite;

/**
 * Rule processor for the `"parameterized"` and `"parameterized_named"` formats, using
 * Day.js. See {@link getDatetimeRuleProcessorParameterized}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorParameterized: RuleProcessor =
  processors.datetimeRuleProcessorParameterized;

/**
 * Rule processor for the `"mongodb_query"` format (dates become `Date` objects), using
 * Day.js. See {@link getDatetimeRuleProcessorMongoDBQuery}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorMongoDBQuery: RuleProcessor =
  processors.datetimeRuleProcessorMongoDBQuery;

/**
 * Rule processor for the `"cel"` format (`timestamp("…")` literals), using Day.js. See
 * {@link getDatetimeRuleProcessorCEL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorCEL: RuleProcessor = processors.datetimeRuleProcessorCEL;

/**
 * Rule processor for the `"spel"` format (`java.time` literals), using Day.js. See
 * {@link getDatetimeRuleProcessorSpEL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorSpEL: RuleProcessor = processors.datetimeRuleProcessorSpEL;

/**
 * Rule processor for the `"jsonata"` format (`$toMillis` for date-times), using Day.js.
 * See {@link getDatetimeRuleProcessorJSONata}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorJSONata: RuleProcessor = processors.datetimeRuleProcessorJSONata;

/**
 * Rule processor for the `"jsonlogic"` format, using Day.js. Its output needs
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
 * Rule processor for the `"natural_language"` format, using Day.js. See
 * {@link getDatetimeRuleProcessorNL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorNL: RuleProcessor = processors.datetimeRuleProcessorNL;

/**
 * Rule processor for the `"elasticsearch"` format, using Day.js. See
 * {@link getDatetimeRuleProcessorElasticSearch}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorElasticSearch: RuleProcessor =
  processors.datetimeRuleProcessorElasticSearch;

/**
 * Custom JsonLogic operations, using Day.js, needed to evaluate the output of
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

