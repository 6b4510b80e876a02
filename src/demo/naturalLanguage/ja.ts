import type { NaturalLanguage } from './types';

/**
 * Japanese, subject-object-verb: 「年齢が 28 より大きい」. The subject takes が; the particle
 * after the value depends on the operator (で始まる, より大きい, である), so it is part of each
 * operator's phrase. Rules are joined with 「、かつ」/「、または」.
 */
export const japanese: NaturalLanguage = {
  id: 'ja',
  label: '日本語',
  lang: 'ja',
  wordOrder: 'SOV',
  operatorMap: {
    '=': ['である', 'の値と等しい'],
    '!=': ['ではない', 'の値と等しくない'],
    '<': ['より小さい', 'の値より小さい'],
    '>': ['より大きい', 'の値より大きい'],
    '<=': ['以下である', 'の値以下である'],
    '>=': ['以上である', 'の値以上である'],
    contains: ['を含む', 'の値を含む'],
    beginsWith: ['で始まる', 'の値で始まる'],
    endsWith: ['で終わる', 'の値で終わる'],
    doesNotContain: ['を含まない', 'の値を含まない'],
    doesNotBeginWith: ['で始まらない', 'の値で始まらない'],
    doesNotEndWith: ['で終わらない', 'の値で終わらない'],
    null: '空である',
    notNull: '空ではない',
    in: ['のいずれかである', 'の値のいずれかである'],
    notIn: ['のいずれでもない', 'の値のいずれでもない'],
    between: ['の範囲内である', 'の値の範囲内である'],
    notBetween: ['の範囲外である', 'の値の範囲外である'],
  },
  translations: {
    and: 'かつ',
    or: 'または',
    true: '真',
    false: '偽',
    betweenAnd: 'から',
    afterSubject: 'が ',
    afterObject: ' ',
    ruleSeparator: '、',
    listSeparator: '、',
    groupPrefix: '',
    groupSuffix: '',
    groupSuffix_not: 'ではない',
    groupPrefix_xor: '',
    groupSuffix_xor: 'のうち、ちょうど一つが成り立つ',
    groupPrefix_not_xor: '',
    groupSuffix_not_xor: 'のうち、成り立つものが一つではない',
  },
  fieldLabels: {
    firstName: '名',
    lastName: '姓',
    age: '年齢',
    email: 'メールアドレス',
    birthDate: '生年月日',
    instrument: '主な楽器',
    otherInstruments: 'その他の楽器',
    isTouring: 'ツアー中',
    venue: '希望の会場',
    biography: '経歴',
    hasRecordDeal: 'レコード契約',
  },
};
