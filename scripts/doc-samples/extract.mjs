// Pulls the TypeScript samples out of MDX pages so they can be typechecked like real code.

const fencePattern = /^(```+|~~~+)(tsx?|typescript)(?:[ \t]+([^\n]*))?\n([\s\S]*?)^\1[ \t]*$/gm;
const fragmentPattern = /(?:^|\s)fragment(?:="([^"]*)")?/;

/**
 * @param {string} mdx
 * @returns {Array<{ lang: string, meta: string, code: string, line: number, fragment: string | null }>}
 *   `fragment` is the stated reason when the block is marked `fragment="why"`, else null.
 */
export function extractSamples(mdx) {
  const samples = [];
  for (const match of mdx.matchAll(fencePattern)) {
    const [, , lang, meta = '', code] = match;
    const line = mdx.slice(0, match.index).split('\n').length;
    const fragmentMatch = fragmentPattern.exec(meta);
    samples.push({
      lang: lang === 'typescript' ? 'ts' : lang,
      meta: meta.trim(),
      code,
      line,
      fragment: fragmentMatch ? fragmentMatch[1] ?? '' : null,
    });
  }
  return samples;
}

/** Makes a sample a module of its own so top-level names never clash between samples. */
export function asModule(code) {
  return /^\s*(import|export)\s/m.test(code) ? code : `${code}\nexport {};\n`;
}
