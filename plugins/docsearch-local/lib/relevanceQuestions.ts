/**
 * The relevance suite's second part: what readers type, each with the page(s) that answer it.
 *
 * - READER_QUESTIONS: questions people brought to react-querybuilder's GitHub issues and
 *   discussions (how to send the query to a back end, parameterized SQL, SQL back into a query,
 *   a date picker, translations, locking rules, ...), rephrased as a search box gets them, plus
 *   each page's headings reworded.
 * - KITS_AND_FORMATS: every UI kit, export format and parser by name.
 * - identifierCases(): every exported runtime identifier of react-querybuilder, as typed and
 *   split into words, expecting its API page.
 */
import type { RelevanceCase } from './relevance';

const EXPORT = '/docs/utils/export';
const IMPORT = '/docs/utils/import';
const QB = '/docs/components/querybuilder';
const MISC = '/docs/utils/misc';
const VALIDATION = '/docs/utils/validation';
const STYLING = ['/docs/styling/overview', '/docs/styling/classnames', '/docs/tips/styling'];
const api = (name: string) => new RegExp(`^/api/react-querybuilder/[^/]+/[^/]+/${name}$`);

export const READER_QUESTIONS: RelevanceCase[] = [
  // Questions from the issues, as a reader would type them.
  { query: 'send the query to the backend', expect: [EXPORT, '/docs/intro'] },
  { query: 'save query to database', expect: [EXPORT, '/docs/intro'] },
  { query: 'load an existing query', expect: ['/docs/intro', QB, IMPORT] },
  { query: 'initial query', expect: [QB, '/docs/intro'] },
  { query: 'set the query programmatically', expect: ['/docs/tips/arbitrary-updates', QB] },
  { query: 'parameterized sql', expect: EXPORT },
  { query: 'prepared statement bind variables', expect: [EXPORT, '/docs/tips/custom-bind-variables'] },
  { query: 'named parameters', expect: [EXPORT, '/docs/tips/custom-bind-variables'] },
  { query: 'parameterized_named objects are not valid as a react child', expect: EXPORT },
  { query: 'convert sql to query', expect: IMPORT },
  { query: 'sql string to json', expect: IMPORT },
  { query: 'parse sql', expect: IMPORT },
  { query: 'sql where clause', expect: EXPORT },
  { query: 'custom rule processor', expect: EXPORT },
  { query: 'value processor', expect: EXPORT },
  { query: 'quote field names', expect: EXPORT },
  { query: 'validate query on the server', expect: [VALIDATION, EXPORT] },
  { query: 'use formatQuery without react', expect: ['/docs/buildless', EXPORT] },
  { query: 'date picker', expect: ['/docs/datetime', '/docs/tips/custom-with-fallback', '/docs/components/valueeditor'] },
  { query: 'date format', expect: ['/docs/datetime', EXPORT] },
  { query: 'custom value editor', expect: ['/docs/components/valueeditor', '/docs/tips/custom-with-fallback'] },
  { query: 'fall back to the default value editor', expect: '/docs/tips/custom-with-fallback' },
  { query: 'placeholder text in value input', expect: [QB, '/docs/tips/option-lists', '/docs/typescript'] },
  { query: 'time zones', expect: '/docs/datetime' },
  { query: 'dayjs', expect: '/docs/datetime' },
  { query: 'luxon', expect: '/docs/datetime' },
  { query: 'date-fns', expect: '/docs/datetime' },
  { query: 'translate labels', expect: [QB, EXPORT] },
  { query: 'change button labels', expect: [QB, '/docs/migrate'] },
  { query: 'i18n', expect: [QB, EXPORT] },
  { query: 'lock a rule', expect: [QB, '/docs/components/rule', '/docs/migrate'] },
  { query: 'disable the query builder', expect: [QB, '/docs/components/rule', '/docs/components/rulegroup'] },
  { query: 'read only rules', expect: [QB, '/docs/components/rule'] },
  { query: 'useQueryBuilder example', expect: ['/docs/utils/hooks', api('useQueryBuilder')] },
  { query: 'custom rule group component', expect: ['/docs/components/rulegroup', QB] },
  { query: 'delete rule', expect: [MISC, '/docs/tips/arbitrary-updates', '/docs/components/rule'] },
  { query: 'remove a rule', expect: [MISC, '/docs/tips/arbitrary-updates'] },
  { query: 'add a rule from outside', expect: ['/docs/tips/arbitrary-updates', '/docs/tips/external-controls', MISC] },
  { query: 'reset the query', expect: [QB, '/docs/tips/arbitrary-updates', '/docs/tips/external-controls'] },
  { query: 'upgrade to v7', expect: '/docs/migrate' },
  { query: 'upgrade guide', expect: '/docs/migrate' },
  { query: 'breaking changes', expect: '/docs/migrate' },
  { query: 'independent combinators', expect: [QB, '/docs/typescript', '/docs/migrate'] },
  { query: 'combinator between each rule', expect: [QB, '/docs/components/inlinecombinator'] },
  { query: 'operators per field', expect: ['/docs/tips/managing-operators', QB] },
  { query: 'add a custom operator', expect: '/docs/tips/managing-operators' },
  { query: 'between operator', expect: [EXPORT, QB, '/docs/components/valueeditor'] },
  { query: 'in operator comma separated list', expect: [EXPORT, IMPORT, QB] },
  { query: 'lists as arrays', expect: [QB, IMPORT, EXPORT] },
  { query: 'dropdown values for a field', expect: [QB, '/docs/tips/option-lists'] },
  { query: 'multiselect', expect: [QB, '/docs/components/valueeditor', '/docs/tips/option-lists'] },
  { query: 'checkbox value editor', expect: [QB, '/docs/components/valueeditor'] },
  { query: 'compare a field to another field', expect: [QB, '/docs/typescript'] },
  { query: 'value sources', expect: [QB, '/docs/typescript'] },
  { query: 'default value for new rules', expect: QB },
  { query: 'default field', expect: QB },
  { query: 'limit nesting depth', expect: '/docs/tips/limit-groups' },
  { query: 'max number of rules in a group', expect: '/docs/tips/limit-groups' },
  { query: 'no groups allowed', expect: '/docs/tips/limit-groups' },
  { query: 'drag rules between groups', expect: '/docs/dnd' },
  { query: 'react-dnd', expect: '/docs/dnd' },
  { query: 'dnd kit', expect: '/docs/dnd' },
  { query: 'reorder rules', expect: ['/docs/dnd', '/docs/components/shiftactions'] },
  { query: 'move rule up and down', expect: ['/docs/components/shiftactions', MISC] },
  { query: 'clone a rule', expect: [QB, MISC] },
  { query: 'input loses focus on every keystroke', expect: '/docs/tips/common-mistakes' },
  { query: 'query builder ignores edits', expect: '/docs/tips/common-mistakes' },
  { query: 'both query and defaultQuery', expect: ['/docs/tips/common-mistakes', QB] },
  { query: 'cannot assign to read only property', expect: '/docs/tips/common-mistakes' },
  { query: 'slow with many rules', expect: '/docs/tips/maximizing-performance' },
  { query: 're-renders on every keystroke', expect: ['/docs/tips/common-mistakes', '/docs/tips/maximizing-performance'] },
  { query: 'no borders or indentation', expect: ['/docs/tips/common-mistakes', '/docs/styling/overview'] },
  { query: 'import the css', expect: STYLING },
  { query: 'dark mode', expect: STYLING },
  { query: 'sass variables', expect: STYLING },
  { query: 'css custom properties', expect: STYLING },
  { query: 'add a class to a rule', expect: STYLING },
  { query: 'tailwind', expect: [...STYLING, '/docs/compat'] },
  { query: 'validation error message', expect: VALIDATION },
  { query: 'highlight invalid rules', expect: VALIDATION },
  { query: 'field validator', expect: VALIDATION },
  { query: 'typescript field type', expect: '/docs/typescript' },
  { query: 'custom properties on a field', expect: ['/docs/typescript', '/docs/tips/adding-removing-query-properties'] },
  { query: 'type guard for rule groups', expect: ['/docs/typescript', MISC] },
  { query: 'strip ids before export', expect: [EXPORT, '/docs/tips/adding-removing-query-properties'] },
  { query: 'add a property to every rule', expect: '/docs/tips/adding-removing-query-properties' },
  { query: 'transform query', expect: [MISC, api('transformQuery')] },
  { query: 'rename keys in the query', expect: [MISC, '/docs/tips/adding-removing-query-properties'] },
  { query: 'find a rule by id', expect: ['/docs/tips/arbitrary-updates', MISC, '/docs/tips/path'] },
  { query: 'path of a rule', expect: ['/docs/tips/path', MISC, '/docs/components/rule'] },
  { query: 'qbId', expect: [QB, '/docs/tips/external-controls'] },
  { query: 'control the query builder from a button outside', expect: '/docs/tips/external-controls' },
  { query: 'undo redo', expect: ['/docs/utils/hooks', QB] },
  { query: 'script tag cdn', expect: '/docs/buildless' },
  { query: 'umd', expect: '/docs/buildless' },
  { query: 'no bundler', expect: '/docs/buildless' },
  { query: 'react native', expect: ['/docs/compat', '/demo'] },
  { query: 'next.js', expect: ['/docs/intro', '/docs/tips/common-mistakes', '/docs/compat'] },
  { query: 'subquery', expect: [QB, EXPORT] },
  { query: 'match mode all any none', expect: [QB, EXPORT] },
  { query: 'option groups in field selector', expect: ['/docs/tips/option-lists', QB] },
  { query: 'async options', expect: ['/docs/utils/hooks', '/docs/tips/option-lists'] },
  { query: 'share a query as a link', expect: ['/demo', '/docs/tips/showcase'] },
  { query: 'try it online', expect: ['/demo', '/sandbox', '/docs/tips/showcase'] },
  { query: 'chat with the community', expect: '/discord' },
  // Headings reworded.
  { query: 'render a query builder', expect: '/docs/intro' },
  { query: 'npm install react-querybuilder', expect: '/docs/intro' },
  { query: 'one copy of react', expect: '/docs/buildless' },
  { query: 'override one component of a kit', expect: '/docs/compat' },
  { query: 'your own ui kit', expect: '/docs/compat' },
  { query: 'which rules get processed dates', expect: '/docs/datetime' },
  { query: 'another date library', expect: '/docs/datetime' },
  { query: 'load react-dnd on demand', expect: '/docs/dnd' },
  { query: 'turn off drag and drop', expect: '/docs/dnd' },
  { query: 'copy instead of move when dragging', expect: '/docs/dnd' },
  { query: 'refuse a drop', expect: '/docs/dnd' },
  { query: 'parsers moved to their own entry points', expect: ['/docs/migrate', IMPORT] },
  { query: 'standard class names', expect: '/docs/styling/classnames' },
  { query: 'suppress standard classnames', expect: '/docs/styling/classnames' },
  { query: 'bind variable placeholder styles', expect: ['/docs/tips/custom-bind-variables', EXPORT] },
  { query: 'choose control by field property', expect: '/docs/tips/custom-with-fallback' },
  { query: 'keep props stable', expect: '/docs/tips/maximizing-performance' },
  { query: 'option list shapes', expect: '/docs/tips/option-lists' },
  { query: 'style by position', expect: STYLING },
  { query: 'typed export results', expect: ['/docs/typescript', EXPORT] },
  { query: 'what parseSQL does not parse', expect: IMPORT },
  { query: 'query tools add remove update', expect: [MISC, '/docs/tips/arbitrary-updates'] },
  { query: 'validation results', expect: VALIDATION },
  { query: 'which hook should I use', expect: '/docs/utils/hooks' },
  { query: 'things to try in the demo', expect: ['/docs/tips/showcase', '/demo'] },
];

