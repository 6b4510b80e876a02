import type { Field } from 'react-querybuilder';
import { german } from './de';
import { english } from './en';
import { spanish } from './es';
import { japanese } from './ja';
import type { NaturalLanguage } from './types';

export type { NaturalLanguage } from './types';

/** The natural-language export's languages, in the order the selector lists them. */
export const naturalLanguages = [english, german, spanish, japanese] as const satisfies readonly NaturalLanguage[];

export type NaturalLanguageId = 'en' | 'de' | 'es' | 'ja';

export const defaultNaturalLanguageId: NaturalLanguageId = 'en';

export const isNaturalLanguageId = (id: string): id is NaturalLanguageId =>
  naturalLanguages.some(language => language.id === id);

export const naturalLanguageById = (id: NaturalLanguageId): NaturalLanguage =>
  naturalLanguages.find(language => language.id === id)!;

/** The fields with their labels in this language (the sentence names each field by its label). */
export const fieldsInLanguage = (fields: Field[], language: NaturalLanguage): Field[] =>
  language.fieldLabels
    ? fields.map(field => ({ ...field, label: language.fieldLabels![field.name] ?? field.label }))
    : fields;
