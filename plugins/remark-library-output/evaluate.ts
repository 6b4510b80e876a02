import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import ts from 'typescript';

/**
 * Runs a docs sample in Node and returns the value of its last top-level expression, so the
 * outputs a page shows come from the library itself rather than from memory.
 *
 * `moduleMap` redirects imports: for an older docs version, `react-querybuilder` (and its
 * sub-entries) resolve to that major's package installed under an alias such as `rqb6`.
 */
export function evaluateSample(
  source: string,
  options: { moduleMap?: Record<string, string>; fileName?: string } = {}
): unknown {
  const { moduleMap = {}, fileName = 'sample.ts' } = options;
  const withResult = captureLastExpression(source, fileName);
  const exports = runCommonJs(withResult, fileName, (specifier) =>
    siteRequire.resolve(redirect(specifier, moduleMap))
  );
  return exports[RESULT_KEY];
}

const RESULT_KEY = '__sampleResult';
const siteRequire = createRequire(`${process.cwd()}/package.json`);

/** Transpiled TypeScript sources (the stand-in packages in packages/ ship no built files). */
const typescriptModules = new Map<string, Record<string, unknown>>();

/**
 * Runs TSX/TS source as a CommonJS module. `resolve` names the file each import loads; `.ts`
 * and `.tsx` files are transpiled and run the same way, everything else goes to Node's require.
 */
function runCommonJs(
  source: string,
  fileName: string,
  resolve: (specifier: string) => string
): Record<string, unknown> {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
    },
    fileName,
  });
  const moduleRequire = (specifier: string): unknown => {
    if (/\.(s?css)$/.test(specifier)) return {};
    const resolved = resolve(specifier);
    if (!/\.tsx?$/.test(resolved)) return siteRequire(resolved);
    const cached = typescriptModules.get(resolved);
    if (cached) return cached;
    const fileRequire = createRequire(resolved);
    const moduleExports: Record<string, unknown> = {};
    typescriptModules.set(resolved, moduleExports);
    const loaded = runCommonJs(readFileSync(resolved, 'utf8'), resolved, (inner) =>
      inner.startsWith('.') ? resolveTypeScriptFile(fileRequire, inner) : fileRequire.resolve(inner)
    );
    Object.assign(moduleExports, loaded);
    return moduleExports;
  };
  const module = { exports: {} as Record<string, unknown> };
  // This realm, not a new context: the library checks values with `instanceof` and the like,
  // which fail across realms.
  vm.runInThisContext(`(function (module, exports, require) {\n${outputText}\n})`, {
    filename: fileName,
  })(module, module.exports, moduleRequire);
  return module.exports;
}

/** Resolves a relative, extensionless import the way TypeScript's bundler resolution does. */
function resolveTypeScriptFile(fileRequire: NodeJS.Require, specifier: string): string {
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    try {
      return fileRequire.resolve(specifier + suffix);
    } catch {
      // try the next suffix
    }
  }
  return fileRequire.resolve(specifier);
}

/** Rewrites the last top-level expression statement into an export the runner can read. */
function captureLastExpression(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const last = [...file.statements].reverse().find(ts.isExpressionStatement);
  if (!last) {
    throw new Error(`${fileName}: a computed sample must end with an expression whose value is shown`);
  }
  const expression = source.slice(last.expression.getStart(file), last.expression.getEnd());
  return `${source.slice(0, last.getStart(file))}exports.${RESULT_KEY} = (${expression});${source.slice(
    last.getEnd()
  )}`;
}

function redirect(specifier: string, moduleMap: Record<string, string>): string {
  for (const [from, to] of Object.entries(moduleMap)) {
    if (specifier === from || specifier.startsWith(`${from}/`)) return to + specifier.slice(from.length);
  }
  return specifier;
}

/** Turns a computed value into the text of an output block. */
export function renderValue(value: unknown): { text: string; isJson: boolean } {
  if (typeof value === 'string') return { text: value, isJson: false };
  return { text: JSON.stringify(value, jsonReplacer, 2) ?? String(value), isJson: true };
}

function jsonReplacer(_key: string, value: unknown) {
  if (value instanceof RegExp) return value.toString();
  if (value instanceof Date) return value.toISOString();
  return value;
}
