import type { Field, RuleGroupType } from 'react-querybuilder';

/**
 * The field set the home page and the first demo share, and the one the docs use in
 * their examples, so readers meet the same names everywhere.
 */
export const musicianFields: Field[] = [
  { name: 'firstName', label: 'First name', placeholder: 'Enter a first name' },
  { name: 'lastName', label: 'Last name', placeholder: 'Enter a last name' },
  { name: 'age', label: 'Age', inputType: 'number' },
  { name: 'email', label: 'E-mail', inputType: 'email' },
  { name: 'birthDate', label: 'Birth date', inputType: 'date', datatype: 'date' },
  {
    name: 'instrument',
    label: 'Primary instrument',
    valueEditorType: 'select',
    values: [
      { label: 'Strings', options: ['Guitar', 'Bass', 'Violin', 'Cello'].map(i => ({ name: i, label: i })) },
      { label: 'Keys', options: ['Piano', 'Organ', 'Synthesizer'].map(i => ({ name: i, label: i })) },
      { label: 'Percussion', options: ['Drums', 'Marimba'].map(i => ({ name: i, label: i })) },
      { label: 'Winds', options: ['Saxophone', 'Trumpet', 'Flute'].map(i => ({ name: i, label: i })) },
    ],
    defaultValue: 'Piano',
  },
  { name: 'isTouring', label: 'Is touring', valueEditorType: 'checkbox', defaultValue: false },
];

export const initialMusicianQuery: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
    { field: 'age', operator: '>', value: '28' },
    {
      combinator: 'or',
      rules: [
        { field: 'instrument', operator: '=', value: 'Guitar' },
        { field: 'instrument', operator: '=', value: 'Piano' },
      ],
    },
  ],
};
