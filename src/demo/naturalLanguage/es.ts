import type { NaturalLanguage } from './types';

/**
 * Spanish, subject-verb-object. Fields carry their article ("la edad es mayor que 28"), which
 * Spanish needs and which keeps "y"/"o" from meeting a word that would turn them into "e"/"u".
 * Yes/no fields are named as flags ("el indicador «de gira» es verdadero") so the adjective agrees.
 * No comma before "y"/"o"; lists without the English serial comma.
 */
export const spanish: NaturalLanguage = {
  id: 'es',
  label: 'Español',
  lang: 'es',
  wordOrder: 'SVO',
  operatorMap: {
    '=': ['es', 'es igual al valor de'],
    '!=': ['no es', 'es distinto del valor de'],
    '<': ['es menor que', 'es menor que el valor de'],
    '>': ['es mayor que', 'es mayor que el valor de'],
    '<=': ['es menor o igual que', 'es menor o igual que el valor de'],
    '>=': ['es mayor o igual que', 'es mayor o igual que el valor de'],
    contains: ['contiene', 'contiene el valor de'],
    beginsWith: ['empieza por', 'empieza por el valor de'],
    endsWith: ['termina en', 'termina en el valor de'],
    doesNotContain: ['no contiene', 'no contiene el valor de'],
    doesNotBeginWith: ['no empieza por', 'no empieza por el valor de'],
    doesNotEndWith: ['no termina en', 'no termina en el valor de'],
    null: 'está vacío',
    notNull: 'no está vacío',
    in: ['es uno de los valores', 'es igual a uno de los valores de'],
    notIn: ['no es ninguno de los valores', 'no es igual a ninguno de los valores de'],
    between: ['está entre', 'está entre los valores de'],
    notBetween: ['no está entre', 'no está entre los valores de'],
  },
  translations: {
    and: 'y',
    or: 'o',
    true: 'verdadero',
    false: 'falso',
    betweenAnd: 'y',
    ruleSeparator: ' ',
    listSeparator: ', ',
    groupPrefix: '',
    groupSuffix: '',
    groupPrefix_not: 'no se cumple que',
    groupSuffix_not: '',
    groupPrefix_xor: 'exactamente una de',
    groupPrefix_not_xor: 'ninguna o más de una de',
    groupSuffix_xor: '',
    groupSuffix_not_xor: '',
  },
  fieldLabels: {
    firstName: 'el nombre',
    lastName: 'el apellido',
    age: 'la edad',
    email: 'el correo electrónico',
    birthDate: 'la fecha de nacimiento',
    instrument: 'el instrumento principal',
    otherInstruments: 'los otros instrumentos',
    isTouring: 'el indicador «de gira»',
    venue: 'el local preferido',
    biography: 'la biografía',
    hasRecordDeal: 'el indicador «con contrato discográfico»',
  },
};
