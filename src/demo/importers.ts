import { toFullOption, type Field, type FullField, type RuleGroupTypeAny } from 'react-querybuilder';

/** Options every adapter passes on to its parser. */
export interface ImportSettings {
  fields: Field[];
  independentCombinators: boolean;
  listsAsArrays: boolean;
}

/** Settings as the parsers take them: fields in their full form (`value` filled in). */
interface ParserSettings extends Omit<ImportSettings, 'fields'> {
  fields: FullField[];
}

/** A parser as the adapters call it: the text (or parsed JSON) and an options object, if any. */
type ParserFunction = (input: unknown, options?: Record<string, unknown>) => RuleGroupTypeAny;

export interface ImportLanguage {
  id: string;
  label: string;
  /** The library's parser function and the module it comes from. */
  parser: string;
  module: string;
  /** A working query on the demo's fields that the import panel starts with. */
  sample: string;
  /** What the parser accepts in 8.24.1, in a sentence or two (each claim is unit-tested). */
  note: string;
  /** The text is JSON: it is parsed first, so a JSON mistake is reported as one. */
  isJson: boolean;
  /** The parser reads the `fields` option and drops rules on unknown fields. */
  checksFields: boolean;
  /** Loads the parser on first use, so the demo's first load carries none of them. */
  load: () => Promise<ParserFunction>;
  /** A step the demo adds after parsing: the function's name (as shown), why, and the function. */
  afterParse?: { name: string; why: string; run: (query: RuleGroupTypeAny) => RuleGroupTypeAny };
}

/** Drops SPARQL's leading `?` from variable names so they match the demo's field names. */
function withoutVariableMarks(group: RuleGroupTypeAny): RuleGroupTypeAny {
  return {
    ...group,
    rules: group.rules.map(item => {
      if (typeof item === 'string') return item;
      if ('rules' in item) return withoutVariableMarks(item);
      return { ...item, field: item.field.replace(/^\?/, '') };
    }),
  } as RuleGroupTypeAny;
}

// The parsers are overloaded on `independentCombinators`; the adapters pass it as data, so each
// is called through the one signature they share.
const asParser = (parse: unknown) => parse as ParserFunction;

/**
 * The import panel's languages, each backed by the library's own parser. Parsers whose options
 * take no `fields` (Cypher, Gremlin, SPARQL) are checked against the field list afterwards.
 */
