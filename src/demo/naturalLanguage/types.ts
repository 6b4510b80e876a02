import type { ExportOperatorMap, NLTranslations } from 'react-querybuilder';

/**
 * One language of the natural-language export: the three `formatQuery` options the library
 * offers for it, plus labels for the demo's fields (the sentence names fields by their label).
 * Values stay as the query holds them: they are data, not words of the sentence.
 */
export interface NaturalLanguage {
  id: string;
  /** The language's own name, for the selector, e.g. "Deutsch". */
  label: string;
  /** The BCP 47 tag, for the output's `lang` attribute. */
  lang: string;
  /** Subject (field), verb (operator), object (value). */
  wordOrder: 'SVO' | 'SOV';
  /** Omitted for English: the library's defaults are English. */
  operatorMap?: ExportOperatorMap;
  translations?: NLTranslations;
  /** Field labels by field name; fields left out keep their English label. */
  fieldLabels?: Record<string, string>;
}
