// For the claims that a component page's Props table matches the library: the table's text, and
// the props the query builder really passes to the control.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of `docs/<page>.mdx` from its "## Props" heading up to the line `until` (the next heading). */
export function propsSection(page: string, until: string): string {
  const text = readFileSync(join(__dirname, '../../docs', `${page}.mdx`), 'utf8');
  return text.slice(text.indexOf('## Props'), text.indexOf(until));
}

/** A control element that renders nothing and records the names of the props of its latest render. */
export function propsRecorder<P extends object>() {
  const received: string[][] = [];
  const Spy = (props: P) => {
    received.push(Object.keys(props));
    return null;
  };
  return { Spy, lastKeys: () => received.at(-1)! };
}
