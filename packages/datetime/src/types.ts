import type { analyzeDateTimeRule, normalizeDateTimeString, normalizeDateTimeValue } from './utils';
import type { createDateTimeProcessors } from './createDateTimeProcessors';

/**
 * The three kinds of temporal value the processors understand.
 *
 * - `"date"`: a calendar date without time of day (e.g. `2024-03-10`).
 * - `"time"`: a time of day without a date (e.g. `14:30:00`).
 * - `"datetime"`: an instant in time (a date plus a time of day, resolved to UTC).
 *
 * @group Types
 */
export type DateTimeKind = 'date' | 'time' | 'datetime';

/**
 * Operators (lower-cased) that the date/time processors handle themselves. Rules with
 * any other operator (`null`, `notNull`, `contains`, ...) are passed to the default
 * processor of the export format.
 *
 * @group Types
 */
export type DateTimeOperator =
  | '='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | 'between'
  | 'notbetween'
  | 'in'
  | 'notin';

/**
 * SQL dialects for which a date/time value processor exists. Matches the `preset`
 * option of `formatQuery` (`"ansi"` is used for unknown presets).
 *
 * @group Types
 */
export type DateTimeSQLDialect = 'ansi' | 'sqlite' | 'postgresql' | 'mysql' | 'mssql' | 'oracle';

/**
 * Adapter that binds one date/time library to the processors of this package.
 *
 * Implementations ship in the sub-path exports: `rqbDateFnsAPI`
 * (`@react-querybuilder/datetime/date-fns`), `rqbDayjsAPI` (`.../dayjs`), `rqbJsDateAPI`
 * (`.../jsdate`, native `Date` objects) and `rqbLuxonAPI` (`.../luxon`). Write your own to
 * support another library and pass it to {@link createDateTimeProcessors} or to any of
 * the `getDatetime*` factories.
 *
 * Contract for {@link RQBDateTimeLibraryAPI.parse | parse}: strings given to it have
 * already been validated (real calendar date, hours 0-23, minutes and seconds 0-59) and
 * normalised by {@link normalizeDateTimeString} into exactly one of these shapes:
 *
 * - `YYYY-MM-DD`: a calendar date, to be read as local midnight;
 * - `YYYY-MM-DDTHH:mm:ss.SSS`: a wall-clock time, to be read in the local time zone;
 *   when that wall-clock time occurs twice (the hour repeated when daylight saving time
 *   ends) the earlier instant must be chosen, and when it does not exist (the hour
 *   skipped when DST starts) the time moves forward by the length of the gap, as
 *   `new Date(y, m, d, h, min)` does;
 * - `YYYY-MM-DDTHH:mm:ss.SSSZ` or `YYYY-MM-DDTHH:mm:ss.SSS+HH:mm`: an exact instant.
 *
 * Other inputs (`Date` objects, epoch milliseconds as `number`, the library's own date
 * objects) are passed through unchanged; `parse` returns `null` for anything it cannot use.
 * None of the methods may throw.
 *
 * @typeParam D - The library's date object type (`Date`, `Dayjs`, `DateTime`...).
 *
 * @example
 * ```ts
 * import type { RQBDateTimeLibraryAPI } from '@react-querybuilder/datetime';
 * import { createDateTimeProcessors } from '@react-querybuilder/datetime';
 *
 * const myAPI: RQBDateTimeLibraryAPI<MyDate> = {
 *   parse: v => MyDate.from(v),
 *   isValid: d => d.valid,
 *   toISOStringUTC: d => d.utc().iso(),
 *   toISODateString: d => d.format('YYYY-MM-DD'),
 *   toISOTimeString: d => d.format('HH:mm:ss'),
 * };
 * const { datetimeRuleProcessorSQL } = createDateTimeProcessors(myAPI);
 * ```
 *
 * @group Types
 */
export interface RQBDateTimeLibraryAPI<D = unknown> {
  /**
   * Converts a value into the library's date object.
   *
   * @param value - A normalised ISO string (see the interface description), a `Date`,
   * a `number` of milliseconds since the epoch, or a library date object.
   * @returns The library's date object, or `null` if the value cannot be used.
   */
  parse: (value: unknown) => D | null;
  /**
   * Tells whether a date object produced by {@link RQBDateTimeLibraryAPI.parse | parse}
   * represents a real point in time.
   *
   * @param date - The library date object.
   * @returns `true` if the object is valid.
   */
  isValid: (date: D) => boolean;
  /**
   * Formats the instant in UTC as ISO 8601 with milliseconds, e.g.
   * `2024-03-10T07:30:00.000Z`.
   *
   * @param date - A valid library date object.
   * @returns The UTC ISO string.
   */
  toISOStringUTC: (date: D) => string;
  /**
   * Formats the calendar date in the object's own zone (local time for parsed strings),
   * e.g. `2024-03-10`.
   *
   * @param date - A valid library date object.
   * @returns The date as `YYYY-MM-DD`.
   */
  toISODateString: (date: D) => string;
  /**
   * Formats the time of day in the object's own zone (local time for parsed strings),
   * e.g. `14:30:00`.
   *
   * @param date - A valid library date object.
   * @returns The time as `HH:mm:ss`.
   */
  toISOTimeString: (date: D) => string;
}

/**
 * Result of {@link analyzeDateTimeRule}.
 *
 * - `{ type: "not-datetime" }`: the rule is not a date/time comparison; use the format's
 *   default processor.
 * - `{ type: "invalid", kind }`: the rule is a date/time comparison, but its value (or
 *   one of its values) is not a valid date/time; the rule must be skipped.
 * - `{ type: "valid", kind, operator, values }`: `values` holds the canonical strings
 *   (see {@link normalizeDateTimeValue}): one for relational operators, two (in
 *   ascending order unless `preserveValueOrder` is set) for `between`/`notBetween`, one
 *   or more for `in`/`notIn`.
 *
 * @group Types
 */
export type DateTimeRuleAnalysis =
  | {
      /** The rule is not a date/time comparison. */
      type: 'not-datetime';
    }
  | {
      /** The rule is a date/time comparison with an unusable value. */
      type: 'invalid';
      /** The kind of the rule's field. */
      kind: DateTimeKind;
    }
  | {
      /** The rule is a date/time comparison with usable values. */
      type: 'valid';
      /** The kind of the rule's field. */
      kind: DateTimeKind;
      /** The rule's operator, normalised. */
      operator: DateTimeOperator;
      /** The canonical values (see {@link normalizeDateTimeValue}). */
      values: string[];
    };
