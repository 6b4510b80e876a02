import { createRequire } from 'node:module';
import jsonLogic from 'json-logic-js';
import jsonata from 'jsonata';
import type { ExportFormat, Field, FormatQueryOptions, RuleGroupType, RuleProcessor, RuleType } from 'react-querybuilder';
import { formatQuery } from 'react-querybuilder';
import { formatQuery as formatQueryEntry } from 'react-querybuilder/formatQuery';
import initSqlJs from 'sql.js';
import type { Database } from 'sql.js';
import dayjs from 'dayjs';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import * as dateFnsEntry from './date-fns';
import * as dayjsEntry from './dayjs';
import * as jsDateEntry from './jsdate';
import * as luxonEntry from './luxon';
import {
  createDateTimeProcessors,
  getDateTimeKind,
  normalizeDateTimeString,
  normalizeTimeString,
  type DateTimeProcessors,
} from './index';

// Every expectation below assumes this zone: DST starts 2024-03-10 02:00 (clocks jump to
// 03:00) and ends 2024-11-03 02:00 (01:00-01:59 happens twice).
process.env.TZ = 'America/New_York';

/** [name, entry point, factory of the library's own date object from an ISO string] */
const adapters: [string, DateTimeProcessors, (iso: string) => unknown][] = [
  ['date-fns', dateFnsEntry, iso => new Date(iso)],
  ['dayjs', dayjsEntry, iso => dayjs(iso)],
  ['jsdate', jsDateEntry, iso => new Date(iso)],
  ['luxon', luxonEntry, iso => DateTime.fromISO(iso)],
];

const fields: Field[] = [
  { name: 'day', label: 'Day', inputType: 'date' },
  { name: 'at', label: 'At', inputType: 'datetime-local' },
  { name: 'tm', label: 'Time', inputType: 'time' },
  { name: 'created', label: 'Created', datatype: 'timestamp' },
  { name: 'name', label: 'Name' },
];

const q = (...rules: (RuleType | RuleGroupType)[]): RuleGroupType => ({ combinator: 'and', rules });
const r = (field: string, operator: string, value?: unknown, extra?: Partial<RuleType>): RuleType => ({
  field,
  operator,
  value,
  ...extra,
});

