import { Joi } from '@docusaurus/utils-validation';
import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { visit } from 'unist-util-visit';
import { apiLinkScheme, resolveApiLink } from './resolve';
import type { ApiSymbolMap } from './symbols';

/**
 * Remark plugin: links to the generated API reference by name.
 *
 *     [`formatQuery`](api:formatQuery)
 *     [`ParseSQLOptions`](api:parseSQL/ParseSQLOptions)
 *     [antd's action element](api:antd/AntDActionElement)
 *     [`RuleGroupType.rules`](api:RuleGroupType#property-rules)
 *
 * The full syntax and resolution rules are in this folder's README.md. A name that does not
 * resolve, or resolves to more than one page, fails the build with the file and line.
 */

export interface RemarkApiLinksOptions {
  /** Absolute path of the symbol map written by `plugins/api-reference` (`api/.symbols.json`). */
  symbolsFile: string;
  /** Paths in error messages are shown relative to this folder (the site folder). */
  siteDir?: string;
}

interface LinkLikeNode {
  type: 'link' | 'definition';
  url: string;
  position?: { start: { line: number; column: number } };
}

interface SourceFile {
  path?: string;
  history?: string[];
}

// The map is re-read only when the generator rewrites it, so `npm start` picks up a new
// generation without restarting, and a build reads it once.
let cached: { file: string; mtimeMs: number; map: ApiSymbolMap } | undefined;

export function loadSymbolMap(symbolsFile: string): ApiSymbolMap {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(symbolsFile).mtimeMs;
  } catch {
    throw new Error(
      `API symbol map ${symbolsFile} is missing: it is written by plugins/api-reference when the ` +
        'API reference is generated (docusaurus start/build). Run a build, then try again.'
    );
  }
  if (cached?.file !== symbolsFile || cached.mtimeMs !== mtimeMs) {
    cached = { file: symbolsFile, mtimeMs, map: JSON.parse(readFileSync(symbolsFile, 'utf8')) };
  }
  return cached.map;
}

const optionsSchema = Joi.object<RemarkApiLinksOptions>({
  symbolsFile: Joi.string().required(),
  siteDir: Joi.string(),
});

/** The options, checked (remark has no options hook of its own): a typo fails the build up front. */
export function validateOptions(options: unknown): RemarkApiLinksOptions {
  const { value, error } = optionsSchema.validate(options);
  if (error) throw new Error(`remark-api-links: ${error.message}`);
  return value;
}

export default function remarkApiLinks(rawOptions: RemarkApiLinksOptions) {
  const options = validateOptions(rawOptions);
  return (tree: unknown, file: SourceFile) => {
    const problems: string[] = [];
    const sourcePath = file.path ?? file.history?.[0] ?? 'unknown file';
    const shownPath = options.siteDir ? relative(options.siteDir, sourcePath) : sourcePath;
    visit(tree as never, (node: LinkLikeNode) => {
      if ((node.type !== 'link' && node.type !== 'definition') || !node.url?.startsWith(apiLinkScheme)) return;
      const resolution = resolveApiLink(node.url, loadSymbolMap(options.symbolsFile));
      if (resolution.ok) {
        node.url = resolution.url;
      } else {
        const where = node.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
        problems.push(`${shownPath}${where}: ${resolution.message}`);
      }
    });
    // Report every bad link in the file at once, so a writer fixes them in one pass.
    if (problems.length > 0) throw new Error(`remark-api-links: ${problems.join('\n')}`);
  };
}
