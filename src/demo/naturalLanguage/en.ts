import type { NaturalLanguage } from './types';

/** English: the library's own defaults, so no options besides the word order. */
export const english: NaturalLanguage = {
  id: 'en',
  label: 'English',
  lang: 'en',
  wordOrder: 'SVO',
};