/** [title, rule, expected ANSI SQL; `null` = the rule is dropped] */
const sqlCases: [string, RuleType, string | null][] = [
  // dates
  ['date =', r('day', '=', '2024-03-10'), `day = DATE '2024-03-10'`],
  ['date !=', r('day', '!=', '2024-03-10'), `day != DATE '2024-03-10'`],
  ['date <', r('day', '<', '2024-03-10'), `day < DATE '2024-03-10'`],
  ['date <=', r('day', '<=', '2024-03-10'), `day <= DATE '2024-03-10'`],
  ['date >', r('day', '>', '2024-03-10'), `day > DATE '2024-03-10'`],
  ['date >=', r('day', '>=', '2024-03-10'), `day >= DATE '2024-03-10'`],
  ['date between (array)', r('day', 'between', ['2024-03-01', '2024-03-31']), `day between DATE '2024-03-01' and DATE '2024-03-31'`],
  ['date between (reversed string)', r('day', 'between', '2024-03-31, 2024-03-01'), `day between DATE '2024-03-01' and DATE '2024-03-31'`],
  ['date notBetween', r('day', 'notBetween', '2024-03-01,2024-03-31'), `day not between DATE '2024-03-01' and DATE '2024-03-31'`],
  ['date in', r('day', 'in', '2024-03-10, 2024-11-03'), `day in (DATE '2024-03-10', DATE '2024-11-03')`],
  ['date notIn', r('day', 'notIn', ['2024-03-10', '2024-11-03']), `day not in (DATE '2024-03-10', DATE '2024-11-03')`],
  ['date null', r('day', 'null', null), `day is null`],
  ['date notNull', r('day', 'notNull', null), `day is not null`],
  ['date from Date object (local calendar day)', r('day', '=', new Date(2024, 2, 10)), `day = DATE '2024-03-10'`],
  ['date from UTC instant (still the 9th in New York)', r('day', '=', '2024-03-10T02:30:00Z'), `day = DATE '2024-03-09'`],
  ['date from leap day', r('day', '=', '2024-02-29'), `day = DATE '2024-02-29'`],
  ['invalid date: Feb 30', r('day', '=', '2024-02-30'), null],
  ['invalid date: Feb 29 in a common year', r('day', '=', '2023-02-29'), null],
  ['invalid date: month 13', r('day', '<', '2024-13-01'), null],
  ['invalid date: text', r('day', '>', 'not a date'), null],
  ['invalid date: empty', r('day', '=', ''), null],
  ['invalid date: two values for =', r('day', '=', ['2024-03-10', '2024-03-11']), null],
  ['invalid between: one value', r('day', 'between', '2024-03-10'), null],
  ['invalid between: second value empty', r('day', 'between', '2024-03-10,'), null],
  ['invalid between: second value bad', r('day', 'between', ['2024-03-10', '2024-04-31']), null],
  ['invalid in: one bad item', r('day', 'in', '2024-03-10, nope'), null],
  ['invalid in: empty list', r('day', 'in', []), null],
  // date-times (rendered in UTC)
  ['datetime in the DST gap moves forward', r('at', '=', '2024-03-10T02:30'), `at = TIMESTAMP '2024-03-10 07:30:00.000'`],
  ['datetime repeated at DST end takes the first occurrence', r('at', '>', '2024-11-03T01:30'), `at > TIMESTAMP '2024-11-03 05:30:00.000'`],
  ['datetime with explicit offset (second occurrence)', r('at', '=', '2024-11-03T01:30-05:00'), `at = TIMESTAMP '2024-11-03 06:30:00.000'`],
  ['datetime in UTC', r('at', '<', '2024-03-10T02:30:00Z'), `at < TIMESTAMP '2024-03-10 02:30:00.000'`],
  ['datetime local summer time, space separator', r('at', '>=', '2024-07-01 12:00'), `at >= TIMESTAMP '2024-07-01 16:00:00.000'`],
  ['datetime local winter time', r('at', '<=', '2024-01-15T12:00:00'), `at <= TIMESTAMP '2024-01-15 17:00:00.000'`],
  ['datetime with +05:30 offset', r('at', '!=', '2024-01-15T12:00:00+05:30'), `at != TIMESTAMP '2024-01-15 06:30:00.000'`],
  ['datetime fractional seconds truncated to ms', r('at', '=', '2024-06-01T08:00:00.123456Z'), `at = TIMESTAMP '2024-06-01 08:00:00.123'`],
  ['datetime between local midnights across DST start', r('at', 'between', ['2024-03-10', '2024-03-11']), `at between TIMESTAMP '2024-03-10 05:00:00.000' and TIMESTAMP '2024-03-11 04:00:00.000'`],
  ['datetime notBetween', r('at', 'notBetween', '2024-11-03T00:00,2024-11-03T03:00'), `at not between TIMESTAMP '2024-11-03 04:00:00.000' and TIMESTAMP '2024-11-03 08:00:00.000'`],
  ['datetime in with Date and epoch ms (datatype field)', r('created', 'in', [new Date(Date.UTC(2024, 0, 1)), Date.UTC(2024, 6, 4, 12)]), `created in (TIMESTAMP '2024-01-01 00:00:00.000', TIMESTAMP '2024-07-04 12:00:00.000')`],
  ['datetime notIn', r('at', 'notIn', ['2024-03-10T02:30:00Z']), `at not in (TIMESTAMP '2024-03-10 02:30:00.000')`],
  ['invalid datetime: hour 24', r('at', '=', '2024-03-10T24:00'), null],
  ['invalid datetime: minute 60', r('at', '=', '2024-03-10T12:60'), null],
  ['invalid datetime: offset out of range', r('at', '=', '2024-03-10T12:00+25:00'), null],
  ['invalid datetime: Invalid Date object', r('at', '=', new Date('nope')), null],
  ['invalid datetime: NaN', r('at', '=', Number.NaN), null],
  ['invalid datetime: boolean', r('at', '=', true), null],
  // times
  ['time =', r('tm', '=', '14:30'), `tm = TIME '14:30:00'`],
  ['time between (reversed)', r('tm', 'between', '18:00,09:00'), `tm between TIME '09:00:00' and TIME '18:00:00'`],
  ['time in', r('tm', 'in', ['08:00', '12:30:15.5']), `tm in (TIME '08:00:00', TIME '12:30:15')`],
  ['time from a UTC instant (local time of day)', r('tm', '>', '2024-03-10T14:30:00Z'), `tm > TIME '10:30:00'`],
  ['invalid time: 25:00', r('tm', '=', '25:00'), null],
  ['invalid time: single-digit hour', r('tm', '=', '9:30'), null],
  // not date/time: default processor
  ['text field', r('name', '=', 'x'), `name = 'x'`],
  ['field-to-field comparison', r('day', '>', 'at', { valueSource: 'field' }), `day > at`],
  ['substring operator on a date field', r('day', 'contains', '2024'), `day like '%2024%'`],
];

