import { describe, expect, it } from 'vitest';
import { codeSize } from './codeSize';

describe('codeSize', () => {
  it('counts lines and the longest line in characters', () => {
    expect(codeSize('const a = 1;\nexport default function App() {}\n}', false)).toEqual({ lines: 3, columns: 32 });
  });

  it('counts an empty last line (a block whose code ends in a blank line)', () => {
    expect(codeSize('a\n', false)).toEqual({ lines: 2, columns: 1 });
  });

  it('leaves blocks with line numbers unsized (their gutter adds width)', () => {
    expect(codeSize('a', true)).toBeUndefined();
  });

  it('leaves blocks with tabs or non-ASCII characters unsized (not one column each)', () => {
    expect(codeSize('\tindented', false)).toBeUndefined();
    expect(codeSize('// → arrow', false)).toBeUndefined();
  });
});