/**
 * Questions held out from tuning: written from other react-querybuilder GitHub issues (comparing
 * two fields, nesting limits, locking and cloning rules, operators per field, date pickers,
 * independent combinators, ...), rephrased, with the pages that document the answer chosen from
 * the docs before the queries were run. Ranking changes are judged on them separately
 * (bench/RESULTS.md, search section): a change that helps only the suite above is overfitting.
 */
export const HELD_OUT_QUESTIONS: RelevanceCase[] = [
  { query: 'compare a field with another field', expect: [QB, '/docs/tips/managing-fields'] },
  { query: 'limit how deeply groups can nest', expect: ['/docs/tips/limit-groups', QB] },
  { query: 'hide the add group button', expect: ['/docs/tips/limit-groups', QB, '/docs/components/querybuilder-controlelements'] },
  { query: 'rules only without groups', expect: ['/docs/tips/limit-groups', QB] },
  { query: 'lock a rule so it cannot be edited', expect: [QB, '/docs/components/rule', '/docs/components/rulegroup'] },
  { query: 'duplicate a rule', expect: [QB, '/docs/components/rule', '/docs/components/actionelement'] },
  { query: 'different operators for each field', expect: ['/docs/tips/managing-operators', QB, '/docs/tips/managing-fields'] },
  { query: 'only allow equals and not equals for one field', expect: ['/docs/tips/managing-operators', QB, '/docs/tips/managing-fields'] },
  { query: 'reset the operator when the field changes', expect: QB },
  { query: 'custom date picker in the value editor', expect: ['/docs/tips/custom-with-fallback', '/docs/datetime', '/docs/components/valueeditor'] },
  { query: 'change the date format', expect: ['/docs/datetime', '/docs/tips/custom-with-fallback'] },
  { query: 'antd date picker falls back to the wrong editor', expect: ['/docs/tips/custom-with-fallback', '/docs/compat'] },
  { query: 'html date input type for a field', expect: [QB, '/docs/components/valueeditor', '/docs/typescript', '/docs/datetime'] },
  { query: 'edit a json query in the builder', expect: ['/docs/intro', QB, IMPORT] },
  { query: 'combinator between each pair of rules', expect: [QB, '/docs/typescript', '/docs/intro', '/docs/components/inlinecombinator'] },
  { query: 'show combinators between rules', expect: [QB, '/docs/components/inlinecombinator', '/docs/components/rulegroup'] },
  { query: 'custom combinators like if then else', expect: [QB, '/docs/components/inlinecombinator', '/docs/typescript'] },
  { query: 'attach extra data to a rule group', expect: ['/docs/tips/adding-removing-query-properties', '/docs/typescript'] },
  { query: 'move a rule programmatically', expect: [MISC, '/docs/tips/arbitrary-updates'] },
  { query: 'make the whole query builder read only', expect: QB },
  { query: 'load field options from the server', expect: '/docs/tips/async-option-lists' },
  { query: 'copy the where clause into my api call', expect: EXPORT },
];

