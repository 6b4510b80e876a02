import { describe, expect, it } from 'vitest';
import { formatQuery, type RuleGroupType } from 'react-querybuilder';
import { demoFields, demoInitialQuery } from '../fields';
import { fieldsInLanguage, isNaturalLanguageId, naturalLanguageById, naturalLanguages, type NaturalLanguageId } from '.';

/** The export panel's call for a language: the three options and the translated labels. */
const sentence = (id: NaturalLanguageId, query: RuleGroupType = demoInitialQuery) => {
  const language = naturalLanguageById(id);
  return formatQuery(query, {
    format: 'natural_language',
    fields: fieldsInLanguage(demoFields, language),
    parseNumbers: 'strict-limited',
    wordOrder: language.wordOrder,
    // formatQuery 8.24.1 throws on `translations: undefined`, so English passes none.
    ...(language.operatorMap ? { operatorMap: language.operatorMap } : {}),
    ...(language.translations ? { translations: language.translations } : {}),
  });
};

/** Every kind of group and operator the languages word differently. */
const negatedQuery: RuleGroupType = {
  combinator: 'and',
  not: true,
  rules: [
    { field: 'email', operator: 'null', value: '' },
    {
      combinator: 'or',
      not: true,
      rules: [
        { field: 'age', operator: '<=', value: '30' },
        { field: 'venue', operator: 'notIn', value: 'Club,Arena,Theatre' },
      ],
    },
  ],
};

describe('natural-language languages', () => {
  it('English is the library default, so it passes no options besides the word order', () => {
    const english = naturalLanguageById('en');
    expect(english.operatorMap).toBeUndefined();
    expect(english.translations).toBeUndefined();
    expect(sentence('en')).toBe(formatQuery(demoInitialQuery, { format: 'natural_language', fields: demoFields, parseNumbers: 'strict-limited' }));
  });

  it('English reads the default query', () => {
    expect(sentence('en')).toBe(
      "First name starts with 'Ste', and Last name is one of the values ('Vai' or 'Vaughan'), and Age is greater than 28, " +
        "and (Primary instrument is 'Guitar', or Birth date is between '1954-10-03' and '1960-06-06') is true, and Is touring is true"
    );
  });

  it('German reads the default query, without a comma before "und"', () => {
    expect(sentence('de')).toBe(
      "Vorname beginnt mit 'Ste' und Nachname ist einer der Werte ('Vai' oder 'Vaughan') und Alter ist größer als 28 " +
        "und (Hauptinstrument ist 'Guitar' oder Geburtsdatum liegt zwischen '1954-10-03' und '1960-06-06') und Auf Tournee ist wahr"
    );
  });

  it('German words negated groups, null and "not in"', () => {
    expect(sentence('de', negatedQuery)).toBe(
      "(E-Mail ist leer und (Alter ist höchstens 30 oder Bevorzugter Spielort ist keiner der Werte ('Club', 'Arena' oder 'Theatre')) trifft nicht zu) trifft nicht zu"
    );
  });

  it('Spanish reads the default query, with articles', () => {
    expect(sentence('es')).toBe(
      "el nombre empieza por 'Ste' y el apellido es uno de los valores ('Vai' o 'Vaughan') y la edad es mayor que 28 " +
        "y (el instrumento principal es 'Guitar' o la fecha de nacimiento está entre '1954-10-03' y '1960-06-06') y el indicador «de gira» es verdadero"
    );
  });

  it('Spanish words negated groups, null and "not in"', () => {
    expect(sentence('es', negatedQuery)).toBe(
      "no se cumple que (el correo electrónico está vacío y no se cumple que (la edad es menor o igual que 30 o el local preferido no es ninguno de los valores ('Club', 'Arena' o 'Theatre')))"
    );
  });

  it('Japanese reads the default query subject-object-verb, with が after the subject', () => {
    expect(sentence('ja')).toBe(
      "名が 'Ste' で始まる、かつ 姓が ('Vai' または 'Vaughan') のいずれかである、かつ 年齢が 28 より大きい、" +
        "かつ (主な楽器が 'Guitar' である、または 生年月日が '1954-10-03' から '1960-06-06' の範囲内である)、かつ ツアー中が 真 である"
    );
  });

  it('Japanese words negated groups, null and "not in"', () => {
    expect(sentence('ja', negatedQuery)).toBe(
      "(メールアドレスが 空である、かつ (年齢が 30 以下である、または 希望の会場が ('Club'、'Arena' または 'Theatre') のいずれでもない) ではない) ではない"
    );
  });

  it('every language but English labels every demo field', () => {
    for (const language of naturalLanguages.filter(language => language.id !== 'en')) {
      expect(Object.keys(language.fieldLabels ?? {}).sort()).toEqual(demoFields.map(field => field.name).sort());
    }
  });

  it('knows its language ids', () => {
    expect(naturalLanguages.map(language => language.id)).toEqual(['en', 'de', 'es', 'ja']);
    expect(isNaturalLanguageId('ja')).toBe(true);
    expect(isNaturalLanguageId('fr')).toBe(false);
  });
});
