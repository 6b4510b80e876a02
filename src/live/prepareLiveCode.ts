/**
 * Turns a docs sample written as a real module (imports, `export default function App`) into
 * code react-live can run, with the sandbox's own transform (src/sandbox/transpile.ts): the
 * module becomes CommonJS whose imports are `require` calls, answered by liveModules.ts from the
 * same module list as the sandbox's, and its default export is rendered. Samples stay complete,
 * typecheckable modules on the page and runnable in the browser.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { requiredSpecifiers } from '../sandbox/moduleResolver';
import { transpileModule } from '../sandbox/transpile';

export interface PreparedLiveCode {
  /** What the example imports, in order of first use. */
  specifiers: string[];
  /**
   * Code for react-live's no-inline mode, ending in a `render(...)` call; its scope supplies
   * `require` and `__liveDefault`. The module's lines stay where the reader sees them.
   */
  body: string;
}

export const missingDefaultExport =
  'A live example must export a component as its default export (export default function App).';

/** Throws sucrase's SyntaxError (with line and column) when the code does not parse. */
export function prepareLiveCode(source: string): PreparedLiveCode {
  const commonJs = transpileModule(source);
  return {
    specifiers: requiredSpecifiers(commonJs),
    body: `var module = { exports: {} }, exports = module.exports; ${commonJs.trimEnd()}\n\nrender(__liveDefault(module.exports));\n`,
  };
}

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** `__liveDefault`: the element react-live renders, from the module's exports. */
export function liveDefaultElement(exports: { default?: unknown }): ReactElement {
  if (!isComponent(exports.default)) throw new Error(missingDefaultExport);
  return createElement(exports.default);
}