describe('timezone of the test run', () => {
  it('is America/New_York', () => {
    expect(new Date(2024, 2, 10, 2, 30).toISOString()).toBe('2024-03-10T07:30:00.000Z');
    expect(new Date(2024, 10, 3, 1, 30).toISOString()).toBe('2024-11-03T05:30:00.000Z');
  });
});

describe('helpers', () => {
  it('getDateTimeKind follows datatype, then inputType', () => {
    expect(getDateTimeKind({ datatype: 'DATE' })).toBe('date');
    expect(getDateTimeKind({ datatype: 'timestamp', inputType: 'text' })).toBe('datetime');
    expect(getDateTimeKind({ datatype: 'time' })).toBe('time');
    expect(getDateTimeKind({ inputType: 'datetime-local' })).toBe('datetime');
    expect(getDateTimeKind({ datatype: 'string', inputType: 'date' })).toBe('date');
    expect(getDateTimeKind({ inputType: 'text' })).toBeNull();
    expect(getDateTimeKind(undefined)).toBeNull();
  });
  it('normalizeDateTimeString validates and normalises', () => {
    expect(normalizeDateTimeString('2024-03-10')).toBe('2024-03-10');
    expect(normalizeDateTimeString(' 2024-03-10 14:30 ')).toBe('2024-03-10T14:30:00.000');
    expect(normalizeDateTimeString('2024-03-10T14:30:05.5z')).toBe('2024-03-10T14:30:05.500Z');
    expect(normalizeDateTimeString('2024-03-10T14:30+0530')).toBe('2024-03-10T14:30:00.000+05:30');
    expect(normalizeDateTimeString('2024-03-10T14:30-03')).toBe('2024-03-10T14:30:00.000-03:00');
    expect(normalizeDateTimeString('2000-02-29')).toBe('2000-02-29');
    expect(normalizeDateTimeString('1900-02-29')).toBeNull();
    expect(normalizeDateTimeString('2024-04-31')).toBeNull();
    expect(normalizeDateTimeString('2024-03-10Z')).toBeNull();
    expect(normalizeDateTimeString('20240310')).toBeNull();
  });
  it('normalizeTimeString validates and normalises', () => {
    expect(normalizeTimeString('00:00')).toBe('00:00:00');
    expect(normalizeTimeString('23:59:59.999')).toBe('23:59:59');
    expect(normalizeTimeString('24:00')).toBeNull();
    expect(normalizeTimeString('12:00:60')).toBeNull();
  });
  it('createDateTimeProcessors works with a custom adapter', () => {
    const { datetimeRuleProcessorSQL } = createDateTimeProcessors<Date>({
      parse: v => (typeof v === 'string' ? new Date(`${v.length === 10 ? `${v}T00:00:00.000` : v}`) : null),
      isValid: d => !Number.isNaN(d.getTime()),
      toISOStringUTC: d => d.toISOString(),
      toISODateString: () => '2000-01-01',
      toISOTimeString: () => '00:00:00',
    });
    expect(formatQuery(q(r('day', '=', '2024-03-10')), { format: 'sql', fields, ruleProcessor: datetimeRuleProcessorSQL })).toBe(
      `(day = DATE '2000-01-01')`
    );
  });
});