export const importLanguages: readonly ImportLanguage[] = [
  {
    id: 'sql',
    label: 'SQL',
    parser: 'parseSQL',
    module: 'react-querybuilder/parseSQL',
    sample: "SELECT * FROM musicians WHERE firstName LIKE 'Ste%' AND (age >= 30 OR instrument IN ('Guitar', 'Bass'))",
    note: 'A WHERE condition on its own, or a whole SELECT … WHERE statement, of which only the WHERE clause is read. A syntax error names the position, the tokens the parser expected and the one it got.',
    isJson: false,
    checksFields: true,
    load: async () => asParser((await import('react-querybuilder/parseSQL')).parseSQL),
  },
  {
    id: 'mongodb',
    label: 'MongoDB',
    parser: 'parseMongoDB',
    module: 'react-querybuilder/parseMongoDB',
    sample: '{ "firstName": { "$regex": "^Ste" }, "$or": [{ "age": { "$gt": 28 } }, { "lastName": { "$in": ["Vai", "Vaughan"] } }] }',
    note: 'A filter object as JSON: $and, $or, $not, comparison operators, $in, $nin and $regex. Conditions with $exists and whole $nor groups are left out without a warning.',
    isJson: true,
    checksFields: true,
    load: async () => asParser((await import('react-querybuilder/parseMongoDB')).parseMongoDB),
  },
  {
    id: 'jsonlogic',
    label: 'JsonLogic',
    parser: 'parseJsonLogic',
    module: 'react-querybuilder/parseJsonLogic',
    sample: '{ "and": [{ "startsWith": [{ "var": "firstName" }, "Ste"] }, { "<=": [30, { "var": "age" }, 60] }, { "in": [{ "var": "instrument" }, ["Guitar", "Bass"]] }] }',
    note: 'A JsonLogic rule as JSON: and, or, !, comparisons (a three-argument <= is "between"), in with a list, and the startsWith and endsWith operations the library adds.',
    isJson: true,
    checksFields: true,
    load: async () => asParser((await import('react-querybuilder/parseJsonLogic')).parseJsonLogic),
  },
  {
    id: 'cel',
    label: 'CEL',
    parser: 'parseCEL',
    module: 'react-querybuilder/parseCEL',
    sample: 'firstName.startsWith("Ste") && (age > 28 || instrument in ["Guitar", "Bass"])',
    note: 'A CEL expression: && and ||, comparisons, in with a list, and the startsWith, endsWith and contains methods. Text it cannot read gives no rules rather than an error.',
    isJson: false,
    checksFields: true,
    load: async () => asParser((await import('react-querybuilder/parseCEL')).parseCEL),
  },
  {
    id: 'spel',
    label: 'SpEL',
    parser: 'parseSpEL',
    module: 'react-querybuilder/parseSpEL',
    sample: "firstName matches '^Ste' and (age > 28 or isTouring == true)",
    note: "A SpEL expression: and, or, comparisons, and matches with a regular expression ('^Ste' becomes \"begins with\"). Method calls such as firstName.startsWith('Ste') are left out.",
    isJson: false,
    checksFields: true,
    load: async () => asParser((await import('react-querybuilder/parseSpEL')).parseSpEL),
  },
  {
    id: 'jsonata',
    label: 'JSONata',
    parser: 'parseJSONata',
    module: 'react-querybuilder/parseJSONata',
    sample: '$contains(firstName, "Ste") and (age > 28 or instrument in ["Guitar", "Bass"])',
    note: 'A JSONata predicate: and, or, comparisons, in with a list, and $contains. Other functions, $startsWith among them, are left out.',
    isJson: false,
    checksFields: true,
    load: async () => asParser((await import('react-querybuilder/parseJSONata')).parseJSONata),
  },
  {
    id: 'cypher',
    label: 'Cypher',
    parser: 'parseCypher',
    module: 'react-querybuilder/parseCypher',
    sample: "WHERE firstName STARTS WITH 'Ste' AND (age > 28 OR isTouring = true)",
    note: 'A WHERE condition, with or without the keyword: comparisons, STARTS WITH, ENDS WITH, CONTAINS, AND, OR. A whole MATCH … RETURN statement keeps the variable in field names (m.age), and a condition with an IN list gives no rules.',
    isJson: false,
    checksFields: false,
    load: async () => asParser((await import('react-querybuilder/parseCypher')).parseCypher),
  },
  {
    id: 'gremlin',
    label: 'Gremlin',
    parser: 'parseGremlin',
    module: 'react-querybuilder/parseGremlin',
    sample: "g.V().has('firstName', startingWith('Ste')).has('instrument', within('Guitar', 'Bass')).has('age', gt(28))",
    note: 'Chained has() steps, after g.V() or on their own, with predicates such as gt(), between(), within() and startingWith(). An or() step gives no rules.',
    isJson: false,
    checksFields: false,
    load: async () => asParser((await import('react-querybuilder/parseGremlin')).parseGremlin),
  },
  {
    id: 'sparql',
    label: 'SPARQL',
    parser: 'parseSPARQL',
    module: 'react-querybuilder/parseSPARQL',
    sample: 'SELECT ?musician WHERE { ?musician ?p ?o . FILTER(STRSTARTS(?firstName, "Ste") && (?age > 28 || ?isTouring = true)) }',
    note: 'A FILTER expression, or a whole SELECT … WHERE { FILTER(…) } query. Fields keep the ? of SPARQL variables, which the demo drops to match its field names.',
    isJson: false,
    checksFields: false,
    load: async () => asParser((await import('react-querybuilder/parseSPARQL')).parseSPARQL),
    afterParse: { name: 'withoutVariableMarks', why: 'the demo drops the ? of ?firstName', run: withoutVariableMarks },
  },
];

/** One parser option: the value passed and how the displayed call spells it. */
interface ParserOption {
  key: string;
  value: unknown;
  source: string;
}

function parserOptions(language: ImportLanguage, settings: ParserSettings): ParserOption[] {
  const options: ParserOption[] = [];
  if (language.checksFields) {
    options.push({ key: 'fields', value: settings.fields, source: 'fields' });
    options.push({ key: 'listsAsArrays', value: settings.listsAsArrays, source: String(settings.listsAsArrays) });
  }
  if (settings.independentCombinators) {
    options.push({ key: 'independentCombinators', value: true, source: 'true' });
  }
  return options;
}

