/**
 * A small TSX tokenizer for the sandbox's static code view: what the page shows in the editor's
 * frame until the reader reaches for the editor, so CodeMirror (its packages, the TSX parse and
 * the editor's first measure) is not created while the page loads. It only has to colour the code
 * roughly as CodeMirror's highlighting does; CodeMirror replaces it before any edit.
 */

export type TokenKind = 'comment' | 'string' | 'number' | 'keyword' | 'atom' | 'tag' | 'property' | 'plain';

export interface Token {
  kind: TokenKind;
  text: string;
}

const keywords = new Set(
  'as async await break case catch class const continue default do else export extends finally for from function if import in instanceof interface let new of return satisfies switch throw try type typeof var void while yield'.split(' ')
);
const atoms = new Set(['true', 'false', 'null', 'undefined', 'this']);

// Order matters: comments and strings before anything that could start inside them.
const tokenPattern =
  /(\/\/[^\n]*)|(\/\*[\s\S]*?(?:\*\/|$))|('(?:[^'\\\n]|\\.)*'?|"(?:[^"\\\n]|\\.)*"?|`(?:[^`\\]|\\[\s\S])*`?)|(\b\d[\d_]*(?:\.\d+)?\b)|(<\/?)([A-Za-z][\w.]*)|([A-Za-z_$][\w$]*)(?=(\s*:(?!:))?)/g;

function push(tokens: Token[], kind: TokenKind, text: string) {
  if (!text) return;
  const last = tokens[tokens.length - 1];
  if (last && last.kind === kind) last.text += text;
  else tokens.push({ kind, text });
}

/** The module's tokens in order; their texts joined give back `code` exactly. */
export function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  for (const match of code.matchAll(tokenPattern)) {
    push(tokens, 'plain', code.slice(index, match.index));
    const [text, line, block, string, number, tagOpen, tagName, word, colon] = match;
    if (line !== undefined || block !== undefined) push(tokens, 'comment', text);
    else if (string !== undefined) push(tokens, 'string', text);
    else if (number !== undefined) push(tokens, 'number', text);
    else if (tagOpen !== undefined) {
      push(tokens, 'plain', tagOpen);
      push(tokens, 'tag', tagName);
    } else if (keywords.has(word)) push(tokens, 'keyword', text);
    else if (atoms.has(word)) push(tokens, 'atom', text);
    else if (colon !== undefined) push(tokens, 'property', text);
    else push(tokens, 'plain', text);
    index = match.index + text.length;
  }
  push(tokens, 'plain', code.slice(index));
  return tokens;
}

/** The tokens split into lines (a token spanning lines, e.g. a block comment, is cut at each line end). */
export function highlightLines(code: string): Token[][] {
  const lines: Token[][] = [[]];
  for (const token of tokenize(code)) {
    token.text.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines[lines.length - 1].push({ kind: token.kind, text: part });
    });
  }
  return lines;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) => text.replace(/[&<>]/g, char => escapes[char]);

/**
 * The lines as HTML: one `<div class="{lineClass}">` per line, each coloured token a
 * `<span class="{kindClass(kind)}">`, an empty line a `<br>`. The static view sets this as its
 * content in one go: the browser's parser builds the few hundred nodes of a module much faster
 * than React creates them one by one, and it did so in the task that shows the sandbox.
 */
export function linesToHtml(lines: Token[][], lineClass: string, kindClass: (kind: TokenKind) => string): string {
  return lines
    .map(tokens => {
      const content =
        tokens.length === 0
          ? '<br>'
          : tokens.map(({ kind, text }) => (kind === 'plain' ? escapeText(text) : `<span class="${kindClass(kind)}">${escapeText(text)}</span>`)).join('');
      return `<div class="${lineClass}">${content}</div>`;
    })
    .join('');
}
