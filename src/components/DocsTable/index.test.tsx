import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import DocsTable, { markCodeWordBreaks, withWordBreaks } from '.';

describe('DocsTable', () => {
  it('labels each body cell with its column header and marks word breaks in cell code', () => {
    const html = renderToStaticMarkup(
      <DocsTable>
        <thead>
          <tr>
            <th>Prop</th>
            <th>Type</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>enableMountQueryChange</code>
            </td>
            <td>
              Plain <code>boolean</code>
            </td>
          </tr>
        </tbody>
      </DocsTable>
    );
    expect(html).toBe(
      '<table class="docs-table"><thead><tr><th>Prop</th><th>Type</th></tr></thead><tbody><tr>' +
        '<td data-label="Prop"><code>enable<wbr/>Mount<wbr/>Query<wbr/>Change</code></td>' +
        '<td data-label="Type">Plain <code>boolean</code></td></tr></tbody></table>'
    );
  });

  it('leaves a table without a header row unlabelled', () => {
    const html = renderToStaticMarkup(
      <DocsTable>
        <tbody>
          <tr>
            <td>a</td>
          </tr>
        </tbody>
      </DocsTable>
    );
    expect(html).toBe('<table><tbody><tr><td>a</td></tr></tbody></table>');
  });

  it('breaks identifiers between camel-case words and after type punctuation only', () => {
    expect(renderToStaticMarkup(<>{withWordBreaks('Record<string,ValueEditorType>')}</>)).toBe(
      'Record&lt;<wbr/>string,<wbr/>Value<wbr/>Editor<wbr/>Type&gt;'
    );
    expect(withWordBreaks('boolean')).toBe('boolean');
  });
});

describe('TOC code word breaks', () => {
  it('marks camel-case boundaries in code and text, not inside tags', () => {
    expect(markCodeWordBreaks('<code class="aB">getValueEditorSeparator</code> and preventOperatorNegation')).toBe(
      '<code class="aB">get<wbr>Value<wbr>Editor<wbr>Separator</code> and prevent<wbr>Operator<wbr>Negation'
    );
  });
});

describe('DocsTable inline code', () => {
  // Stands in for MDX's `code`, which draws a block when its children are not all strings.
  const MdxCode = ({ children }: { children?: ReactNode }) =>
    typeof children === 'string' ? <code>{children}</code> : <pre>{children}</pre>;
  const InlineCode = ({ children }: { children?: ReactNode }) => <code className="inline">{children}</code>;

  it('draws inline code in a cell as inline code with word breaks, never as a code block', () => {
    const html = renderToStaticMarkup(
      <DocsTable mdxCode={MdxCode} InlineCode={InlineCode}>
        <thead>
          <tr>
            <th>Prop</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <MdxCode>enableMountQueryChange</MdxCode>
            </td>
          </tr>
        </tbody>
      </DocsTable>
    );
    expect(html).toContain('<code class="inline">enable<wbr/>Mount<wbr/>Query<wbr/>Change</code>');
    expect(html).not.toContain('<pre');
  });
});
