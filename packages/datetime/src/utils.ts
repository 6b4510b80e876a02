import type { FullField, RuleType, ValueProcessorOptions } from 'react-querybuilder';
import type {
  DateTimeKind,
  DateTimeOperator,
  DateTimeRuleAnalysis,
  DateTimeSQLDialect,
  RQBDateTimeLibraryAPI,
} from './types';

const datetimeDatatypes: Record<string, DateTimeKind> = {
  date: 'date',
  time: 'time',
  datetime: 'datetime',
  'datetime-local': 'datetime',
  timestamp: 'datetime',
};

const datetimeInputTypes: Record<string, DateTimeKind> = {
  date: 'date',
  time: 'time',
  'datetime-local': 'datetime',
};

/**
 * Decides whether a field holds dates, times or date-times.
 *
 * The rule, in order:
 * 1. `fieldData.datatype` (a custom field property, case-insensitive): `"date"` gives
 *    `"date"`, `"time"` gives `"time"`, and `"datetime"`, `"datetime-local"` or
 *    `"timestamp"` give `"datetime"`;
 * 2. otherwise `fieldData.inputType`: `"date"`, `"time"` and `"datetime-local"` give
 *    `"date"`, `"time"` and `"datetime"`;
 * 3. otherwise the field is not temporal and `null` is returned.
 *
 * `formatQuery` only passes `fieldData` to rule processors when its `fields` option is
 * set, so pass the same `fields` you give to `QueryBuilder`.
 *
 * @param fieldData - The field definition (`opts.fieldData` inside a rule processor).
 * @returns The kind of temporal value, or `null` if the field is not temporal.
 *
 * @example
 * ```ts
 * getDateTimeKind({ name: 'birthday', value: 'birthday', label: 'Birthday', inputType: 'date' });
 * // 'date'
 * getDateTimeKind({ name: 'created', value: 'created', label: 'Created', datatype: 'timestamp' });
 * // 'datetime'
 * ```
 *
 * @group Helpers
 */
export const getDateTimeKind = (
  fieldData?: Partial<FullField> | Record<string, unknown> | null
): DateTimeKind | null => {
  if (!fieldData || typeof fieldData !== 'object') return null;
  const { datatype, inputType } = fieldData as { datatype?: unknown; inputType?: unknown };
  if (typeof datatype === 'string') {
    const kind = datetimeDatatypes[datatype.toLowerCase()];
    if (kind) return kind;
  }
  if (typeof inputType === 'string') {
    const kind = datetimeInputTypes[inputType.toLowerCase()];
    if (kind) return kind;
  }
  return null;
};

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysInMonth = (y: number, m: number) =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

const isoDateTimeRegex =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:\s*([Zz]|[+-]\d{2}(?::?\d{2})?))?)?$/;
const timeRegex = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

const validTime = (h: number, min: number, s: number) =>
  h >= 0 && h <= 23 && min >= 0 && min <= 59 && s >= 0 && s <= 59;

/**
 * Validates and normalises an ISO 8601-like date or date-time string.
 *
 * Accepted: `YYYY-MM-DD`, optionally followed by `T` (or a space) and `HH:mm`,
 * `HH:mm:ss` or `HH:mm:ss.fff` (any number of fraction digits, truncated to
 * milliseconds), optionally followed by `Z` or an offset (`+05:30`, `+0530`, `+05`).
 * The date must exist in the calendar (no February 30th), hours must be 0-23 and
 * minutes/seconds 0-59.
 *
 * @param value - The string to check (leading/trailing whitespace is ignored).
 * @returns `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm:ss.SSS`, `YYYY-MM-DDTHH:mm:ss.SSSZ` or
 * `YYYY-MM-DDTHH:mm:ss.SSS±HH:mm`; `null` if the string is not a valid date.
 *
 * @example
 * ```ts
 * normalizeDateTimeString('2024-03-10 14:30');      // '2024-03-10T14:30:00.000'
 * normalizeDateTimeString('2024-03-10T14:30+0530'); // '2024-03-10T14:30:00.000+05:30'
 * normalizeDateTimeString('2023-02-29');            // null
 * ```
 *
 * @group Helpers
 */
