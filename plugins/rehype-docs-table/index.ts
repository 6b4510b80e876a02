import { visit } from 'unist-util-visit';

/** The parts of hast (and of MDX's JSX nodes in it) this plugin reads and writes. */
interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Elements, and components written in MDX (`<ApiAnchor>`), whose text is theirs to mark. */
const hasChildren = (node: HastNode): node is HastNode & { children: HastNode[] } =>
  (node.type === 'element' || node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && Array.isArray(node.children);

const isElement = (node: HastNode, tagName?: string) => node.type === 'element' && (tagName === undefined || node.tagName === tagName);

/** A node's element children (rows of a section, cells of a row), without the text between them. */
const elementsIn = (node: HastNode) => (node.children ?? []).filter(child => isElement(child));

/**
 * The places an identifier or a type may wrap: between camel-case words and after `,`, `|`, `(`
 * or `<`, so `accessibleDescriptionGenerator` wraps between its words and never between two letters.
 */
export function wordBreakParts(text: string): string[] {
  return text.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[,|(<])/);
}

/** The text a reader sees in a node (a header cell's label). */
function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return hasChildren(node) ? node.children.map(textOf).join('') : '';
}

/** Puts a `<wbr>` at each break of every text inside `node`, at any depth. */
function markWordBreaks(node: HastNode & { children: HastNode[] }) {
  node.children = node.children.flatMap(child => {
    if (child.type === 'text') {
      const parts = wordBreakParts(child.value ?? '');
      if (parts.length < 2) return [child];
      return parts.flatMap((part, index): HastNode[] => {
        const text = { type: 'text', value: part };
        return index === 0 ? [text] : [{ type: 'element', tagName: 'wbr', properties: {}, children: [] }, text];
      });
    }
    if (hasChildren(child)) markWordBreaks(child);
    return [child];
  });
}

/**
 * Rehype plugin for Markdown tables, done once at build time:
 * - each body cell carries its column's header as `data-label`, which the phone layout in
 *   custom.scss shows beside the value when rows stack; a table with a header row gets the class
 *   `docs-table` that layout selects;
 * - the text inside a cell's elements (inline code, links to props) may wrap at word boundaries
 *   (`<wbr>`), so a table fits its column at desktop widths; the cell's own prose is left alone.
 *
 * The page then renders MDX's plain table elements: a component that walked every table's cells
 * while the page hydrated did this before.
 */
export default function rehypeDocsTable() {
  return (tree: unknown) => {
    visit(tree as HastNode, 'element', (table: HastNode) => {
      if (table.tagName !== 'table') return;
      const sections = elementsIn(table);
      const headers = sections
        .filter(section => isElement(section, 'thead'))
        .flatMap(elementsIn)
        .flatMap(row => elementsIn(row).map(textOf));
      for (const section of sections) {
        if (isElement(section, 'thead')) continue;
        for (const row of elementsIn(section)) {
          elementsIn(row).forEach((cell, column) => {
            if (headers[column]) cell.properties = { ...cell.properties, dataLabel: headers[column] };
            for (const child of cell.children ?? []) if (hasChildren(child)) markWordBreaks(child);
          });
        }
      }
      if (headers.length) {
        const className = table.properties?.className;
        table.properties = { ...table.properties, className: [...(Array.isArray(className) ? className : className ? [className] : []), 'docs-table'] };
      }
    });
  };
}
