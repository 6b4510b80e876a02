import {
  defaultValidator,
  formatQuery,
  sqlDialectPresets,
  type ExportFormat,
  type Field,
  type FormatQueryOptions,
  type RuleGroupTypeAny,
  type RuleProcessor,
  type SQLPreset,
} from 'react-querybuilder';
import {
  defaultNaturalLanguageId,
  fieldsInLanguage,
  naturalLanguageById,
  type NaturalLanguageId,
} from './naturalLanguage';
import { literal } from './source';

export interface FormatDefinition {
  id: ExportFormat;
  label: string;
  /** Prism language for the code block (only languages the site loads). */
  language: string;
  /** `formatQuery` returns an object for this format; the demo shows it as indented JSON. */
  returnsObject: boolean;
  /** The `preset` option (SQL dialect) applies. */
  usesSqlPreset: boolean;
  /** What the format is, in one line. */
  summary: string;
  /** The format's section of /docs/utils/export. */
  docsAnchor: string;
}

/**
 * Every `ExportFormat` of react-querybuilder 8.24.1 that produces text worth reading in a
 * browser, in the order the export panel lists them. Left out on purpose:
 * - "mongodb": deprecated; the same output as "mongodb_query", as a string.
 * - "drizzle", "tanstack_db": return functions that need the ORM's table/collection at run time.
 * - "sequelize": its objects are keyed by Sequelize's `Op` symbols, which must be passed in from
 *   the `sequelize` package; without them there is nothing to print.
 */
export const formatTable = [
  {
    id: 'sql',
    label: 'SQL',
    language: 'sql',
    returnsObject: false,
    usesSqlPreset: true,
    summary: 'A SQL WHERE clause (without the keyword), for the dialect you pick.',
    docsAnchor: 'sql',
  },
  {
    id: 'parameterized',
    label: 'SQL (parameterized)',
    language: 'json',
    returnsObject: true,
    usesSqlPreset: true,
    summary: 'SQL with a ? placeholder per value, and the values in a params array for your driver.',
    docsAnchor: 'parameterized',
  },
  {
    id: 'parameterized_named',
    label: 'SQL (named parameters)',
    language: 'json',
    returnsObject: true,
    usesSqlPreset: true,
    summary: 'SQL with named placeholders, and a params object keyed by those names.',
    docsAnchor: 'parameterized_named',
  },
  {
    id: 'json',
    label: 'JSON',
    language: 'json',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'The query object itself as indented JSON, ids and all.',
    docsAnchor: 'json',
  },
  {
    id: 'json_without_ids',
    label: 'JSON without IDs',
    language: 'json',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'The query as one line of JSON without id and path: for storing and comparing queries.',
    docsAnchor: 'json_without_ids',
  },
  {
    id: 'mongodb_query',
    label: 'MongoDB',
    language: 'json',
    returnsObject: true,
    usesSqlPreset: false,
    summary: 'A MongoDB filter object for find() and similar calls.',
    docsAnchor: 'mongodb_query',
  },
  {
    id: 'cel',
    label: 'CEL',
    language: 'js',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'An expression in Common Expression Language (CEL).',
    docsAnchor: 'cel',
  },
  {
    id: 'spel',
    label: 'SpEL',
    language: 'text',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'An expression in the Spring Expression Language (SpEL).',
    docsAnchor: 'spel',
  },
  {
    id: 'jsonlogic',
    label: 'JsonLogic',
    language: 'json',
    returnsObject: true,
    usesSqlPreset: false,
    summary: 'A JsonLogic rule object, for any JsonLogic evaluator to apply to data.',
    docsAnchor: 'jsonlogic',
  },
  {
    id: 'jsonata',
    label: 'JSONata',
    language: 'js',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'A JSONata expression, to evaluate against JSON data.',
    docsAnchor: 'jsonata',
  },
  {
    id: 'elasticsearch',
    label: 'Elasticsearch',
    language: 'json',
    returnsObject: true,
    usesSqlPreset: false,
    summary: 'An Elasticsearch query DSL object (bool, term, range and regexp clauses).',
    docsAnchor: 'elasticsearch',
  },
  {
    id: 'prisma',
    label: 'Prisma',
    language: 'json',
    returnsObject: true,
    usesSqlPreset: false,
    summary: 'A Prisma where object for findMany() and similar calls.',
    docsAnchor: 'prisma',
  },
  {
    id: 'ldap',
    label: 'LDAP',
    language: 'text',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'An LDAP search filter in prefix notation.',
    docsAnchor: 'ldap',
  },
  {
    id: 'cypher',
    label: 'Cypher',
    language: 'sql',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'A Cypher WHERE condition (without the keyword) for Neo4j and other graph databases.',
    docsAnchor: 'cypher',
  },
  {
    id: 'gql',
    label: 'GQL',
    language: 'sql',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'The same condition as Cypher, for ISO GQL.',
    docsAnchor: 'cypher',
  },
  {
    id: 'gremlin',
    label: 'Gremlin',
    language: 'js',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'Gremlin traversal steps (.has(), .or(), ...) to append to a traversal such as g.V().',
    docsAnchor: 'gremlin',
  },
  {
    id: 'sparql',
    label: 'SPARQL',
    language: 'text',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'A SPARQL FILTER expression, with fields as ?variables.',
    docsAnchor: 'sparql',
  },
  {
    id: 'natural_language',
    label: 'Natural language',
    language: 'text',
    returnsObject: false,
    usesSqlPreset: false,
    summary: 'A sentence a person can read; the language options below change its words and word order.',
    docsAnchor: 'natural_language',
  },
  {
    id: 'diagnostics',
    label: 'Diagnostics',
    language: 'json',
    returnsObject: true,
    usesSqlPreset: false,
    summary: 'A report about the query: every rule and group checked, with problems and counts.',
    docsAnchor: 'diagnostics',
  },
] as const satisfies readonly FormatDefinition[];