export const normalizeDateTimeString = (value: string): string | null => {
  const match = isoDateTimeRegex.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00', frac = '', offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const date = `${y}-${mo}-${d}`;
  if (h === undefined) return date;
  if (!validTime(Number(h), Number(mi), Number(s))) return null;
  const ms = frac.padEnd(3, '0').slice(0, 3);
  let zone = '';
  if (offset) {
    if (offset.toUpperCase() === 'Z') {
      zone = 'Z';
    } else {
      const digits = offset.slice(1).replace(':', '');
      const oh = digits.slice(0, 2);
      const om = digits.slice(2, 4) || '00';
      if (Number(oh) > 23 || Number(om) > 59) return null;
      zone = `${offset[0]}${oh}:${om}`;
    }
  }
  return `${date}T${h}:${mi}:${s}.${ms}${zone}`;
};

/**
 * Validates and normalises a time-of-day string (`HH:mm`, `HH:mm:ss` or
 * `HH:mm:ss.fff`, 24-hour clock).
 *
 * @param value - The string to check (leading/trailing whitespace is ignored).
 * @returns The time as `HH:mm:ss` (fractions of a second are dropped), or `null`.
 *
 * @example
 * ```ts
 * normalizeTimeString('9:30');  // null (two-digit hours are required)
 * normalizeTimeString('09:30'); // '09:30:00'
 * ```
 *
 * @group Helpers
 */
export const normalizeTimeString = (value: string): string | null => {
  const match = timeRegex.exec(value.trim());
  if (!match) return null;
  const [, h, mi, s = '00'] = match;
  return validTime(Number(h), Number(mi), Number(s)) ? `${h}:${mi}:${s}` : null;
};

/**
 * Converts one rule value (or one record value) to the canonical string for its kind:
 *
 * - `"date"`: `YYYY-MM-DD`, the calendar date in local time;
 * - `"time"`: `HH:mm:ss`, the local time of day;
 * - `"datetime"`: `YYYY-MM-DDTHH:mm:ss.SSSZ`, the instant in UTC.
 *
 * Strings without an offset are wall-clock values in the local time zone of the
 * JavaScript runtime (as produced by `<input type="date|time|datetime-local">`);
 * strings with `Z` or an offset, `Date` objects and epoch milliseconds are exact
 * instants. A date-only string for a `"datetime"` field means local midnight. For
 * `"time"` fields, `HH:mm[:ss]` strings are taken as they are; full dates are reduced to
 * their local time of day.
 *
 * Canonical strings of the same kind sort chronologically as plain strings. This
 * function never throws.
 *
 * @param api - The date library adapter.
 * @param value - A string, `Date`, number (epoch ms) or library date object.
 * @param kind - The kind of the field the value belongs to.
 * @returns The canonical string, or `null` if the value is empty or not a valid
 * date/time.
 *
 * @example
 * ```ts
 * // with process.env.TZ = 'America/New_York'
 * normalizeDateTimeValue(rqbJsDateAPI, '2024-03-10T02:30', 'datetime');
 * // '2024-03-10T07:30:00.000Z' (02:30 does not exist that night; clocks jump to 03:30 EDT)
 * normalizeDateTimeValue(rqbJsDateAPI, '2024-03-10T02:30:00Z', 'date');
 * // '2024-03-09' (still the 9th in New York)
 * ```
 *
 * @group Helpers
 */
export const normalizeDateTimeValue = <D>(
  api: RQBDateTimeLibraryAPI<D>,
  value: unknown,
  kind: DateTimeKind
): string | null => {
  if (value === null || value === undefined) return null;
  let input: unknown = value;
  if (typeof value === 'string') {
    if (kind === 'time') {
      const time = normalizeTimeString(value);
      if (time) return time;
    }
    const normalized = normalizeDateTimeString(value);
    if (!normalized) return null;
    input = normalized;
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
  } else if (typeof value !== 'object') {
    return null;
  }
  try {
    const date = api.parse(input);
    if (date === null || date === undefined || !api.isValid(date)) return null;
    const result =
      kind === 'date'
        ? api.toISODateString(date)
        : kind === 'time'
          ? api.toISOTimeString(date)
          : api.toISOStringUTC(date);
    return typeof result === 'string' && result ? result : null;
  } catch {
    return null;
  }
};