describe.each(adapters)('%s adapter', (_name, p) => {
  describe('ANSI SQL', () => {
    it.each(sqlCases)('%s', (_title, rule, expected) => {
      const sql = formatQuery(q(rule), { format: 'sql', fields, ruleProcessor: p.datetimeRuleProcessorSQL });
      expect(sql).toBe(expected === null ? '(1 = 1)' : `(${expected})`);
    });
  });

  describe('never throws on odd values', () => {
    const oddValues: unknown[] = [undefined, null, {}, [], [[]], Symbol('x'), () => 0, 10n, Infinity, '2024-03-10T', {valueOf: () => { throw new Error('boom') }}];
    const formats = ['sql', 'parameterized', 'parameterized_named', 'mongodb_query', 'cel', 'spel', 'jsonata', 'jsonlogic', 'natural_language', 'elasticsearch'] as const;
    const processorFor = {
      sql: p.datetimeRuleProcessorSQL,
      parameterized: p.datetimeRuleProcessorParameterized,
      parameterized_named: p.datetimeRuleProcessorParameterized,
      mongodb_query: p.datetimeRuleProcessorMongoDBQuery,
      cel: p.datetimeRuleProcessorCEL,
      spel: p.datetimeRuleProcessorSpEL,
      jsonata: p.datetimeRuleProcessorJSONata,
      jsonlogic: p.datetimeRuleProcessorJsonLogic,
      natural_language: p.datetimeRuleProcessorNL,
      elasticsearch: p.datetimeRuleProcessorElasticSearch,
    };
    it.each(formats)('%s', format => {
      for (const value of oddValues) {
        for (const field of ['day', 'at', 'tm']) {
          for (const operator of ['=', 'between', 'in']) {
            expect(() =>
              formatQuery(q(r(field, operator, value)), { format, fields, ruleProcessor: processorFor[format] })
            ).not.toThrow();
          }
        }
      }
    });
  });

  describe('SQL dialects', () => {
    const query = q(
      r('day', 'between', ['2024-03-01', '2024-03-31']),
      r('tm', '=', '14:30'),
      r('at', 'in', ['2024-03-10T02:30'])
    );
    it.each([
      ['ansi', `(day between DATE '2024-03-01' and DATE '2024-03-31' and tm = TIME '14:30:00' and at in (TIMESTAMP '2024-03-10 07:30:00.000'))`],
      ['sqlite', `(day between '2024-03-01' and '2024-03-31' and tm = '14:30:00' and at in ('2024-03-10 07:30:00.000'))`],
      ['postgresql', `("day" between '2024-03-01'::date and '2024-03-31'::date and "tm" = '14:30:00'::time and "at" in ('2024-03-10 07:30:00.000+00'::timestamptz))`],
      ['mysql', `(day between CAST('2024-03-01' AS DATE) and CAST('2024-03-31' AS DATE) and tm = CAST('14:30:00' AS TIME) and at in (CAST('2024-03-10 07:30:00.000' AS DATETIME(3))))`],
      ['mssql', `([day] between CAST('2024-03-01' AS DATE) and CAST('2024-03-31' AS DATE) and [tm] = CAST('14:30:00' AS TIME) and [at] in (CAST('2024-03-10 07:30:00.000' AS DATETIME2)))`],
      ['oracle', `(day between DATE '2024-03-01' and DATE '2024-03-31' and tm = INTERVAL '14:30:00' HOUR TO SECOND and at in (TIMESTAMP '2024-03-10 07:30:00.000'))`],
    ] as const)('preset %s', (preset, expected) => {
      expect(formatQuery(query, { format: 'sql', preset, fields, ruleProcessor: p.datetimeRuleProcessorSQL })).toBe(expected);
    });

    it('value processors can be used on their own', () => {
      const single = q(r('day', '>=', '2024-03-10'), r('name', '=', "O'Brien"));
      const vp = {
        ANSI: [p.datetimeValueProcessorANSI, `DATE '2024-03-10'`],
        MSSQL: [p.datetimeValueProcessorMSSQL, `CAST('2024-03-10' AS DATE)`],
        MySQL: [p.datetimeValueProcessorMySQL, `CAST('2024-03-10' AS DATE)`],
        Oracle: [p.datetimeValueProcessorOracle, `DATE '2024-03-10'`],
        PostgreSQL: [p.datetimeValueProcessorPostgreSQL, `'2024-03-10'::date`],
        SQLite: [p.datetimeValueProcessorSQLite, `'2024-03-10'`],
      } as const;
      for (const [valueProcessor, literal] of Object.values(vp)) {
        expect(formatQuery(single, { format: 'sql', fields, valueProcessor })).toBe(
          `(day >= ${literal} and name = 'O''Brien')`
        );
      }
    });

    it('a custom valueProcessor wins over the preset', () => {
      expect(
        formatQuery(q(r('day', '=', '2024-03-10')), {
          format: 'sql',
          preset: 'postgresql',
          fields,
          ruleProcessor: p.datetimeRuleProcessorSQL,
          valueProcessor: p.datetimeValueProcessorMSSQL,
        })
      ).toBe(`("day" = CAST('2024-03-10' AS DATE))`);
    });

    it('other custom valueProcessors only apply to rules that are not date/time', () => {
      expect(
        formatQuery(q(r('day', '=', '2024-03-10'), r('name', '=', 'x')), {
          format: 'sql',
          fields,
          ruleProcessor: p.datetimeRuleProcessorSQL,
          valueProcessor: () => `'custom'`,
        })
      ).toBe(`(day = DATE '2024-03-10' and name = 'custom')`);
    });

    it('works with formatQuery from the react-querybuilder/formatQuery entry point', () => {
      const query = q(r('day', '=', '2024-03-10'), r('tm', 'in', '08:00'));
      expect(formatQueryEntry(query, { format: 'sql', fields, ruleProcessor: p.datetimeRuleProcessorSQL })).toBe(
        `(day = DATE '2024-03-10' and tm in (TIME '08:00:00'))`
      );
      expect(
        formatQueryEntry(query, { format: 'natural_language', fields, ruleProcessor: p.datetimeRuleProcessorNL })
      ).toBe(`Day is on '2024-03-10', and Time is at '08:00:00'`);
    });

    it('honours preserveValueOrder', () => {
      expect(
        formatQuery(q(r('day', 'between', '2024-03-31,2024-03-01')), {
          format: 'sql',
          fields,
          preserveValueOrder: true,
          ruleProcessor: p.datetimeRuleProcessorSQL,
        })
      ).toBe(`(day between DATE '2024-03-31' and DATE '2024-03-01')`);
    });
  });

  describe('other formats', () => {
    const query = q(
      r('day', '=', '2024-03-10'),
      r('at', 'between', ['2024-03-10T02:30', '2024-03-10T01:00']),
      r('tm', 'notIn', '08:00, 09:30'),
      r('created', '<', '2024-11-03T01:30'),
      r('name', '=', 'x'),
      r('day', '>', 'garbage')
    );
    const run = (format: ExportFormat, ruleProcessor: RuleProcessor): unknown =>
      formatQuery(query, { format, fields, ruleProcessor } as FormatQueryOptions);

    it('parameterized', () => {
      expect(run('parameterized', p.datetimeRuleProcessorParameterized)).toEqual({
        sql: '(day = ? and at between ? and ? and tm not in (?, ?) and created < ? and name = ?)',
        params: ['2024-03-10', '2024-03-10 06:00:00.000', '2024-03-10 07:30:00.000', '08:00:00', '09:30:00', '2024-11-03 05:30:00.000', 'x'],
      });
    });
    it('parameterized_named', () => {
      expect(run('parameterized_named', p.datetimeRuleProcessorParameterized)).toEqual({
        sql: '(day = :day_1 and at between :at_1 and :at_2 and tm not in (:tm_1, :tm_2) and created < :created_1 and name = :name_1)',
        params: {
          day_1: '2024-03-10',
          at_1: '2024-03-10 06:00:00.000',
          at_2: '2024-03-10 07:30:00.000',
          tm_1: '08:00:00',
          tm_2: '09:30:00',
          created_1: '2024-11-03 05:30:00.000',
          name_1: 'x',
        },
      });
    });
    it('parameterized (postgresql preset)', () => {
      expect(
        formatQuery(q(r('at', '=', '2024-03-10T02:30'), r('day', 'in', ['2024-03-10'])), {
          format: 'parameterized',
          preset: 'postgresql',
          fields,
          ruleProcessor: p.datetimeRuleProcessorParameterized,
        })
      ).toEqual({ sql: '("at" = $1 and "day" in ($2))', params: ['2024-03-10 07:30:00.000+00', '2024-03-10'] });
    });
    it('mongodb_query', () => {
      expect(run('mongodb_query', p.datetimeRuleProcessorMongoDBQuery)).toEqual({
        $and: [
          { day: new Date('2024-03-10T00:00:00.000Z') },
          { at: { $gte: new Date('2024-03-10T06:00:00.000Z'), $lte: new Date('2024-03-10T07:30:00.000Z') } },
          { tm: { $nin: ['08:00:00', '09:30:00'] } },
          { created: { $lt: new Date('2024-11-03T05:30:00.000Z') } },
          { name: 'x' },
        ],
      });
      expect(
        formatQuery(q(r('day', 'notBetween', ['2024-01-01', '2024-12-31']), r('at', '!=', '2024-01-01T00:00Z')), {
          format: 'mongodb_query',
          fields,
          ruleProcessor: p.datetimeRuleProcessorMongoDBQuery,
        })
      ).toEqual({
        $and: [
          { $or: [{ day: { $lt: new Date('2024-01-01T00:00:00.000Z') } }, { day: { $gt: new Date('2024-12-31T00:00:00.000Z') } }] },
          { at: { $ne: new Date('2024-01-01T00:00:00.000Z') } },
        ],
      });
    });
    it('cel', () => {
      expect(run('cel', p.datetimeRuleProcessorCEL)).toBe(
        'day == timestamp("2024-03-10T00:00:00Z") && (at >= timestamp("2024-03-10T06:00:00.000Z") && at <= timestamp("2024-03-10T07:30:00.000Z")) && !(tm in ["08:00:00", "09:30:00"]) && created < timestamp("2024-11-03T05:30:00.000Z") && name == "x"'
      );
    });
    it('spel', () => {
      expect(run('spel', p.datetimeRuleProcessorSpEL)).toBe(
        "day == T(java.time.LocalDate).parse('2024-03-10') and (at >= T(java.time.Instant).parse('2024-03-10T06:00:00.000Z') and at <= T(java.time.Instant).parse('2024-03-10T07:30:00.000Z')) and !(tm == T(java.time.LocalTime).parse('08:00:00') or tm == T(java.time.LocalTime).parse('09:30:00')) and created < T(java.time.Instant).parse('2024-11-03T05:30:00.000Z') and name == 'x'"
      );
    });
    it('jsonata', () => {
      expect(run('jsonata', p.datetimeRuleProcessorJSONata)).toBe(
        'day = "2024-03-10" and ($toMillis(at) >= $toMillis("2024-03-10T06:00:00.000Z") and $toMillis(at) <= $toMillis("2024-03-10T07:30:00.000Z")) and $not(tm in ["08:00:00", "09:30:00"]) and $toMillis(created) < $toMillis("2024-11-03T05:30:00.000Z") and name = "x"'
      );
    });
    it('jsonlogic', () => {
      expect(run('jsonlogic', p.datetimeRuleProcessorJsonLogic)).toEqual({
        and: [
          { 'datetime==': [{ var: 'day' }, '2024-03-10', 'date'] },
          { datetimeBetween: [{ var: 'at' }, '2024-03-10T06:00:00.000Z', '2024-03-10T07:30:00.000Z', 'datetime'] },
          { datetimeNotIn: [{ var: 'tm' }, ['08:00:00', '09:30:00'], 'time'] },
          { 'datetime<': [{ var: 'created' }, '2024-11-03T05:30:00.000Z', 'datetime'] },
          { '==': [{ var: 'name' }, 'x'] },
        ],
      });
    });
    it('natural_language', () => {
      expect(run('natural_language', p.datetimeRuleProcessorNL)).toBe(
        "Day is on '2024-03-10', and At is between '2024-03-10 06:00:00 UTC' and '2024-03-10 07:30:00 UTC', and Time is not one of ('08:00:00' or '09:30:00'), and Created is before '2024-11-03 05:30:00 UTC', and Name is 'x'"
      );
      expect(
        formatQuery(q(r('day', 'in', ['2024-03-10']), r('tm', '>=', '08:00'), r('at', '=', '2024-01-01T00:00:00.250Z')), {
          format: 'natural_language',
          fields,
          ruleProcessor: p.datetimeRuleProcessorNL,
        })
      ).toBe("Day is on '2024-03-10', and Time is at or after '08:00:00', and At is at '2024-01-01 00:00:00.250 UTC'");
      expect(
        formatQuery(q(r('day', '<', '2024-03-10')), {
          format: 'natural_language',
          fields,
          operatorMap: { '<': 'precedes' },
          ruleProcessor: p.datetimeRuleProcessorNL,
        })
      ).toBe("Day precedes '2024-03-10'");
    });
    it('elasticsearch', () => {
      expect(run('elasticsearch', p.datetimeRuleProcessorElasticSearch)).toEqual({
        bool: {
          must: [
            { term: { day: '2024-03-10' } },
            { range: { at: { gte: '2024-03-10T06:00:00.000Z', lte: '2024-03-10T07:30:00.000Z' } } },
            { bool: { must_not: { terms: { tm: ['08:00:00', '09:30:00'] } } } },
            { range: { created: { lt: '2024-11-03T05:30:00.000Z' } } },
            { term: { name: 'x' } },
          ],
        },
      });
    });

    it('a query holding only invalid dates gives each format’s fallback', () => {
      const bad = q(r('day', '=', '2024-02-30'), r('at', 'between', 'x,y'));
      expect(formatQuery(bad, { format: 'sql', fields, ruleProcessor: p.datetimeRuleProcessorSQL })).toBe('(1 = 1)');
      expect(formatQuery(bad, { format: 'parameterized', fields, ruleProcessor: p.datetimeRuleProcessorParameterized })).toEqual({ sql: '(1 = 1)', params: [] });
      expect(formatQuery(bad, { format: 'mongodb_query', fields, ruleProcessor: p.datetimeRuleProcessorMongoDBQuery })).toEqual({ $and: [{ $expr: true }] });
      expect(formatQuery(bad, { format: 'cel', fields, ruleProcessor: p.datetimeRuleProcessorCEL })).toBe('1 == 1');
      expect(formatQuery(bad, { format: 'spel', fields, ruleProcessor: p.datetimeRuleProcessorSpEL })).toBe('1 == 1');
      expect(formatQuery(bad, { format: 'jsonata', fields, ruleProcessor: p.datetimeRuleProcessorJSONata })).toBe('(1 = 1)');
      expect(formatQuery(bad, { format: 'jsonlogic', fields, ruleProcessor: p.datetimeRuleProcessorJsonLogic })).toBe(false);
      expect(formatQuery(bad, { format: 'natural_language', fields, ruleProcessor: p.datetimeRuleProcessorNL })).toBe('1 is 1');
      expect(formatQuery(bad, { format: 'elasticsearch', fields, ruleProcessor: p.datetimeRuleProcessorElasticSearch })).toEqual({});
    });
  });
});