export type FormatId = (typeof formatTable)[number]['id'];

export const defaultFormatId: FormatId = 'sql';

export const isFormatId = (id: string): id is FormatId => formatTable.some(format => format.id === id);

export const formatById = (id: FormatId): FormatDefinition => formatTable.find(format => format.id === id)!;

/** The format's section of the export guide. */
export const formatDocsPath = (id: FormatId) => `/docs/utils/export#${formatById(id).docsAnchor}`;

/** SQL dialects with a `preset` in the library, labelled for the dialect picker. */
export const sqlPresetLabels: Record<SQLPreset, string> = {
  ansi: 'ANSI SQL',
  mssql: 'Microsoft SQL Server',
  mysql: 'MySQL',
  oracle: 'Oracle',
  postgresql: 'PostgreSQL',
  sqlite: 'SQLite',
};

export const sqlPresets = Object.keys(sqlDialectPresets) as SQLPreset[];

export const isSqlPreset = (preset: string): preset is SQLPreset => (sqlPresets as string[]).includes(preset);

/** How the displayed call names a replacement rule processor, and where it is imported from. */
export interface RuleProcessorSource {
  /** Identifier shown in the `formatQuery(...)` call, e.g. `datetimeRuleProcessorSQL`. */
  name: string;
  /** Module the identifier is imported from, e.g. `@react-querybuilder/datetime/jsdate`. */
  module?: string;
}

/**
 * A replacement rule processor for one format, with the name the displayed call uses for it.
 * The "Use date-time package" option plugs a processor from `@react-querybuilder/datetime` in
 * here per format (see `datetime.ts`); the fields stay as they are.
 */
export interface RuleProcessorOverride extends RuleProcessorSource {
  ruleProcessor: RuleProcessor;
}
export type FormatOverrides = Partial<Record<FormatId, RuleProcessorOverride>>;

/** What the displayed call depends on: the export settings, with processors known by name only. */
export interface CallSettings {
  validate: boolean;
  parseNumbers: boolean;
  sqlPreset: SQLPreset;
  /** The natural-language format's language; English (the library's default) when absent. */
  nlLanguage?: NaturalLanguageId;
  overrides?: Partial<Record<FormatId, RuleProcessorSource>>;
}

export interface ExportSettings extends CallSettings {
  /** The fields given to the builder (with or without validators). */
  fields: Field[];
  overrides?: FormatOverrides;
}

/**
 * One `formatQuery` option: the value passed and how the displayed call spells it. Keeping both
 * in one list is what makes the displayed call the exact call.
 */
interface CallOption {
  key: keyof FormatQueryOptions;
  value: unknown;
  source: string;
}

