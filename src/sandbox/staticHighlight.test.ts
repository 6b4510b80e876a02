import { describe, expect, it } from 'vitest';
import { highlightLines, linesToHtml, tokenize } from './staticHighlight';
import { sandboxTemplates } from './templates';

describe('staticHighlight', () => {
  it('gives back the code exactly when the tokens are joined', () => {
    for (const template of sandboxTemplates) {
      expect(tokenize(template.code).map(token => token.text).join('')).toBe(template.code);
    }
  });

  it('colours keywords, strings, numbers, comments and atoms', () => {
    expect(tokenize("const a = 'x'; // note\nlet b = 42 /* c */ ?? null;")).toEqual([
      { kind: 'keyword', text: 'const' },
      { kind: 'plain', text: ' a = ' },
      { kind: 'string', text: "'x'" },
      { kind: 'plain', text: '; ' },
      { kind: 'comment', text: '// note' },
      { kind: 'plain', text: '\n' },
      { kind: 'keyword', text: 'let' },
      { kind: 'plain', text: ' b = ' },
      { kind: 'number', text: '42' },
      { kind: 'plain', text: ' ' },
      { kind: 'comment', text: '/* c */' },
      { kind: 'plain', text: ' ?? ' },
      { kind: 'atom', text: 'null' },
      { kind: 'plain', text: ';' },
    ]);
  });

  it('colours the names of JSX elements and components, not their brackets', () => {
    expect(tokenize('<div><QueryBuilder /></div>')).toEqual([
      { kind: 'plain', text: '<' },
      { kind: 'tag', text: 'div' },
      { kind: 'plain', text: '><' },
      { kind: 'tag', text: 'QueryBuilder' },
      { kind: 'plain', text: ' /></' },
      { kind: 'tag', text: 'div' },
      { kind: 'plain', text: '>' },
    ]);
  });

  it('colours the names before a colon (object keys, annotated names)', () => {
    expect(tokenize("{ name: 'age', label : x }")).toEqual([
      { kind: 'plain', text: '{ ' },
      { kind: 'property', text: 'name' },
      { kind: 'plain', text: ': ' },
      { kind: 'string', text: "'age'" },
      { kind: 'plain', text: ', ' },
      { kind: 'property', text: 'label' },
      { kind: 'plain', text: ' : x }' },
    ]);
  });

  it('does not read a keyword inside a string or a comment', () => {
    expect(tokenize('"import x" // return')).toEqual([
      { kind: 'string', text: '"import x"' },
      { kind: 'plain', text: ' ' },
      { kind: 'comment', text: '// return' },
    ]);
  });

  it('keeps an unterminated string to its line', () => {
    expect(tokenize("'open\nconst")).toEqual([
      { kind: 'string', text: "'open" },
      { kind: 'plain', text: '\n' },
      { kind: 'keyword', text: 'const' },
    ]);
  });

  it('splits into one entry per line, a block comment cut at each line end', () => {
    const lines = highlightLines('/* a\nb */\n\nx');
    expect(lines).toEqual([
      [{ kind: 'comment', text: '/* a' }],
      [{ kind: 'comment', text: 'b */' }],
      [],
      [{ kind: 'plain', text: 'x' }],
    ]);
  });

  it('writes the lines as HTML: a div per line, a span per coloured token, a br for an empty line', () => {
    const html = linesToHtml(highlightLines('const a = 1;\n\nb'), 'line', kind => `k-${kind}`);
    expect(html).toBe(
      '<div class="line"><span class="k-keyword">const</span> a = <span class="k-number">1</span>;</div>' +
        '<div class="line"><br></div>' +
        '<div class="line">b</div>'
    );
  });

  it('escapes the code in the HTML, so markup in it shows as text', () => {
    const html = linesToHtml(highlightLines('x < y && <b>"a"</b>'), 'line', kind => kind);
    expect(html).toBe('<div class="line">x &lt; y &amp;&amp; &lt;<span class="tag">b</span>&gt;<span class="string">"a"</span>&lt;/<span class="tag">b</span>&gt;</div>');
  });
});
