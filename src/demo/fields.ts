import { defaultOperators, type Field, type RuleGroupType, type RuleType, type ValidationResult } from 'react-querybuilder';

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

// ---------------------------------------------------------------------------------------------
// The demo's own field set: one field per value editor the library ships, with validators.

const operatorsNamed = (...names: string[]) => defaultOperators.filter(op => names.includes(op.name));

const valuelessOperators = new Set(['null', 'notNull']);
const listOperators = new Set(['in', 'notIn', 'between', 'notBetween']);

/** The rule's value as a list of trimmed strings (one item unless the operator takes a list). */
const valueItems = (rule: RuleType): string[] => {
  const items = Array.isArray(rule.value)
    ? rule.value
    : listOperators.has(rule.operator)
      ? String(rule.value ?? '').split(',')
      : [rule.value];
  return items.map(item => String(item ?? '').trim());
};

/**
 * Builds a field validator: a rule is valid when its operator needs no value, or every value
 * item passes `isValidItem`. The failing reason is shown as the rule's title by the library.
 */
const validateItems =
  (isValidItem: (item: string) => boolean, reason: string) =>
  (rule: RuleType): ValidationResult => {
    if (valuelessOperators.has(rule.operator)) return { valid: true };
    const valid = valueItems(rule).every(isValidItem);
    return valid ? { valid } : { valid, reasons: [reason] };
  };

const isNonEmpty = (item: string) => item.length > 0;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export const demoValidators = {
  required: validateItems(isNonEmpty, 'Enter a value.'),
  age: validateItems(item => /^\d+$/.test(item) && Number(item) <= 150, 'Enter a whole number from 0 to 150.'),
  // Partial matches (contains, begins with...) only need text; equality needs a whole address.
  email: (rule: RuleType): ValidationResult =>
    ['=', '!=', 'in', 'notIn'].includes(rule.operator)
      ? validateItems(item => emailPattern.test(item), 'Enter an e-mail address such as ada@example.com.')(rule)
      : validateItems(isNonEmpty, 'Enter part of an e-mail address.')(rule),
  date: validateItems(
    item => isoDatePattern.test(item) && !Number.isNaN(Date.parse(item)),
    'Enter a date as YYYY-MM-DD.'
  ),
};

const instrumentGroups = [
  { label: 'Strings', options: ['Guitar', 'Bass', 'Violin', 'Cello'] },
  { label: 'Keys', options: ['Piano', 'Organ', 'Synthesizer'] },
  { label: 'Percussion', options: ['Drums', 'Marimba', 'Vibraphone'] },
  { label: 'Winds', options: ['Saxophone', 'Trumpet', 'Flute', 'Clarinet'] },
].map(group => ({ label: group.label, options: group.options.map(name => ({ name, label: name })) }));

/**
 * Fields for the demo playground: text, number, e-mail, date, a select with option groups, a
 * multi-select, a checkbox, radios, a textarea and a switch.
 *
 * The birth date is a plain `date` input with `datatype: 'date'`, which is what the date-time
 * package's processors look for: with "Use date-time package" on, its export goes through a
 * format's `ruleProcessor` (see `datetime.ts`) without any change to this list.
 */
export const demoFields: Field[] = [
  {
    name: 'firstName',
    label: 'First name',
    placeholder: 'Enter a first name',
    validator: demoValidators.required,
  },
  {
    name: 'lastName',
    label: 'Last name',
    placeholder: 'Enter a last name',
    validator: demoValidators.required,
  },
  {
    name: 'age',
    label: 'Age',
    inputType: 'number',
    datatype: 'number',
    operators: operatorsNamed('=', '!=', '<', '>', '<=', '>=', 'between', 'notBetween', 'null', 'notNull'),
    validator: demoValidators.age,
  },
  {
    name: 'email',
    label: 'E-mail',
    inputType: 'email',
    placeholder: 'name@example.com',
    operators: operatorsNamed('=', '!=', 'contains', 'endsWith', 'doesNotContain', 'in', 'notIn', 'null', 'notNull'),
    validator: demoValidators.email,
  },
  {
    name: 'birthDate',
    label: 'Birth date',
    inputType: 'date',
    datatype: 'date',
    operators: operatorsNamed('=', '!=', '<', '>', '<=', '>=', 'between', 'notBetween', 'null', 'notNull'),
    validator: demoValidators.date,
  },
  {
    name: 'instrument',
    label: 'Primary instrument',
    valueEditorType: 'select',
    values: instrumentGroups,
    defaultValue: 'Piano',
    operators: operatorsNamed('=', '!=', 'in', 'notIn'),
  },
  {
    name: 'otherInstruments',
    label: 'Other instruments',
    valueEditorType: 'multiselect',
    values: instrumentGroups,
    defaultValue: 'Bass',
    operators: operatorsNamed('in', 'notIn'),
  },
  {
    name: 'isTouring',
    label: 'Is touring',
    valueEditorType: 'checkbox',
    datatype: 'boolean',
    defaultValue: false,
    operators: operatorsNamed('='),
  },
  {
    name: 'venue',
    label: 'Preferred venue',
    valueEditorType: 'radio',
    values: ['Club', 'Theatre', 'Arena', 'Festival'].map(name => ({ name, label: name })),
    defaultValue: 'Club',
    operators: operatorsNamed('=', '!='),
  },
  {
    name: 'biography',
    label: 'Biography',
    valueEditorType: 'textarea',
    placeholder: 'Words from the biography',
    operators: operatorsNamed('contains', 'doesNotContain', 'beginsWith', 'endsWith', 'null', 'notNull'),
    validator: demoValidators.required,
  },
  {
    name: 'hasRecordDeal',
    label: 'Has a record deal',
    valueEditorType: 'switch',
    datatype: 'boolean',
    defaultValue: true,
    operators: operatorsNamed('='),
  },
];

export const demoFieldNames: readonly string[] = demoFields.map(field => field.name);

/** The query a fresh demo starts with: valid, and touching most kinds of field. */
export const demoInitialQuery: RuleGroupType = {
  combinator: 'and',
  not: false,
  rules: [
    { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
    { field: 'lastName', operator: 'in', value: 'Vai,Vaughan' },
    { field: 'age', operator: '>', value: '28' },
    {
      combinator: 'or',
      not: false,
      rules: [
        { field: 'instrument', operator: '=', value: 'Guitar' },
        { field: 'birthDate', operator: 'between', value: '1954-10-03,1960-06-06' },
      ],
    },
    { field: 'isTouring', operator: '=', value: true },
  ],
};
