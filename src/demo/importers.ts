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

type Parse = (text: string, settings: ParserSettings) => RuleGroupTypeAny;

export interface ImportLanguage {
  id: string;
  label: string;
  /** A working example for the placeholder, in the demo's field names. */
  example: string;
  /** Loads the parser on first use, so the demo's first load carries none of them. */
  load: () => Promise<Parse>;
  /** The parser reads the `fields` option and drops rules on unknown fields. */
  checksFields: boolean;
}

const common = ({ fields, listsAsArrays }: ParserSettings) => ({ fields, listsAsArrays });

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

/**
 * The import panel's languages, each backed by the library's own parser. Parsers whose options
 * take no `fields` (Cypher, Gremlin, SPARQL) are checked against the field list afterwards.
 */
export const importLanguages: readonly ImportLanguage[] = [
  {
    id: 'sql',
    label: 'SQL',
    example: "firstName = 'Steve' AND age > 28",
    checksFields: true,
    load: async () => {
      const { parseSQL } = await import('react-querybuilder/parseSQL');
      return (text, s) =>
        s.independentCombinators
          ? parseSQL(text, { ...common(s), independentCombinators: true })
          : parseSQL(text, common(s));
    },
  },
  {
    id: 'mongodb',
    label: 'MongoDB',
    example: '{ "firstName": "Steve", "age": { "$gt": 28 } }',
    checksFields: true,
    load: async () => {
      const { parseMongoDB } = await import('react-querybuilder/parseMongoDB');
      return (text, s) =>
        s.independentCombinators
          ? parseMongoDB(text, { ...common(s), independentCombinators: true })
          : parseMongoDB(text, common(s));
    },
  },
  {
    id: 'jsonlogic',
    label: 'JsonLogic',
    example: '{ "and": [{ "==": [{ "var": "firstName" }, "Steve"] }, { ">": [{ "var": "age" }, 28] }] }',
    checksFields: true,
    load: async () => {
      const { parseJsonLogic } = await import('react-querybuilder/parseJsonLogic');
      return (text, s) =>
        s.independentCombinators
          ? parseJsonLogic(text, { ...common(s), independentCombinators: true })
          : parseJsonLogic(text, common(s));
    },
  },
  {
    id: 'cel',
    label: 'CEL',
    example: 'firstName == "Steve" && age > 28',
    checksFields: true,
    load: async () => {
      const { parseCEL } = await import('react-querybuilder/parseCEL');
      return (text, s) =>
        s.independentCombinators
          ? parseCEL(text, { ...common(s), independentCombinators: true })
          : parseCEL(text, common(s));
    },
  },
  {
    id: 'spel',
    label: 'SpEL',
    example: "firstName == 'Steve' and age > 28",
    checksFields: true,
    load: async () => {
      const { parseSpEL } = await import('react-querybuilder/parseSpEL');
      return (text, s) =>
        s.independentCombinators
          ? parseSpEL(text, { ...common(s), independentCombinators: true })
          : parseSpEL(text, common(s));
    },
  },
  {
    id: 'jsonata',
    label: 'JSONata',
    example: 'firstName = "Steve" and age > 28',
    checksFields: true,
    load: async () => {
      const { parseJSONata } = await import('react-querybuilder/parseJSONata');
      return (text, s) =>
        s.independentCombinators
          ? parseJSONata(text, { ...common(s), independentCombinators: true })
          : parseJSONata(text, common(s));
    },
  },
  {
    id: 'cypher',
    label: 'Cypher',
    example: "firstName = 'Steve' AND age > 28",
    checksFields: false,
    load: async () => {
      const { parseCypher } = await import('react-querybuilder/parseCypher');
      return (text, s) =>
        s.independentCombinators ? parseCypher(text, { independentCombinators: true }) : parseCypher(text);
    },
  },
  {
    id: 'gremlin',
    label: 'Gremlin',
    example: ".has('firstName', 'Steve').has('age', gt(28))",
    checksFields: false,
    load: async () => {
      const { parseGremlin } = await import('react-querybuilder/parseGremlin');
      return (text, s) =>
        s.independentCombinators ? parseGremlin(text, { independentCombinators: true }) : parseGremlin(text);
    },
  },
  {
    id: 'sparql',
    label: 'SPARQL',
    example: '?firstName = "Steve" && ?age > 28',
    checksFields: false,
    load: async () => {
      const { parseSPARQL } = await import('react-querybuilder/parseSPARQL');
      return (text, s) =>
        withoutVariableMarks(
          s.independentCombinators ? parseSPARQL(text, { independentCombinators: true }) : parseSPARQL(text)
        );
    },
  },
];

/**
 * Limits that keep the page responsive: the parsers run on the main thread (a megabyte of SQL
 * takes seconds), and the builder renders every rule.
 */
export const maxImportLength = 64 * 1024;
export const maxImportedRules = 500;

const kilobytes = (length: number) => `${Math.ceil(length / 1024).toLocaleString('en')} KB`;

export type ImportResult = { ok: true; query: RuleGroupTypeAny } | { ok: false; message: string };

export const importLanguageById = (id: string) => importLanguages.find(language => language.id === id);

/** Names every field the query uses, at any depth. */
function fieldsUsed(group: RuleGroupTypeAny): string[] {
  return group.rules.flatMap(item => {
    if (typeof item === 'string') return [];
    return 'rules' in item ? fieldsUsed(item) : [item.field];
  });
}

/** The first line of a parser's message: parse errors carry a multi-line excerpt. */
const firstLine = (message: string) => message.split('\n')[0].trim();

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

  let parse: Parse;
  try {
    parse = await language.load();
  } catch {
    return { ok: false, message: `The ${language.label} parser did not load. Check your connection and try again.` };
  }

  let query: RuleGroupTypeAny;
  try {
    query = parse(text, { ...settings, fields: settings.fields.map(field => toFullOption(field)) });
  } catch (error) {
    const detail = error instanceof Error ? firstLine(error.message) : '';
    return {
      ok: false,
      message: `The ${language.label} parser could not read this query${detail ? `: ${detail}` : '.'}`,
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