// ---------------------------------------------------------------------------------------
// Execution: the same queries run on SQLite (sql.js), JsonLogic and JSONata must return
// the same records, whatever the adapter.
// ---------------------------------------------------------------------------------------

interface EventRecord {
  id: number;
  day: string | null;
  at: string | null;
  tm: string | null;
}

const records: EventRecord[] = [
  { id: 1, day: '2024-03-09', at: '2024-03-10T06:59:59.999Z', tm: '08:00:00' },
  { id: 2, day: '2024-03-10', at: '2024-03-10T07:30:00.000Z', tm: '09:00:00' },
  { id: 3, day: '2024-03-11', at: '2024-03-10T07:30:00.001Z', tm: '12:30:15' },
  { id: 4, day: '2024-11-03', at: '2024-11-03T05:30:00.000Z', tm: '18:00:00' },
  { id: 5, day: '2024-11-04', at: '2024-11-03T06:30:00.000Z', tm: '23:59:59' },
  { id: 6, day: null, at: null, tm: null },
];

/** [title, query, ids of the matching records] */
const executionCases: [string, RuleGroupType, number[]][] = [
  ['date =', q(r('day', '=', '2024-03-10')), [2]],
  ['date !=', q(r('day', '!=', '2024-03-10')), [1, 3, 4, 5]],
  ['date <', q(r('day', '<', '2024-03-10')), [1]],
  ['date <=', q(r('day', '<=', '2024-03-10')), [1, 2]],
  ['date >', q(r('day', '>', '2024-11-03')), [5]],
  ['date >=', q(r('day', '>=', '2024-11-03')), [4, 5]],
  ['date between', q(r('day', 'between', '2024-03-10,2024-11-03')), [2, 3, 4]],
  ['date between (reversed)', q(r('day', 'between', ['2024-11-03', '2024-03-10'])), [2, 3, 4]],
  ['date notBetween', q(r('day', 'notBetween', ['2024-03-10', '2024-11-03'])), [1, 5]],
  ['date in', q(r('day', 'in', ['2024-03-09', '2024-11-04'])), [1, 5]],
  ['date notIn', q(r('day', 'notIn', ['2024-03-09', '2024-11-04'])), [2, 3, 4]],
  ['date null', q(r('day', 'null', null)), [6]],
  ['date notNull', q(r('day', 'notNull', null)), [1, 2, 3, 4, 5]],
  ['datetime = local time in the DST gap', q(r('at', '=', '2024-03-10T02:30')), [2]],
  ['datetime > local time in the DST gap', q(r('at', '>', '2024-03-10T02:30')), [3, 4, 5]],
  ['datetime < with offset', q(r('at', '<', '2024-03-10T03:30-04:00')), [1]],
  ['datetime = repeated local time (first occurrence)', q(r('at', '=', '2024-11-03T01:30')), [4]],
  ['datetime = repeated local time (second occurrence, by offset)', q(r('at', '=', '2024-11-03T01:30-05:00')), [5]],
  ['datetime between local midnights', q(r('at', 'between', ['2024-03-10', '2024-03-11'])), [1, 2, 3]],
  ['datetime notBetween local midnights', q(r('at', 'notBetween', ['2024-03-10', '2024-03-11'])), [4, 5]],
  ['datetime in (Date object)', q(r('at', 'in', [new Date('2024-03-10T07:30:00Z')])), [2]],
  ['datetime notIn', q(r('at', 'notIn', ['2024-03-10T07:30:00Z', '2024-11-03T01:30'])), [1, 3, 5]],
  ['time <', q(r('tm', '<', '09:00')), [1]],
  ['time between', q(r('tm', 'between', '09:00,18:00')), [2, 3, 4]],
  ['time in', q(r('tm', 'in', '08:00, 23:59:59')), [1, 5]],
  ['time notIn', q(r('tm', 'notIn', '08:00, 23:59:59')), [2, 3, 4]],
  ['and group', q(r('day', '>=', '2024-03-10'), r('tm', '<', '18:00')), [2, 3]],
  ['or group', { combinator: 'or', rules: [r('day', '=', '2024-03-09'), r('at', '=', '2024-11-03T01:30-05:00')] }, [1, 5]],
  ['invalid rule dropped from a group', q(r('day', '=', '2024-02-30'), r('tm', '=', '09:00')), [2]],
  ['nested group', q(r('tm', '>', '08:00'), { combinator: 'or', rules: [r('day', '<', '2024-03-11'), r('at', '>', '2024-11-03T01:30')] }), [2, 5]],
];

