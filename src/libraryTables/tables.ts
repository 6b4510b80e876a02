/**
 * Tables of what react-querybuilder exports as data, built from the package itself so a docs
 * page cannot drift from the installed version. Plain functions of a loaded package: the remark
 * plugin in plugins/remark-library-table turns their result into a Markdown table at build time.
 */

/** A cell: text, shown as inline code when `code` is set. An empty list of parts is an empty cell. */
export interface Cell {
  parts: { text: string; code?: boolean }[];
}

export interface Table {
  header: string[];
  rows: { key: string; cells: Cell[] }[];
}

export const code = (text: string): Cell => ({ parts: [{ text, code: true }] });
export const plain = (text: string): Cell => ({ parts: text ? [{ text }] : [] });
export const codeList = (texts: string[]): Cell => ({
  parts: texts.flatMap((text, index) => (index === 0 ? [{ text, code: true }] : [{ text: ', ' }, { text, code: true }])),
});

type Library = Record<string, unknown>;

function exported<T>(library: Library, name: string): T {
  if (!(name in library) || library[name] === undefined) {
    throw new Error(`The installed package does not export \`${name}\``);
  }
  return library[name] as T;
}

const display = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** `standardClassnames`: each key and the class it stands for. */
export function standardClassnamesTable(library: Library): Table {
  const classnames = exported<Record<string, string>>(library, 'standardClassnames');
  return {
    header: ['Key', 'Class'],
    rows: Object.entries(classnames).map(([key, className]) => ({ key, cells: [code(key), code(className)] })),
  };
}

/**
 * `defaultTranslations`: each key with its label and title; the placeholder settings of the
 * selectors (`placeholderName`, `placeholderLabel`, ...) go in a third column.
 */
export function defaultTranslationsTable(library: Library): Table {
  const translations = exported<Record<string, Record<string, unknown>>>(library, 'defaultTranslations');
  return {
    header: ['Key', 'label', 'title', 'Other settings'],
    rows: Object.entries(translations).map(([key, entry]) => {
      const { label, title, ...others } = entry;
      return {
        key,
        cells: [
          code(key),
          label === undefined ? plain('') : code(display(label)),
          title === undefined ? plain('') : plain(display(title)),
          codeList(Object.entries(others).map(([name, value]) => `${name}: ${JSON.stringify(value)}`)),
        ],
      };
    }),
  };
}

interface NamedOption {
  name?: string;
  value?: string;
  label: string;
}

function optionsTable(library: Library, exportName: string): Table {
  const options = exported<NamedOption[]>(library, exportName);
  return {
    header: ['Name', 'Label'],
    rows: options.map((option) => {
      const name = option.name ?? option.value ?? '';
      return { key: name, cells: [code(name), plain(option.label)] };
    }),
  };
}

/** `defaultOperators`: each operator's name and label. */
export const defaultOperatorsTable = (library: Library) => optionsTable(library, 'defaultOperators');

/** `defaultCombinators`: each combinator's name and label. */
export const defaultCombinatorsTable = (library: Library) => optionsTable(library, 'defaultCombinators');

/** `defaultNLTranslations`: each key of the `natural_language` words and its text. */
export function defaultNLTranslationsTable(library: Library): Table {
  const translations = exported<Record<string, string>>(library, 'defaultNLTranslations');
  return {
    header: ['Key', 'Text'],
    rows: Object.entries(translations).map(([key, text]) => ({ key, cells: [code(key), code(text)] })),
  };
}

export const dataTables = {
  standardClassnames: standardClassnamesTable,
  defaultTranslations: defaultTranslationsTable,
  defaultOperators: defaultOperatorsTable,
  defaultCombinators: defaultCombinatorsTable,
  defaultNLTranslations: defaultNLTranslationsTable,
} as const;

/**
 * Adds the columns of a hand-written table (prose the package cannot give, such as what each
 * class is on) to a computed one, matched by key (the first column of `extra`, without backticks).
 * Throws when a computed row has no hand-written row or a hand-written row names no computed
 * key: the page then fails to build instead of describing a key the package no longer has.
 */
export function withDescriptions<C>(
  table: { header: string[]; rows: { key: string; cells: C[] }[] },
  extra: { header: string[]; rows: { key: string; cells: C[] }[] }
): { header: string[]; rows: { key: string; cells: C[] }[] } {
  const byKey = new Map(extra.rows.map((row) => [row.key, row.cells]));
  const missing = table.rows.filter((row) => !byKey.has(row.key)).map((row) => row.key);
  const unknown = extra.rows.filter((row) => !table.rows.some((computed) => computed.key === row.key)).map((row) => row.key);
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      [
        missing.length > 0 ? `no description for ${missing.join(', ')}` : '',
        unknown.length > 0 ? `described but not in the package: ${unknown.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')
    );
  }
  return {
    header: [...table.header, ...extra.header],
    rows: table.rows.map((row) => ({ key: row.key, cells: [...row.cells, ...byKey.get(row.key)!] })),
  };
}