/** The call the import runs, as the reader would write it (the pasted text in `text`). */
export function parserCallSource(languageId: string, settings: Omit<ImportSettings, 'fields'>): string {
  const language = importLanguageById(languageId);
  if (!language) return '';
  const options = parserOptions(language, { ...settings, fields: [] });
  const optionsSource =
    options.length === 0
      ? ''
      : `, { ${options.map(({ key, source }) => (key === source ? key : `${key}: ${source}`)).join(', ')} }`;
  const input = language.isJson ? 'JSON.parse(text)' : 'text';
  const call = `${language.parser}(${input}${optionsSource})`;
  const { afterParse } = language;
  return [
    `import { ${language.parser} } from '${language.module}';`,
    '',
    afterParse ? `const query = ${afterParse.name}(${call}); // ${afterParse.why}` : `const query = ${call};`,
  ].join('\n');
}

/**
 * Limits that keep the page responsive: the parsers run on the main thread (a megabyte of SQL
 * takes seconds), and the builder renders every rule.
 */
export const maxImportLength = 64 * 1024;
export const maxImportedRules = 500;

const kilobytes = (length: number) => `${Math.ceil(length / 1024).toLocaleString('en')} KB`;

/**
 * The outcome of an import. A failure has a sentence for the reader and, where the parser (or
 * `JSON.parse`) said more, its whole message as `detail` (multi-line for parse errors).
 */
export type ImportResult = { ok: true; query: RuleGroupTypeAny } | { ok: false; message: string; detail?: string };

export const importLanguageById = (id: string) => importLanguages.find(language => language.id === id);

/** Names every field the query uses, at any depth. */
function fieldsUsed(group: RuleGroupTypeAny): string[] {
  return group.rules.flatMap(item => {
    if (typeof item === 'string') return [];
    return 'rules' in item ? fieldsUsed(item) : [item.field];
  });
}

/**
 * Parses `text` as `languageId` and returns the new query, or a message for the reader. Never
 * throws: a parser that throws, returns no rules for non-empty input, or uses fields the demo
 * does not have, all come back as `{ ok: false }`, so the caller can leave the query alone.
 */
export async function importQuery(languageId: string, text: string, settings: ImportSettings): Promise<ImportResult> {
  const language = importLanguageById(languageId);
  if (!language) return { ok: false, message: `There is no importer for "${languageId}".` };
  if (text.trim() === '') return { ok: false, message: `Type or paste a ${language.label} query first.` };
  if (text.length > maxImportLength) {
    return {
      ok: false,
      message: `This query is too long to import in the demo (${kilobytes(text.length)}; the limit is ${kilobytes(maxImportLength)}).`,
    };
  }

  let input: unknown = text;
  if (language.isJson) {
    try {
      input = JSON.parse(text);
    } catch (error) {
      return {
        ok: false,
        message: `This is not valid JSON, so the ${language.label} parser was not run.`,
        detail: error instanceof Error ? error.message : String(error),
      };
    }
  }

  let parse: ParserFunction;
  try {
    parse = await language.load();
  } catch {
    return { ok: false, message: `The ${language.label} parser did not load. Check your connection and try again.` };
  }

  let query: RuleGroupTypeAny;
  try {
    const options = parserOptions(language, { ...settings, fields: settings.fields.map(field => toFullOption(field)) });
    const parsed =
      options.length > 0 ? parse(input, Object.fromEntries(options.map(({ key, value }) => [key, value]))) : parse(input);
    query = language.afterParse ? language.afterParse.run(parsed) : parsed;
  } catch (error) {
    const detail = error instanceof Error ? error.message.trim() : String(error);
    return {
      ok: false,
      message: `The ${language.label} parser could not read this query.`,
      ...(detail ? { detail } : {}),
    };
  }

  const used = fieldsUsed(query);
  const known = new Set(settings.fields.map(field => field.name));
  const fieldList = settings.fields.map(field => field.name).join(', ');
  if (used.length === 0) {
    return {
      ok: false,
      message: `The ${language.label} parser found no rules it could use. Check the syntax, and use the demo's field names (${fieldList}).`,
    };
  }
  if (used.length > maxImportedRules) {
    return {
      ok: false,
      message: `This query has ${used.length.toLocaleString('en')} rules; the demo imports at most ${maxImportedRules}.`,
    };
  }
  const unknown = [...new Set(used.filter(name => !known.has(name)))];
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `This query uses fields the demo does not have (${unknown.join(', ')}). Use one of: ${fieldList}.`,
    };
  }
  return { ok: true, query };
}
