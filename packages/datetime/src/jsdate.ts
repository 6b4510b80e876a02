/**
 * Date/time processors bound to native JavaScript `Date` objects (no date library
 * needed).
 *
 * @packageDocumentation
 */
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

const pad = (n: number, width = 2) => `${Math.abs(n)}`.padStart(width, '0');
const isoParts =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})\.(\d{3})(Z|[+-]\d{2}:\d{2})?)?$/;

const parseNormalizedString = (value: string): Date | null => {
  const match = isoParts.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s, ms] = match.slice(1, 8).map(p => Number(p ?? 0));
  const zone = match[8];
  if (!zone) {
    const local = new Date(y, mo - 1, d, h, mi, s, ms);
    // `new Date(y, ...)` maps years 0-99 to 1900-1999
    if (y < 100) local.setFullYear(y, mo - 1, d);
    return local;
  }
  const utc = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
  if (y < 100) utc.setUTCFullYear(y, mo - 1, d);
  if (zone === 'Z') return utc;
  const sign = zone.startsWith('-') ? -1 : 1;
  const offsetMinutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6));
  return new Date(utc.getTime() - sign * offsetMinutes * 60_000);
};

/**
 * {@link RQBDateTimeLibraryAPI} adapter for native `Date` objects.
 *
 * `parse` accepts `Date` objects, epoch milliseconds and the normalised ISO strings
 * described by {@link RQBDateTimeLibraryAPI}; wall-clock strings are built with
 * `new Date(year, month, day, ...)`, so they follow the runtime's local time zone and
 * its daylight saving rules. Output uses the local time zone except
 * `toISOStringUTC`.
 *
 * @group Adapters
 */
export const rqbJsDateAPI: RQBDateTimeLibraryAPI<Date> = {
  parse: value => {
    if (value instanceof Date) return new Date(value.getTime());
    if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
    if (typeof value === 'string') return parseNormalizedString(value);
    return null;
  },
  isValid: date => date instanceof Date && !Number.isNaN(date.getTime()),
  toISOStringUTC: date => date.toISOString(),
  toISODateString: date =>
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  toISOTimeString: date =>
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`,
};

const processors = createDateTimeProcessors(rqbJsDateAPI);

/**
 * Rule processor for `formatQuery`'s `"sql"` format, using native `Date` objects. Date/time rules get
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
 * `TIMESTAMP '…'`), using native `Date` objects. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorANSI: ValueProcessorByRule = processors.datetimeValueProcessorANSI;

/**
 * SQL value processor producing SQL Server literals (`CAST('…' AS DATE | TIME | DATETIME2)`),
 * using native `Date` objects. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorMSSQL: ValueProcessorByRule = processors.datetimeValueProcessorMSSQL;

/**
 * SQL value processor producing MySQL literals (`CAST('…' AS DATE | TIME | DATETIME(3))`),
 * using native `Date` objects. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorMySQL: ValueProcessorByRule = processors.datetimeValueProcessorMySQL;

/**
 * SQL value processor producing Oracle literals (`DATE '…'`,
 * `INTERVAL '…' HOUR TO SECOND`, `TIMESTAMP '…'`), using native `Date` objects. See
 * {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorOracle: ValueProcessorByRule = processors.datetimeValueProcessorOracle;

/**
 * SQL value processor producing PostgreSQL literals (`'…'::date`, `'…'::time`,
 * `'…+00'::timestamptz`), using native `Date` objects. See {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorPostgreSQL: ValueProcessorByRule =
  processors.datetimeValueProcessorPostgreSQL;

/**
 * SQL value processor producing SQLite literals (plain strings: `'2024-03-10'`,
 * `'14:30:00'`, `'2024-03-10 07:30:00.000'` in UTC), using native `Date` objects. See
 * {@link getDatetimeValueProcessorSQL}.
 *
 * @group Processors
 */
export const datetimeValueProcessorSQLite: ValueProcessorByRule = processors.datetimeValueProcessorSQLite;

/**
 * Rule processor for the `"parameterized"` and `"parameterized_named"` formats, using
 * native `Date` objects. See {@link getDatetimeRuleProcessorParameterized}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorParameterized: RuleProcessor =
  processors.datetimeRuleProcessorParameterized;

/**
 * Rule processor for the `"mongodb_query"` format (dates become `Date` objects), using
 * native `Date` objects. See {@link getDatetimeRuleProcessorMongoDBQuery}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorMongoDBQuery: RuleProcessor =
  processors.datetimeRuleProcessorMongoDBQuery;

/**
 * Rule processor for the `"cel"` format (`timestamp("…")` literals), using native `Date` objects. See
 * {@link getDatetimeRuleProcessorCEL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorCEL: RuleProcessor = processors.datetimeRuleProcessorCEL;

/**
 * Rule processor for the `"spel"` format (`java.time` literals), using native `Date` objects. See
 * {@link getDatetimeRuleProcessorSpEL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorSpEL: RuleProcessor = processors.datetimeRuleProcessorSpEL;

/**
 * Rule processor for the `"jsonata"` format (`$toMillis` for date-times), using native `Date` objects.
 * See {@link getDatetimeRuleProcessorJSONata}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorJSONata: RuleProcessor = processors.datetimeRuleProcessorJSONata;

/**
 * Rule processor for the `"jsonlogic"` format, using native `Date` objects. Its output needs
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
 * Rule processor for the `"natural_language"` format, using native `Date` objects. See
 * {@link getDatetimeRuleProcessorNL}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorNL: RuleProcessor = processors.datetimeRuleProcessorNL;

/**
 * Rule processor for the `"elasticsearch"` format, using native `Date` objects. See
 * {@link getDatetimeRuleProcessorElasticSearch}.
 *
 * @group Processors
 */
export const datetimeRuleProcessorElasticSearch: RuleProcessor =
  processors.datetimeRuleProcessorElasticSearch;

/**
 * Custom JsonLogic operations, using native `Date` objects, needed to evaluate the output of
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