const toSQLiteText = (iso: string | null) => (iso === null ? null : `${iso.slice(0, 10)} ${iso.slice(11, 23)}`);

describe('execution', () => {
  let db: Database;
  beforeAll(async () => {
    const require = createRequire(import.meta.url);
    const wasm = require.resolve('sql.js/dist/sql-wasm.wasm');
    const SQL = await initSqlJs({ locateFile: () => wasm });
    db = new SQL.Database();
    db.run('CREATE TABLE events (id INTEGER PRIMARY KEY, day TEXT, at TEXT, tm TEXT)');
    for (const rec of records) {
      db.run('INSERT INTO events VALUES (?, ?, ?, ?)', [rec.id, rec.day, toSQLiteText(rec.at), rec.tm]);
    }
  });

  const selectIds = (where: string, params: (string | number | null)[] | Record<string, string | number | null> = []) => {
    const result = db.exec(`SELECT id FROM events WHERE ${where} ORDER BY id`, params);
    return result.length ? result[0].values.map(row => row[0] as number) : [];
  };

  describe.each(adapters)('%s adapter', (_name, p, libDate) => {
    beforeAll(() => {
      for (const [name, op] of Object.entries(p.jsonLogicDateTimeOperations)) {
        jsonLogic.add_operation(name, op);
      }
    });

    it.each(executionCases)('SQLite (sql): %s', (_title, query, ids) => {
      const where = formatQuery(query, { format: 'sql', preset: 'sqlite', fields, ruleProcessor: p.datetimeRuleProcessorSQL });
      expect(selectIds(where)).toEqual(ids);
    });

    it.each(executionCases)('SQLite (parameterized_named): %s', (_title, query, ids) => {
      const { sql, params } = formatQuery(query, {
        format: 'parameterized_named',
        preset: 'sqlite',
        paramPrefix: '$',
        fields,
        ruleProcessor: p.datetimeRuleProcessorParameterized,
      });
      expect(selectIds(sql, params as Record<string, string>)).toEqual(ids);
    });

    it.each(executionCases)('JsonLogic: %s', (_title, query, ids) => {
      const logic = formatQuery(query, { format: 'jsonlogic', fields, ruleProcessor: p.datetimeRuleProcessorJsonLogic });
      // Records are handed over with real Date objects for `at`, to show that operands
      // need not be strings.
      const matched = records
        .filter(rec => jsonLogic.apply(logic, { ...rec, at: rec.at === null ? null : new Date(rec.at) }))
        .map(rec => rec.id);
      expect(matched).toEqual(ids);
    });

    it.each(executionCases)('JSONata: %s', async (_title, query, ids) => {
      const expr = formatQuery(query, { format: 'jsonata', fields, ruleProcessor: p.datetimeRuleProcessorJSONata });
      const compiled = jsonata(expr);
      const matched: number[] = [];
      // JSONata has no null-propagation like SQL, so the all-null record 6 is left out.
      for (const rec of records.filter(rec => rec.id !== 6)) {
        if (await compiled.evaluate(rec)) matched.push(rec.id);
      }
      expect(matched).toEqual(ids.filter(id => id !== 6));
    });

    it('JsonLogic operations accept library objects and reject invalid operands', () => {
      const ops = p.jsonLogicDateTimeOperations;
      expect(ops['datetime=='](libDate('2024-03-10T12:00:00Z'), '2024-03-10T12:00:00.000Z', 'datetime')).toBe(true);
      expect(ops['datetime<'](libDate('2024-03-10T12:00:00Z'), '2024-03-11', 'date')).toBe(true);
      expect(ops['datetime=='](libDate('2024-03-10T03:00:00Z'), '2024-03-09', 'date')).toBe(true);
      expect(ops['datetime=='](libDate('2024-03-10T03:00:00Z'), '22:00:00', 'time')).toBe(true);
      expect(ops['datetime!=']('garbage', '2024-03-10', 'date')).toBe(false);
      expect(ops.datetimeNotBetween(null, '2024-01-01', '2024-12-31', 'date')).toBe(false);
      expect(ops.datetimeNotIn('2024-01-01', ['2024-01-02', 'bad'], 'date')).toBe(false);
      expect(ops.datetimeIn('2024-01-01', [], 'date')).toBe(false);
      expect(ops['datetime>=']('12:00', '12:00:00', 'time')).toBe(true);
      expect(ops['datetime==']('2024-01-01', '2024-01-01', 'unknown-kind')).toBe(false);
    });
  });
});
