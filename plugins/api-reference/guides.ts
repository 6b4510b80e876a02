/**
 * The guide section that explains an API item, linked from the top of its page: "Guide: Import ›
 * parseSQL". Keys are `<package route>:<exported name>`; a key applies to the item on every entry
 * point of that package (formatQuery on the main entry and on `react-querybuilder/formatQuery`).
 * Targets are in the current docs version (`/docs/...`); guides.test.ts checks that every page
 * and heading exists.
 */
export interface GuideLink {
  /** Site path with an optional `#heading` id: `/docs/utils/import#parsesql`. */
  to: string;
  /** What the reader sees: the page, and the section when the link goes to one. */
  label: string;
}

const rqb = (name: string, to: string, label: string): [string, GuideLink] => [`react-querybuilder:${name}`, { to, label }];
const components = ['ActionElement', 'DragHandle', 'InlineCombinator', 'MatchModeEditor', 'NotToggle', 'Rule', 'RuleGroup', 'ShiftActions', 'UndoRedoActions', 'ValueEditor', 'ValueSelector'];
const parsers = ['parseSQL', 'parseMongoDB', 'parseJsonLogic', 'parseCEL', 'parseSpEL', 'parseJSONata', 'parseCypher', 'parseGremlin', 'parseSPARQL'];
const queryTools = ['add', 'remove', 'update', 'move', 'insert'];
const hooks = ['useQueryBuilderQuery', 'useQueryBuilderSelector', 'useValueEditor', 'useValueSelector', 'useSelectElementChangeHandler', 'useStopEventPropagation'];
const compat: Record<string, string> = {
  antd: 'Ant Design',
  bootstrap: 'Bootstrap',
  bulma: 'Bulma',
  chakra: 'Chakra UI',
  fluent: 'Fluent UI',
  mantine: 'Mantine',
  material: 'MUI',
  native: 'React Native',
  tremor: 'Tremor',
};

export const guideLinks: ReadonlyMap<string, GuideLink> = new Map<string, GuideLink>([
  rqb('QueryBuilder', '/docs/components/querybuilder', 'QueryBuilder'),
  rqb('QueryBuilderProps', '/docs/components/querybuilder#props', 'QueryBuilder › Props'),
  ...components.map(name => rqb(name, `/docs/components/${name.toLowerCase()}`, name)),
  rqb('formatQuery', '/docs/utils/export', 'Export'),
  rqb('FormatQueryOptions', '/docs/utils/export#signature', 'Export › Signature'),
  rqb('ExportFormat', '/docs/utils/export#formats', 'Export › Formats'),
  ...parsers.map(name => rqb(name, `/docs/utils/import#${name.toLowerCase()}`, `Import › ${name}`)),
  rqb('parseGQL', '/docs/utils/import#parsecypher', 'Import › parseCypher'),
  rqb('transformQuery', '/docs/utils/misc#transformquery', 'Utilities › transformQuery'),
  rqb('convertQuery', '/docs/utils/misc#convertquery', 'Utilities › Converting queries'),
  rqb('convertToIC', '/docs/utils/misc#convertquery', 'Utilities › Converting queries'),
  rqb('convertFromIC', '/docs/utils/misc#convertquery', 'Utilities › Converting queries'),
  ...queryTools.map(name => rqb(name, `/docs/utils/misc#${name}`, `Utilities › ${name}`)),
  rqb('group', '/docs/utils/misc#group-and-ungroup', 'Utilities › group and ungroup'),
  rqb('generateID', '/docs/utils/misc#generateid', 'Utilities › generateID'),
  rqb('defaultValidator', '/docs/utils/validation#defaultvalidator', 'Validation › defaultValidator'),
  rqb('QueryValidator', '/docs/utils/validation#query-validators', 'Validation › Query validators'),
  rqb('RuleValidator', '/docs/utils/validation#field-validators', 'Validation › Field validators'),
  rqb('ValidationResult', '/docs/utils/validation#validation-results', 'Validation › Validation results'),
  ...hooks.map(name => rqb(name, `/docs/utils/hooks#${name.toLowerCase()}`, `Hooks › ${name}`)),
  rqb('useRule', '/docs/utils/hooks#userule-and-userulegroup', 'Hooks › useRule and useRuleGroup'),
  rqb('useRuleGroup', '/docs/utils/hooks#userule-and-userulegroup', 'Hooks › useRule and useRuleGroup'),
  rqb('QueryManager', '/docs/utils/query-management', 'Query management'),
  rqb('useQueryManager', '/docs/utils/query-management#usequerymanager', 'Query management › useQueryManager'),
  rqb('useQueryBuilderHistory', '/docs/tips/undo-redo', 'Undo and redo'),
  rqb('useAsyncOptionList', '/docs/tips/async-option-lists', 'Async option lists'),
  rqb('standardClassnames', '/docs/styling/classnames#standard-class-names', 'Class names › Standard class names'),
  ['dnd:QueryBuilderDnD', { to: '/docs/dnd', label: 'Drag and drop' }],
  ['dnd:QueryBuilderDndProps', { to: '/docs/dnd#props', label: 'Drag and drop › Props of QueryBuilderDnD' }],
  ...Object.entries(compat).map(([route, label]): [string, GuideLink] => [`${route}:QueryBuilder${routeComponentSuffix(route)}`, { to: `/docs/compat#${route}`, label: `Compatibility packages › ${label}` }]),
]);

// The context provider each compat package exports: QueryBuilderAntD, QueryBuilderMaterial, ...
function routeComponentSuffix(route: string): string {
  const suffixes: Record<string, string> = { antd: 'AntD', bootstrap: 'Bootstrap', bulma: 'Bulma', chakra: 'Chakra', fluent: 'Fluent', mantine: 'Mantine', material: 'Material', native: 'Native', tremor: 'Tremor' };
  return suffixes[route]!;
}

/** The guide link for an item page, if the map has one. */
export function guideLinkFor(packageRoute: string, name: string): GuideLink | undefined {
  return guideLinks.get(`${packageRoute}:${name}`);
}

/** Puts "Guide: ..." under an item page's title (and under the lines already placed there). */
export function withGuideLink(guide: GuideLink, contents: string): string {
  const line = `Guide: [${guide.label}](${guide.to})`;
  const titleEnd = contents.startsWith('# ') ? contents.indexOf('\n') : -1;
  if (titleEnd === -1) return `${line}\n\n${contents}`;
  return `${contents.slice(0, titleEnd + 1)}\n${line}\n${contents.slice(titleEnd + 1)}`;
}
