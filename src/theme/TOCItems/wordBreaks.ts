/**
 * Marks where a long identifier in a heading may wrap: before each capital that follows a
 * lower-case letter or digit (`enableMount<wbr>QueryChange`), in the heading's text and code alike.
 * For the TOC, whose entries are HTML: its column is about 210 px wide, narrower than many prop
 * names, and without these marks the browser split them between two letters.
 */
export function markCodeWordBreaks(html: string): string {
  // Only text between tags; tag names and attributes are left alone.
  return html.replace(/(^|>)([^<]+)/g, (_, start: string, text: string) =>
    start + text.replace(/([a-z0-9])(?=[A-Z])/g, '$1<wbr>')
  );
}
