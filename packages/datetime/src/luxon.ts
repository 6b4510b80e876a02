/**
 * Date/time processors bound to [Luxon](https://moment.github.io/luxon/).
 *
 * @packageDocumentation
 */
import { DateTime } from 'luxon';
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

const wallClockFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS";
const dayMs = 86_400_000;

/**
 * Luxon resolves a repeated wall-clock time (when DST ends) to the later instant;
 * the other adapters (and `new Date(y, m, d, h, min)`) pick the earlier one. This
 * returns the earliest instant showing the same wall-clock time in the same zone.
 */
const earliestOccurrence = (dt: DateTime): DateTime => {
  const wall = dt.toFormat(wallClockFormat);
  const wallAsUTC = Date.UTC(dt.year, dt.month - 1, dt.day, dt.hour, dt.minute, dt.second, dt.millisecond);
  let best = dt;
  for (const probe of [-dayMs, dayMs]) {
    const offset = dt.zone.offset(dt.toMillis() + probe);
    if (offset === dt.offset) continue;
    const candidate = DateTime.fromMillis(wallAsUTC - offset * 60_000, { zone: dt.zone });
    if (candidate.toFormat(wallClockFormat) === wall && candidate.toMillis() < best.toMillis()) {
      best = candidate;
    }
  }
  return best;
};

/**
 * {@link RQBDateTimeLibraryAPI} adapter for Luxon.
 *
 * `parse` accepts `DateTime` objects as they are (formatting then uses their own
 * zone), `Date` objects (`DateTime.fromJSDate`), epoch milliseconds
 * (`DateTime.fromMillis`) and the normalised ISO strings (`DateTime.fromISO`, in the
 * local zone). A wall-clock time that occurs twice when daylight saving time ends is
 * resolved to the earlier instant, like the other adapters.
 *
 * @group Adapters
 */
export const rqbLuxonAPI: RQBDateTimeLibraryAPI<DateTime> = {
  parse: value => {
    if (DateTime.isDateTime(value)) return value;
    if (value instanceof Date) return DateTime.fromJSDate(value);
    if (typeof value === 'number') return DateTime.fromMillis(value);
    if (typeof value === 'string') {
      const parsed = DateTime.fromISO(value);
      const hasOffset = /(?:Z|[+-]\d{2}:\d{2})$/.test(value);
      return parsed.isValid && !hasOffset ? earliestOccurrence(parsed) : parsed;
    }
    return null;
  },
  isValid: date => date.isValid,
  toISOStringUTC: date => date.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"),
  toISODateString: date => date.toFormat('yyyy-MM-dd'),
  toISOTimeString: date => date.toFormat('HH:mm:ss'),
};

const processors = createDateTimeProcessors(rqbLuxonAPI);

/**
 * Rule processor for `formatQuery`'s `"sql"` format, using Luxon. Date/time rules get
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
 * `TIMESTAMP '…'`), using Luxon. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorANSI: ValueProcessorByRule = processors.datetimeValueProcessorANSI;

/**
 * SQL value processor producing SQL Server literals (`CAST('…' AS DATE | TIME | DATETIME2)`),
 * using Luxon. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorMSSQL: ValueProcessorByRule = processors.datetimeValueProcessorMSSQL;

/**
 * SQL value processor producing MySQL literals (`CAST('…' AS DATE | TIME | DATETIME(3))`),
 * using Luxon. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorMySQL: ValueProcessorByRule = processors.datetimeValueProcessorMySQL;

/**
 * SQL value processor producing Oracle literals (`DATE '…'`,
 * `INTERVAL '…' HOUR TO SECOND`, `TIMESTAMP '…'`), using Luxon. See
 * {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorOracle: ValueProcessorByRule = processors.datetimeValueProcessorOracle;

/**
 * SQL value processor producing PostgreSQL literals (`'…'::date`, `'…'::time`,
 * `'…+00'::timestamptz`), using Luxon. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorPostgreSQL: ValueProcessorByRule =
  processors.datetimeValueProcessorPostgreSQL;

/**
 * SQL value processor producing SQLite literals (plain strings: `'2024-03-10'`,
 * `'14:30:00'`, `'2024-03-10 07:30:00.000'` in UTC), using Luxon. See
 * {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorSQLite: ValueProcessorByRule = processors.datetimeValueProcessorSQLite;

/**
 * Rule processor for the `"parameterized"` and `"parameterized_named"` formats, using
 * Luxon. See {@link getDatetimeRuleProcessorParameterized}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorParameterized: RuleProcessor =
  processors.datetimeRuleProcessorParameterized;

/**
 * Rule processor for the `"mongodb_query"` format (dates become `Date` objects), using
 * Luxon. See {@link getDatetimeRuleProcessorMongoDBQuery}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorMongoDBQuery: RuleProcessor =
  processors.datetimeRuleProcessorMongoDBQuery;

/**
 * Rule processor for the `"cel"` format (`timestamp("…")` literals), using Luxon. See
 * {@link getDatetimeRuleProcessorCEL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorCEL: RuleProcessor = processors.datetimeRuleProcessorCEL;

/**
 * Rule processor for the `"spel"` format (`java.time` literals), using Luxon. See
 * {@link getDatetimeRuleProcessorSpEL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorSpEL: RuleProcessor = processors.datetimeRuleProcessorSpEL;

/**
 * Rule processor for the `"jsonata"` format (`$toMillis` for date-times), using Luxon.
 * See {@link getDatetimeRuleProcessorJSONata}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorJSONata: RuleProcessor = processors.datetimeRuleProcessorJSONata;

/**
 * Rule processor for the `"jsonlogic"` format, using Luxon. Its output needs
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
 * Rule processor for the `"natural_language"` format, using Luxon. See
 * {@link getDatetimeRuleProcessorNL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorNL: RuleProcessor = processors.datetimeRuleProcessorNL;

/**
 * Rule processor for the `"elasticsearch"` format, using Luxon. See
 * {@link getDatetimeRuleProcessorElasticSearch}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorElasticSearch: RuleProcessor =
  processors.datetimeRuleProcessorElasticSearch;

/**
 * Custom JsonLogic operations, using Luxon, needed to evaluate the output of
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