const operatorMap: Record<string, DateTimeOperator> = {
  '=': '=',
  '==': '=',
  '!=': '!=',
  '<>': '!=',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
  between: 'between',
  notbetween: 'notbetween',
  in: 'in',
  notin: 'notin',
};

/**
 * Maps an operator name to the {@link DateTimeOperator} the processors handle
 * (case-insensitive; `==` and `<>` are accepted as aliases of `=` and `!=`).
 *
 * @param operator - The rule's operator.
 * @returns The normalised operator, or `null` if date/time processing does not apply
 * (e.g. `null`, `notNull`, `contains`).
 *
 * @group Helpers
 */
export const getDateTimeOperator = (operator: string): DateTimeOperator | null =>
  operatorMap[`${operator}`.toLowerCase()] ?? null;

const asList = (value: unknown, keepEmpty: boolean): unknown[] => {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : value === null || value === undefined
        ? []
        : [value];
  const trimmed = list.map(v => (typeof v === 'string' ? v.trim() : v));
  return keepEmpty ? trimmed : trimmed.filter(v => v !== '' && v !== null && v !== undefined);
};

/**
 * Examines a rule the way every processor of this package does.
 *
 * A rule is a date/time comparison when its field is temporal (see
 * {@link getDateTimeKind}), its `valueSource` is `"value"` (or unset), it is not a
 * match-mode (subquery) rule and its operator is one of `=`, `!=`, `<`, `<=`, `>`, `>=`,
 * `between`, `notBetween`, `in` or `notIn`. Its value is then normalised with
 * {@link normalizeDateTimeValue}:
 *
 * - relational operators need exactly one value;
 * - `between`/`notBetween` use the first two values of an array or of a comma-separated
 *   string; both must be valid. They are put in ascending order unless
 *   `opts.preserveValueOrder` is `true`;
 * - `in`/`notIn` take an array or a comma-separated string; empty items are ignored,
 *   at least one item must remain and every item must be valid.
 *
 * @param api - The date library adapter.
 * @param rule - The rule being processed.
 * @param opts - The options `formatQuery` passed to the rule processor.
 * @returns The analysis (see {@link DateTimeRuleAnalysis}).
 *
 * @group Helpers
 */
export const analyzeDateTimeRule = <D>(
  api: RQBDateTimeLibraryAPI<D>,
  rule: RuleType,
  opts?: ValueProcessorOptions
): DateTimeRuleAnalysis => {
  const kind = getDateTimeKind(opts?.fieldData);
  const operator = getDateTimeOperator(rule.operator);
  if (!kind || !operator || (rule.valueSource ?? 'value') !== 'value' || rule.match) {
    return { type: 'not-datetime' };
  }
  const invalid: DateTimeRuleAnalysis = { type: 'invalid', kind };
  const normalize = (v: unknown) => normalizeDateTimeValue(api, v, kind);

  if (operator === 'between' || operator === 'notbetween') {
    const raw = asList(rule.value, true);
    if (raw.length < 2) return invalid;
    const values = raw.slice(0, 2).map(v => normalize(v));
    if (values[0] === null || values[1] === null) return invalid;
    const pair = values as [string, string];
    if (!opts?.preserveValueOrder && pair[0] > pair[1]) pair.reverse();
    return { type: 'valid', kind, operator, values: pair };
  }

  if (operator === 'in' || operator === 'notin') {
    const raw = asList(rule.value, false);
    if (raw.length === 0) return invalid;
    const values = raw.map(v => normalize(v));
    if (values.some(v => v === null)) return invalid;
    return { type: 'valid', kind, operator, values: values as string[] };
  }

  const single = Array.isArray(rule.value)
    ? rule.value.length === 1
      ? rule.value[0]
      : undefined
    : rule.value;
  const value = normalize(single);
  return value === null ? invalid : { type: 'valid', kind, operator, values: [value] };
};

/**
 * Turns a canonical value into the text used inside SQL literals and SQL parameters:
 * dates and times are unchanged, date-times become `YYYY-MM-DD HH:mm:ss.SSS` (UTC).
 *
 * @param canonical - A canonical string from {@link normalizeDateTimeValue}.
 * @param kind - Its kind.
 * @returns The SQL text.
 *
 * @group Helpers
 */
