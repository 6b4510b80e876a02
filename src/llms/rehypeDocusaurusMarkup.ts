/**
 * Rehype plugin for the Markdown copies of the docs (`@signalwire/docusaurus-plugin-llms-txt`):
 * it undoes the markup Docusaurus adds for readers in a browser, before the HTML becomes
 * Markdown.
 *
 * - A highlighted code block (`<pre class="language-ts"><code><div class="token-line">...`) becomes
 *   `<pre><code class="language-ts">` holding the plain source, one line per token line, so the
 *   Markdown gets a fenced block with its language and exactly the lines the page shows.
 * - Heading anchors (`<a class="hash-link">`) and buttons (copy code, word wrap, live example
 *   controls) are removed: they are controls, not content.
 */

export interface HastText {
  type: 'text';
  value: string;
  children?: undefined;
}

export interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
}

/** The hast nodes this plugin looks at; comments, doctypes and the rest pass through untouched. */
export interface HastOther {
  type: 'comment' | 'doctype' | 'root' | 'raw';
  value?: string;
  children?: HastNode[];
}

export type HastNode = HastElement | HastText | HastOther;

export interface HastRoot {
  type: 'root';
  children: HastNode[];
}

function isElement(node: HastNode): node is HastElement {
  return node.type === 'element';
}

function classesOf(node: HastElement): string[] {
  const className = node.properties?.className;
  if (Array.isArray(className)) return className.map(String);
  if (typeof className === 'string') return className.split(/\s+/);
  return [];
}

/** The text of a node as the browser shows it inside `pre`; `<br>` ends nothing here. */
function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  if (isElement(node) && node.tagName === 'br') return '';
  return (node.children ?? []).map(textOf).join('');
}

/** The source lines of a Docusaurus code block's `<code>` element. */
export function codeBlockSource(code: HastElement): string {
  const lines = code.children.filter(
    (child): child is HastElement => isElement(child) && classesOf(child).includes('token-line')
  );
  if (lines.length === 0) return textOf(code).replace(/\n$/, '');
  return lines.map((line) => textOf(line)).join('\n');
}

function languageOf(pre: HastElement, code: HastElement): string | undefined {
  const classes = [...classesOf(code), ...classesOf(pre)];
  return classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

function isControl(node: HastNode): boolean {
  if (!isElement(node)) return false;
  if (node.tagName === 'button') return true;
  return node.tagName === 'a' && classesOf(node).includes('hash-link');
}

function transform(node: HastNode | HastRoot): void {
  if (!node.children) return;
  node.children = node.children.filter((child) => !isControl(child));
  for (const child of node.children) {
    if (isElement(child) && child.tagName === 'pre') {
      const code = child.children.find((inner): inner is HastElement => isElement(inner) && inner.tagName === 'code');
      if (code) {
        const language = languageOf(child, code);
        child.properties = {};
        child.children = [
          {
            type: 'element',
            tagName: 'code',
            properties: language ? { className: [`language-${language}`] } : {},
            children: [{ type: 'text', value: codeBlockSource(code) }],
          },
        ];
        continue;
      }
    }
    transform(child);
  }
}

/** The unified attacher: `beforeDefaultRehypePlugins: [rehypeDocusaurusMarkup]`. */
export function rehypeDocusaurusMarkup() {
  return (tree: HastRoot) => {
    transform(tree);
  };
}
