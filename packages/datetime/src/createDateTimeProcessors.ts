import type { RuleProcessor, ValueProcessorByRule } from 'react-querybuilder';
import type { JsonLogicDateTimeOperations } from './jsonlogic';
import { getDatetimeRuleProcessorJsonLogic, getJsonLogicDateTimeOperations } from './jsonlogic';
import {
  getDatetimeRuleProcessorCEL,
  getDatetimeRuleProcessorElasticSearch,
  getDatetimeRuleProcessorJSONata,
  getDatetimeRuleProcessorMongoDBQuery,
  getDatetimeRuleProcessorNL,
  getDatetimeRuleProcessorSpEL,
} from './processors';
import {
  getDatetimeRuleProcessorParameterized,
  getDatetimeRuleProcessorSQL,
  getDatetimeValueProcessorSQL,
} from './sql';
import type { RQBDateTimeLibraryAPI } from './types';

/**
 * Every processor of this package, bound to one date library. Each library entry point
 * (`@react-querybuilder/datetime/date-fns`, `/dayjs`, `/jsdate`, `/luxon`) exports these
 * members under the same names.
 *
 * @group Types
 */
export interface DateTimeProcessors {
  /** Rule processor for the `"sql"` format (see {@link getDatetimeRuleProcessorSQL}). */
  datetimeRuleProcessorSQL: RuleProcessor;
  /** Value processor with ANSI SQL literals (see {@link getDatetimeValueProcessorSQL}). */
  datetimeValueProcessorANSI: ValueProcessorByRule;
  /** Value processor with SQL Server literals (see {@link getDatetimeValueProcessorSQL}). */
  datetimeValueProcessorMSSQL: ValueProcessorByRule;
  /** Value processor with MySQL literals (see {@link getDatetimeValueProcessorSQL}). */
  datetimeValueProcessorMySQL: ValueProcessorByRule;
  /** Value processor with Oracle literals (see {@link getDatetimeValueProcessorSQL}). */
  datetimeValueProcessorOracle: ValueProcessorByRule;
  /** Value processor with PostgreSQL literals (see {@link getDatetimeValueProcessorSQL}). */
  datetimeValueProcessorPostgreSQL: ValueProcessorByRule;
  /** Value processor with SQLite (plain string) literals (see {@link getDatetimeValueProcessorSQL}). */
  datetimeValueProcessorSQLite: ValueProcessorByRule;
  /** Rule processor for `"parameterized"`/`"parameterized_named"` (see {@link getDatetimeRuleProcessorParameterized}). */
  datetimeRuleProcessorParameterized: RuleProcessor;
  /** Rule processor for `"mongodb_query"` (see {@link getDatetimeRuleProcessorMongoDBQuery}). */
  datetimeRuleProcessorMongoDBQuery: RuleProcessor;
  /** Rule processor for `"cel"` (see {@link getDatetimeRuleProcessorCEL}). */
  datetimeRuleProcessorCEL: RuleProcessor;
  /** Rule processor for `"spel"` (see {@link getDatetimeRuleProcessorSpEL}). */
  datetimeRuleProcessorSpEL: RuleProcessor;
  /** Rule processor for `"jsonata"` (see {@link getDatetimeRuleProcessorJSONata}). */
  datetimeRuleProcessorJSONata: RuleProcessor;
  /** Rule processor for `"jsonlogic"` (see {@link getDatetimeRuleProcessorJsonLogic}). */
  datetimeRuleProcessorJsonLogic: RuleProcessor;
  /** Rule processor for `"natural_language"` (see {@link getDatetimeRuleProcessorNL}). */
  datetimeRuleProcessorNL: RuleProcessor;
  /** Rule processor for `"elasticsearch"` (see {@link getDatetimeRuleProcessorElasticSearch}). */
  datetimeRuleProcessorElasticSearch: RuleProcessor;
  /** Custom JsonLogic operations (see {@link getJsonLogicDateTimeOperations}). */
  jsonLogicDateTimeOperations: JsonLogicDateTimeOperations;
}

/**
 * Binds every processor of this package to one date library adapter.
 *
 * @param api - The date library adapter.
 * @returns All processors and the JsonLogic operations (see {@link DateTimeProcessors}).
 *
 * @example
 * ```ts
 * const { datetimeRuleProcessorSQL, datetimeRuleProcessorJsonLogic, jsonLogicDateTimeOperations } =
 *   createDateTimeProcessors(myLibraryAPI);
 * ```
 *
 * @group Factories
 */
export const createDateTimeProcessors = <D>(api: RQBDateTimeLibraryAPI<D>): DateTimeProcessors => ({
  datetimeRuleProcessorSQL: getDatetimeRuleProcessorSQL(api),
  datetimeValueProcessorANSI: getDatetimeValueProcessorSQL(api, 'ansi'),
  datetimeValueProcessorMSSQL: getDatetimeValueProcessorSQL(api, 'mssql'),
  datetimeValueProcessorMySQL: getDatetimeValueProcessorSQL(api, 'mysql'),
  datetimeValueProcessorOracle: getDatetimeValueProcessorSQL(api, 'oracle'),
  datetimeValueProcessorPostgreSQL: getDatetimeValueProcessorSQL(api, 'postgresql'),
  datetimeValueProcessorSQLite: getDatetimeValueProcessorSQL(api, 'sqlite'),
  datetimeRuleProcessorParameterized: getDatetimeRuleProcessorParameterized(api),
  datetimeRuleProcessorMongoDBQuery: getDatetimeRuleProcessorMongoDBQuery(api),
  datetimeRuleProcessorCEL: getDatetimeRuleProcessorCEL(api),
  datetimeRuleProcessorSpEL: getDatetimeRuleProcessorSpEL(api),
  datetimeRuleProcessorJSONata: getDatetimeRuleProcessorJSONata(api),
  datetimeRuleProcessorJsonLogic: getDatetimeRuleProcessorJsonLogic(api),
  datetimeRuleProcessorNL: getDatetimeRuleProcessorNL(api),
  datetimeRuleProcessorElasticSearch: getDatetimeRuleProcessorElasticSearch(api),
  jsonLogicDateTimeOperations: getJsonLogicDateTimeOperations(api),
});
