/**
 * Date/time-aware rule processors for react-querybuilder's `formatQuery`.
 *
 * This entry point holds the library-independent parts: the
 * {@link RQBDateTimeLibraryAPI} adapter interface, helpers and the processor factories.
 * Ready-made processors bound to a date library live in the sub-path exports
 * `@react-querybuilder/datetime/date-fns`, `/dayjs`, `/jsdate` and `/luxon`.
 *
 * @packageDocumentation
 */
export type {
  DateTimeKind,
  DateTimeOperator,
  DateTimeRuleAnalysis,
  DateTimeSQLDialect,
  RQBDateTimeLibraryAPI,
} from './types';
export {
  analyzeDateTimeRule,
  getDateTimeKind,
  getDateTimeOperator,
  getDateTimeSQLDialect,
  getDateTimeSQLLiteral,
  normalizeDateTimeString,
  normalizeDateTimeValue,
  normalizeTimeString,
  toSQLDateTimeText,
} from './utils';
export {
  getDatetimeRuleProcessorParameterized,
  getDatetimeRuleProcessorSQL,
  getDatetimeValueProcessorSQL,
} from './sql';
export {
  getDatetimeRuleProcessorCEL,
  getDatetimeRuleProcessorElasticSearch,
  getDatetimeRuleProcessorJSONata,
  getDatetimeRuleProcessorMongoDBQuery,
  getDatetimeRuleProcessorNL,
  getDatetimeRuleProcessorSpEL,
} from './processors';
export type { JsonLogicDateTimeOperationName, JsonLogicDateTimeOperations } from './jsonlogic';
export { getDatetimeRuleProcessorJsonLogic, getJsonLogicDateTimeOperations } from './jsonlogic';
export type { DateTimeProcessors } from './createDateTimeProcessors';
export { createDateTimeProcessors } from './createDateTimeProcessors';
