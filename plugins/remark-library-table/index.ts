import { Joi } from '@docusaurus/utils-validation';
import { dataTables, withDescriptions, type Cell, type Table } from '../../src/libraryTables/tables';
import { loadLibrary } from '../../src/libraryTables/loadLibrary';
import { controlElementPropsTable } from '../../src/libraryTables/controlProps';
import { versionFolderOf } from '../remark-library-output';

/**
 * Remark plugin: `<LibraryTable of="..." />` in a docs page becomes a Markdown table built from
 * the installed package at build time (src/libraryTables), the package of the page's docs version
 * (`react-querybuilder`, or `rqb6` on a version-6 page...). Nothing of it reaches the browser but
 * the table.
 *
 * ```mdx
 * <LibraryTable of="defaultTranslations" />
 *
 * <LibraryTable of="standardClassnames">
 *
 * | Key | Element |
 * | --- | --- |
 * | `queryBuilder` | Outermost element |
 *
 * </LibraryTable>
 * ```
 *
 * A table inside the element adds hand-written columns, matched by the key in its first column;
 * a key the package lacks, or a package key without a row, fails the build.
 */

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  position?: { start: { line: number } };
}

interface Options {
  /** Per docs version folder (`version-6`, ...): the package name that folder documents. */
  moduleMapsByVersion?: Record<string, Record<string, string>>;
}

export const tableNames = [...Object.keys(dataTables), 'controlElementProps'] as const;

export function buildTable(of: string, packageName: string): Table {
  if (of === 'controlElementProps') return controlElementPropsTable(packageName);
  const build = dataTables[of as keyof typeof dataTables];
  if (!build) throw new Error(`unknown table "${of}" (known: ${tableNames.join(', ')})`);
  return build(loadLibrary(packageName));
}

function textOf(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function cellNode(cell: Cell): Node {
  return {
    type: 'tableCell',
    children: cell.parts.map((part) => (part.code ? { type: 'inlineCode', value: part.text } : { type: 'text', value: part.text })),
  };
}

function headerCell(text: string): Node {
  // `Props (\`?\`: optional)`: backticks in a header mark inline code.
  const children = text.split(/(`[^`]*`)/).filter(Boolean).map((part) =>
    part.startsWith('`') ? { type: 'inlineCode', value: part.slice(1, -1) } : { type: 'text', value: part }
  );
  return { type: 'tableCell', children };
}

export function toMarkdownTable(table: Table, extra?: Node): Node {
  let header: Node[] = table.header.map(headerCell);
  let rows: Node[][] = table.rows.map((row) => row.cells.map(cellNode));
  if (extra) {
    const [extraHeader, ...extraRows] = extra.children ?? [];
    const merged = withDescriptions(
      { header: [], rows: table.rows.map((row, index) => ({ key: row.key, cells: rows[index]! })) },
      {
        header: [],
        rows: extraRows.map((row) => ({ key: textOf(row.children![0]!).trim(), cells: row.children!.slice(1) })),
      }
    );
    header = [...header, ...(extraHeader?.children ?? []).slice(1)];
    rows = merged.rows.map((row) => row.cells);
  }
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((cells) => ({ type: 'tableRow', children: cells })),
  } as Node;
}

const optionsSchema = Joi.object<Options>({ moduleMapsByVersion: Joi.object().pattern(Joi.string(), Joi.object().pattern(Joi.string(), Joi.string())) });

/** The options, checked (remark has no options hook of its own): a typo fails the build up front. */
export function validateOptions(options: unknown): Options {
  const { value, error } = optionsSchema.validate(options ?? {});
  if (error) throw new Error(`remark-library-table: ${error.message}`);
  return value;
}

export default function remarkLibraryTable(rawOptions: Options = {}) {
  const options = validateOptions(rawOptions);
  return (tree: Node, file: { path?: string; history?: string[] }) => {
    const filePath = file.path ?? file.history?.[0] ?? 'unknown file';
    const packageName = options.moduleMapsByVersion?.[versionFolderOf(filePath)]?.['react-querybuilder'] ?? 'react-querybuilder';
    const visit = (parent: Node) => {
      const children = parent.children ?? [];
      for (let index = 0; index < children.length; index++) {
        const node = children[index]!;
        if (node.type === 'mdxJsxFlowElement' && node.name === 'LibraryTable') {
          const of = node.attributes?.find((attribute) => attribute.name === 'of')?.value;
          try {
            if (typeof of !== 'string') throw new Error('needs an `of` attribute with a string value');
            const extra = (node.children ?? []).find((child) => child.type === 'table');
            children[index] = toMarkdownTable(buildTable(of, packageName), extra);
          } catch (error) {
            const line = node.position?.start.line ?? 0;
            throw new Error(`<LibraryTable> in ${filePath} (line ${line}): ${(error as Error).message}`);
          }
        } else {
          visit(node);
        }
      }
    };
    visit(tree);
  };
}
