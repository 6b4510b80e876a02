import { describe, expect, it } from 'vitest';
import { markCodeWordBreaks } from './wordBreaks';

describe('TOC code word breaks', () => {
  it('marks camel-case boundaries in code and text, not inside tags', () => {
    expect(markCodeWordBreaks('<code class="aB">getValueEditorSeparator</code> and preventOperatorNegation')).toBe(
      '<code class="aB">get<wbr>Value<wbr>Editor<wbr>Separator</code> and prevent<wbr>Operator<wbr>Negation'
    );
  });
});
