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
  const { outputText } = ts.transpileModule(withResult, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
    },
    fileName,
  });
  const requireFromSite = createRequire(`${process.cwd()}/package.json`);
  const sampleRequire = (specifier: string) => {
    if (/\.(s?css)$/.test(specifier)) return {};
    return requireFromSite(redirect(specifier, moduleMap));
  };
  const sandbox = { module: { exports: {} as Record<string, unknown> }, require: sampleRequire, console };
  vm.runInNewContext(`(function (module, exports, require) {\n${outputText}\n})`, sandbox, {
    filename: fileName,
  })(sandbox.module, sandbox.module.exports, sampleRequire);
  return sandbox.module.exports[RESULT_KEY];
}

const RESULT_KEY = '__sampleResult';

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
