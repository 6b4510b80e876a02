/** Writing values as TypeScript source, for the sandbox module and the export panel's call. */

/** Code written as it is, inside a literal. */
export class Code {
  constructor(readonly code: string) {}
}

export const printWidth = 100;
const identifier = /^[A-Za-z_$][\w$]*$/;

/** A single-quoted string literal. */
export const quote = (text: string) =>
  `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;

const keySource = (key: string) => (key === '__proto__' ? `['__proto__']` : identifier.test(key) ? key : quote(key));

/**
 * A value as TypeScript source: one line where it fits in the print width, else one entry per
 * line. Strings are always escaped, so no value from a link can change the code around it.
 */
export function literal(value: unknown, indent = 0): string {
  if (value instanceof Code) return value.code;
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean' || value === null) return String(value);
  if (value === undefined) return 'undefined';
  const pad = '  '.repeat(indent + 1);
  if (Array.isArray(value)) {
    const items = value.map(item => literal(item, indent + 1));
    const inline = `[${items.join(', ')}]`;
    if (!inline.includes('\n') && inline.length + indent * 2 <= printWidth) return inline;
    return `[\n${items.map(item => `${pad}${item},`).join('\n')}\n${'  '.repeat(indent)}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .map(([key, entry]) => `${keySource(key)}: ${literal(entry, indent + 1)}`);
  if (entries.length === 0) return '{}';
  const inline = `{ ${entries.join(', ')} }`;
  if (!inline.includes('\n') && inline.length + indent * 2 <= printWidth) return inline;
  return `{\n${entries.map(entry => `${pad}${entry},`).join('\n')}\n${'  '.repeat(indent)}}`;
}