/** The natural-language format's language, when it is not the library's default English. */
function translatedLanguage(settings: Pick<CallSettings, 'nlLanguage'>) {
  const id = settings.nlLanguage ?? defaultNaturalLanguageId;
  return id === defaultNaturalLanguageId ? undefined : naturalLanguageById(id);
}

function callOptions(formatId: FormatId, settings: CallSettings & { fields?: Field[] }): CallOption[] {
  const format = formatById(formatId);
  const options: CallOption[] = [{ key: 'format', value: formatId, source: `'${formatId}'` }];
  if (format.usesSqlPreset) {
    options.push({ key: 'preset', value: settings.sqlPreset, source: `'${settings.sqlPreset}'` });
  }
  // `fields` gives formatQuery each field's validator, input type (for "-limited" number
  // parsing) and label (for natural language).
  const language = formatId === 'natural_language' ? translatedLanguage(settings) : undefined;
  if (language) {
    options.push({
      key: 'fields',
      value: settings.fields && fieldsInLanguage(settings.fields, language),
      source: 'fields.map(field => ({ ...field, label: fieldLabels[field.name] ?? field.label }))',
    });
  } else {
    options.push({ key: 'fields', value: settings.fields, source: 'fields' });
  }
  if (settings.parseNumbers) {
    options.push({ key: 'parseNumbers', value: 'strict-limited', source: `'strict-limited'` });
  }
  if (settings.validate) {
    options.push({ key: 'validator', value: defaultValidator, source: 'defaultValidator' });
  }
  if (language) {
    options.push({ key: 'wordOrder', value: language.wordOrder, source: `'${language.wordOrder}'` });
    options.push({ key: 'operatorMap', value: language.operatorMap, source: 'operatorMap' });
    options.push({ key: 'translations', value: language.translations, source: 'translations' });
  }
  const override: (RuleProcessorSource & { ruleProcessor?: RuleProcessor }) | undefined = settings.overrides?.[formatId];
  if (override) {
    options.push({ key: 'ruleProcessor', value: override.ruleProcessor, source: override.name });
  }
  return options;
}

/** The options object `formatQuery` receives for this format and these settings. */
export function formatOptionsFor(formatId: FormatId, settings: ExportSettings): FormatQueryOptions {
  return Object.fromEntries(callOptions(formatId, settings).map(({ key, value }) => [key, value]));
}

/** The source of the call the export panel runs, as the reader would write it. */
export function formatCallSource(formatId: FormatId, settings: CallSettings): string {
  const body = callOptions(formatId, settings)
    .map(({ key, source }) => (key === source ? `  ${key},` : `  ${key}: ${source},`))
    .join('\n');
  const call = `formatQuery(query, {\n${body}\n})`;
  return formatById(formatId).returnsObject ? `JSON.stringify(${call}, null, 2)` : call;
}

/**
 * Import lines the call needs besides react-querybuilder's value imports: a replacement rule
 * processor, or the types of the natural-language options.
 */
export function formatCallImports(formatId: FormatId, settings: CallSettings): string[] {
  const override = settings.overrides?.[formatId];
  const lines = override?.module ? [`import { ${override.name} } from '${override.module}';`] : [];
  if (formatId === 'natural_language' && translatedLanguage(settings)) {
    lines.push("import type { ExportOperatorMap, NLTranslations } from 'react-querybuilder';");
  }
  return lines;
}

/** Declarations the call refers to: a natural language's field labels, operator map and translations. */
export function formatCallDeclarations(formatId: FormatId, settings: CallSettings): string[] {
  const language = formatId === 'natural_language' ? translatedLanguage(settings) : undefined;
  if (!language) return [];
  return [
    `// ${language.label}: field labels, operator phrases and the words between rules`,
    `const fieldLabels: Record<string, string> = ${literal(language.fieldLabels ?? {})};`,
    `const operatorMap: ExportOperatorMap = ${literal(language.operatorMap ?? {})};`,
    `const translations: NLTranslations = ${literal(language.translations ?? {})};`,
  ];
}

/** Runs the export and returns the text the panel shows. */
export function exportQuery(query: RuleGroupTypeAny, formatId: FormatId, settings: ExportSettings): string {
  const result: unknown = formatQuery(query, formatOptionsFor(formatId, settings) as FormatQueryOptions);
  return formatById(formatId).returnsObject ? JSON.stringify(result, null, 2) : String(result);
}