const kit = (name: string, query: string): RelevanceCase => ({ query, expect: ['/docs/compat', `/demo/${name}`] });

export const KITS_AND_FORMATS: RelevanceCase[] = [
  kit('antd', 'ant design'),
  kit('antd', 'antd'),
  kit('bootstrap', 'bootstrap'),
  kit('bulma', 'bulma'),
  kit('chakra', 'chakra ui'),
  kit('fluent', 'fluent ui'),
  kit('mantine', 'mantine'),
  kit('material', 'mui'),
  kit('material', 'material ui'),
  kit('tremor', 'tremor'),
  ...['sql', 'mongodb', 'cel', 'spel', 'jsonlogic', 'elasticsearch', 'jsonata', 'natural language', 'ldap', 'cypher', 'sparql', 'gremlin', 'prisma', 'drizzle', 'sequelize', 'tanstack db', 'json without ids'].map(
    format => ({ query: `${format} export`, expect: EXPORT })
  ),
  ...['parseSQL', 'parseMongoDB', 'parseJsonLogic', 'parseCEL', 'parseSpEL', 'parseJSONata'].map(name => ({ query: name, expect: [IMPORT, new RegExp(`/${name}$`)] })),
  ...['sql', 'mongodb', 'jsonlogic', 'cel', 'spel', 'jsonata'].map(format => ({ query: `import ${format}`, expect: IMPORT })),
];

/** Splits an identifier into words: `parseMongoDB` -> "parse mongo db". */
export function splitIdentifier(name: string): string {
  return (name.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu) ?? [name]).join(' ').toLowerCase();
}

/**
 * Each runtime export of react-querybuilder (`names`: `Object.keys` of the module), typed as is and
 * split into words, expecting its API page. The split form is only asked for names of two or more
 * words.
 */
export function identifierCases(names: string[]): RelevanceCase[] {
  return names
    .filter(name => name !== 'default')
    .flatMap(name => {
      const exact: RelevanceCase = { query: name, expect: api(name) };
      const split = splitIdentifier(name);
      return split.includes(' ') ? [exact, { query: split, expect: api(name) }] : [exact];
    });
}
