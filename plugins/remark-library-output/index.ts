import { Joi } from '@docusaurus/utils-validation';
import { visit } from 'unist-util-visit';
import { evaluateSample, renderValue } from './evaluate';

/**
 * Remark plugin: a code block whose meta includes `compute` runs at build time, and an output
 * block with the library's real result is inserted after it.
 *
 * ````md
 * ```ts compute=sql title="toSql.ts"
 * import { formatQuery } from 'react-querybuilder';
 * formatQuery({ combinator: 'and', rules: [] }, 'sql');
 * ```
 * ````
 *
 * `compute=<language>` sets the output block's language (default: `json` for objects,
 * `text` for strings); `outputTitle="..."` sets its title (default "Output"). A sample that
 * throws fails the build with the file name, so a page can never show stale output.
 */

interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  position?: { start: { line: number } };
}

interface Options {
  /** Per docs version folder (`docs`, `version-6`, ...): import redirects for older majors. */
  moduleMapsByVersion?: Record<string, Record<string, string>>;
}

const optionsSchema = Joi.object<Options>({ moduleMapsByVersion: Joi.object().pattern(Joi.string(), Joi.object().pattern(Joi.string(), Joi.string())) });

/** The options, checked (remark has no options hook of its own): a typo fails the build up front. */
export function validateOptions(options: unknown): Options {
  const { value, error } = optionsSchema.validate(options ?? {});
  if (error) throw new Error(`remark-library-output: ${error.message}`);
  return value;
}

const computePattern = /(?:^|\s)compute(?:=([\w-]+))?(?=\s|$)/;
const outputTitlePattern = /(?:^|\s)outputTitle="([^"]*)"/;

export function versionFolderOf(filePath: string): string {
  const match = /versioned_docs[\\/](version-[^\\/]+)/.exec(filePath);
  return match ? match[1]! : 'docs';
}

export default function remarkLibraryOutput(rawOptions: Options = {}) {
  const options = validateOptions(rawOptions);
  return (tree: { children: unknown[] }, file: { path?: string; history?: string[] }) => {
    const filePath = file.path ?? file.history?.[0] ?? 'unknown file';
    const moduleMap = options.moduleMapsByVersion?.[versionFolderOf(filePath)] ?? {};
    visit(tree as never, 'code', (node: CodeNode, index: number | undefined, parent: { children: unknown[] } | undefined) => {
      const computeMatch = node.meta ? computePattern.exec(node.meta) : null;
      if (!computeMatch || !parent || index === undefined) return;
      const line = node.position?.start.line ?? 0;
      let value: unknown;
      try {
        value = evaluateSample(node.value, { moduleMap, fileName: `${filePath}:${line}` });
      } catch (error) {
        throw new Error(
          `Computed sample in ${filePath} (line ${line}) failed: ${(error as Error).message}`
        );
      }
      const { text, isJson } = renderValue(value);
      const outputTitle = outputTitlePattern.exec(node.meta ?? '')?.[1] ?? 'Output';
      node.meta = (node.meta ?? '').replace(computePattern, ' ').replace(outputTitlePattern, ' ').trim() || null;
      const output: CodeNode = {
        type: 'code',
        lang: computeMatch[1] ?? (isJson ? 'json' : 'text'),
        meta: `title="${outputTitle}"`,
        value: text,
      };
      parent.children.splice(index + 1, 0, output);
      return index + 2;
    });
  };
}
