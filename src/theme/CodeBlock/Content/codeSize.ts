/** Printable ASCII only: every character one `ch` wide in the monospace font. */
const monospaceWidthKnown = /^[\x20-\x7e]*$/;

/**
 * The code's size in lines and columns, for blocks whose size follows from the text alone (no line
 * numbers, whose gutter adds width; no tabs or characters a fallback font may draw wider). The
 * stylesheet skips the style, layout and paint of such a block's lines until it nears the
 * viewport (`content-visibility: auto`) and sizes it meanwhile from these numbers, exactly as the
 * laid-out lines would: long pages (68 blocks, 5,000 token spans) then do the work for the blocks
 * a reader sees, and nothing moves when the others are rendered.
 */
export function codeSize(code: string, lineNumbers: boolean): { lines: number; columns: number } | undefined {
  if (lineNumbers) return undefined;
  const lines = code.split('\n');
  let columns = 0;
  for (const line of lines) {
    if (!monospaceWidthKnown.test(line)) return undefined;
    columns = Math.max(columns, line.length);
  }
  return { lines: lines.length, columns };
}