export const toSQLDateTimeText = (canonical: string, kind: DateTimeKind): string =>
  kind === 'datetime' ? `${canonical.slice(0, 10)} ${canonical.slice(11, 23)}` : canonical;

/**
 * Builds a typed SQL literal for a canonical value.
 *
 * | dialect      | date                          | time                               | datetime (UTC)                                          |
 * | ------------ | ----------------------------- | ---------------------------------- | ------------------------------------------------------- |
 * | `ansi`       | `DATE '2024-03-10'`           | `TIME '14:30:00'`                  | `TIMESTAMP '2024-03-10 07:30:00.000'`                   |
 * | `sqlite`     | `'2024-03-10'`                | `'14:30:00'`                       | `'2024-03-10 07:30:00.000'`                             |
 * | `postgresql` | `'2024-03-10'::date`          | `'14:30:00'::time`                 | `'2024-03-10 07:30:00.000+00'::timestamptz`             |
 * | `mysql`      | `CAST('2024-03-10' AS DATE)`  | `CAST('14:30:00' AS TIME)`         | `CAST('2024-03-10 07:30:00.000' AS DATETIME(3))`        |
 * | `mssql`      | `CAST('2024-03-10' AS DATE)`  | `CAST('14:30:00' AS TIME)`         | `CAST('2024-03-10 07:30:00.000' AS DATETIME2)`          |
 * | `oracle`     | `DATE '2024-03-10'`           | `INTERVAL '14:30:00' HOUR TO SECOND` | `TIMESTAMP '2024-03-10 07:30:00.000'`                 |
 *
 * SQLite has no date types: the literals are plain strings, to be compared with text
 * columns holding the same formats (`YYYY-MM-DD`, `HH:MM:SS`, and UTC
 * `YYYY-MM-DD HH:MM:SS.SSS` as produced by `strftime('%Y-%m-%d %H:%M:%f')`).
 *
 * @param canonical - A canonical string from {@link normalizeDateTimeValue}.
 * @param kind - Its kind.
 * @param dialect - The SQL dialect.
 * @returns The SQL literal.
 *
 * @group Helpers
 */
export const getDateTimeSQLLiteral = (
  canonical: string,
  kind: DateTimeKind,
  dialect: DateTimeSQLDialect
): string => {
  const text = toSQLDateTimeText(canonical, kind);
  switch (dialect) {
    case 'sqlite':
      return `'${text}'`;
    case 'postgresql':
      return kind === 'datetime'
        ? `'${text}+00'::timestamptz`
        : `'${text}'::${kind === 'date' ? 'date' : 'time'}`;
    case 'mysql':
      return `CAST('${text}' AS ${kind === 'date' ? 'DATE' : kind === 'time' ? 'TIME' : 'DATETIME(3)'})`;
    case 'mssql':
      return `CAST('${text}' AS ${kind === 'date' ? 'DATE' : kind === 'time' ? 'TIME' : 'DATETIME2'})`;
    case 'oracle':
      return kind === 'date'
        ? `DATE '${text}'`
        : kind === 'time'
          ? `INTERVAL '${text}' HOUR TO SECOND`
          : `TIMESTAMP '${text}'`;
    default:
      return `${kind === 'date' ? 'DATE' : kind === 'time' ? 'TIME' : 'TIMESTAMP'} '${text}'`;
  }
};

/**
 * Maps the `preset` option of `formatQuery` to a {@link DateTimeSQLDialect}.
 *
 * @param preset - The preset (`"ansi"`, `"sqlite"`, `"postgresql"`, `"mysql"`, `"mssql"`
 * or `"oracle"`); anything else gives `"ansi"`.
 * @returns The dialect.
 *
 * @group Helpers
 */
export const getDateTimeSQLDialect = (preset?: string): DateTimeSQLDialect => {
  switch (preset) {
    case 'sqlite':
    case 'postgresql':
    case 'mysql':
    case 'mssql':
    case 'oracle':
      return preset;
    default:
      return 'ansi';
  }
};
