import { Children, cloneElement, Fragment, isValidElement, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';

type WithChildren = { children?: ReactNode };

/** The text a reader sees in a node (a header cell's label). */
export function textOf(node: ReactNode): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<WithChildren>(node)) return textOf(node.props.children);
  return '';
}

/**
 * Splits an identifier at its camel-case word boundaries with <wbr>, so a long name such as
 * `accessibleDescriptionGenerator` may wrap between its words and never between two letters.
 */
export function withWordBreaks(text: string): ReactNode {
  const parts = text.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[,|(<])/);
  if (parts.length < 2) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * Marks where a long identifier in a heading may wrap: before each capital that follows a
 * lower-case letter or digit (`enableMount<wbr>QueryChange`), in the heading's text and code alike.
 * For the TOC (src/theme/TOCItems/Tree), whose entries are HTML: its column is about 210 px wide,
 * narrower than many prop names, and without these marks the browser split them between two letters.
 */
export function markCodeWordBreaks(html: string): string {
  // Only text between tags; tag names and attributes are left alone.
  return html.replace(/(^|>)([^<]+)/g, (_, start: string, text: string) =>
    start + text.replace(/([a-z0-9])(?=[A-Z])/g, '$1<wbr>')
  );
}

const isElement = (node: ReactNode): node is ReactElement<WithChildren & Record<string, unknown>> =>
  isValidElement(node);

/**
 * Marks word breaks in the text inside a cell's elements (inline code, links to props); the cell's
 * own prose is left alone.
 */
function breakCode(node: ReactNode, inline: InlineCodeOptions, nested = false): ReactNode {
  return Children.map(node, child => {
    if (typeof child === 'string') return nested ? withWordBreaks(child) : child;
    if (!isElement(child) || child.props.children === undefined) return child;
    // MDX's `code` draws a code block when its children are not all strings, which the <wbr>s
    // would make them: inline code is drawn as the theme's inline code component directly.
    if (inline.mdxCode && inline.InlineCode && child.type === inline.mdxCode) {
      const { InlineCode } = inline;
      return <InlineCode {...child.props}>{breakCode(child.props.children, inline, true)}</InlineCode>;
    }
    return cloneElement(child, undefined, breakCode(child.props.children, inline, true));
  });
}

/** The MDX `code` component to recognise in cells, and the inline code component to draw instead. */
interface InlineCodeOptions {
  mdxCode?: unknown;
  InlineCode?: ComponentType<WithChildren>;
}

/**
 * Docs tables (MDX `table`): each body cell carries its column's header as `data-label`, which the
 * phone layout in custom.scss shows beside the value when rows stack; inline code in cells may wrap
 * at word boundaries, so a table fits its column at desktop widths.
 */
export default function DocsTable({ children, mdxCode, InlineCode, ...props }: ComponentProps<'table'> & InlineCodeOptions) {
  const sections = Children.toArray(children).filter(isElement);
  const headers: string[] = [];
  for (const section of sections) {
    if (section.type !== 'thead') continue;
    for (const row of Children.toArray(section.props.children).filter(isElement)) {
      Children.toArray(row.props.children).filter(isElement).forEach(cell => headers.push(textOf(cell)));
    }
  }
  const rendered = sections.map(section => {
    if (section.type === 'thead') return section;
    const rows = Children.map(section.props.children, row => {
      if (!isElement(row)) return row;
      let column = 0;
      const cells = Children.map(row.props.children, cell => {
        if (!isElement(cell)) return cell;
        const label = headers[column++];
        return cloneElement(cell, { 'data-label': label || undefined }, breakCode(cell.props.children, { mdxCode, InlineCode }));
      });
      return cloneElement(row, undefined, cells);
    });
    return cloneElement(section, undefined, rows);
  });
  return (
    <table {...props} className={[props.className, headers.length ? 'docs-table' : undefined].filter(Boolean).join(' ') || undefined}>
      {rendered}
    </table>
  );
}
