import { visit } from 'unist-util-visit';

/** The parts of a hast element this plugin reads and writes. */
interface HastElement {
  type: 'element';
  tagName: string;
  data?: Record<string, unknown>;
  children: unknown[];
}

/**
 * Rehype plugin for MDX: inline code is written as a plain `<code>` element instead of through the
 * theme's MDX `code` component.
 *
 * The theme maps every `code` element to one component, which looks at its children to tell inline
 * code from a code block and draws inline code as a bare `<code>` through a second component. The
 * markup is the same as MDX's own element, but each piece of inline code costs up to two components
 * when the page hydrates: the QueryBuilder page, with about 700 pieces, hydrates 2,847 components
 * with this step and 3,994 without. Code in a `<pre>` (a code block) keeps the component.
 *
 * MDX leaves an element alone when it is flagged as JSX the author wrote (`_mdxExplicitJsx`, the
 * flag @mdx-js/mdx sets on literal JSX such as `<h1>`), which is what this flag does for inline code.
 */
export default function rehypeHostInlineCode() {
  return (tree: unknown) => {
    visit(tree as HastElement, 'element', (node: HastElement, _index, parent) => {
      if (node.tagName !== 'code' || (parent as HastElement | undefined)?.tagName === 'pre') return;
      node.data = { ...node.data, _mdxExplicitJsx: true };
    });
  };
}
