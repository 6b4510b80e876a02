/**
 * Turns a docs sample written as a real module (imports, `export default function App`) into
 * code react-live can run: the imports become scope bindings, the default export is rendered.
 * Samples stay complete, typecheckable modules on the page and runnable in the browser.
 */

export interface LiveImport {
  module: string;
  /** `import X from` */
  defaultName?: string;
  /** `import * as X from` */
  namespaceName?: string;
  /** `import { a, b as c } from`: local name -> exported name */
  named: Record<string, string>;
}

export interface PreparedLiveCode {
  imports: LiveImport[];
  /**
   * Code for react-live's no-inline mode, ending in a `render(...)` call. Each import becomes a
   * `__require` lookup on the same line, so error positions match the code the reader sees.
   */
  body: string;
}

const importPattern = /^[ \t]*import\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"];?[ \t]*$/gm;
const sideEffectImportPattern = /^[ \t]*import\s+['"][^'"]+['"];?[ \t]*\n?/gm;

export function prepareLiveCode(source: string): PreparedLiveCode {
  const imports: LiveImport[] = [];
  const sameLineCount = (text: string, replacement: string) =>
    replacement + '\n'.repeat(text.split('\n').length - 1);
  let body = source.replace(importPattern, (match, typeOnly: string | undefined, clause: string, module: string) => {
    if (typeOnly) return sameLineCount(match, '');
    const entry = parseImportClause(clause, module);
    imports.push(entry);
    return sameLineCount(match, toRequireStatements([entry]).replace(/\n/g, ' '));
  });
  body = body.replace(sideEffectImportPattern, match => sameLineCount(match, ''));

  let component: string | undefined;
  body = body.replace(/export\s+default\s+function\s+([A-Za-z_$][\w$]*)/, (_m, name: string) => {
    component = name;
    return `function ${name}`;
  });
  body = body.replace(/^[ \t]*export\s+default\s+([A-Za-z_$][\w$]*)\s*;?[ \t]*$/m, (_m, name: string) => {
    component = name;
    return '';
  });
  body = body.replace(/^([ \t]*)export\s+(?=(const|let|function|class|interface|type)\s)/gm, '$1');
  if (!component) {
    throw new Error('A live example must export a component as its default export (export default function App).');
  }
  return { imports, body: `${body.trimEnd()}\n\nrender(<${component} />);\n` };
}

function parseImportClause(clause: string, module: string): LiveImport {
  const result: LiveImport = { module, named: {} };
  const braces = /\{([\s\S]*)\}/.exec(clause);
  const outside = clause.replace(/\{[\s\S]*\}/, '').split(',').map(part => part.trim()).filter(Boolean);
  for (const part of outside) {
    const namespace = /^\*\s+as\s+([\w$]+)$/.exec(part);
    if (namespace) result.namespaceName = namespace[1];
    else result.defaultName = part;
  }
  if (braces) {
    for (const specifier of braces[1]!.split(',').map(s => s.trim()).filter(Boolean)) {
      if (specifier.startsWith('type ')) continue;
      const [exported, local = exported] = specifier.split(/\s+as\s+/).map(s => s.trim());
      result.named[local!] = exported!;
    }
  }
  return result;
}

/** Builds react-live's scope from the loaded modules; throws on a name a module does not export. */
export function buildScope(imports: LiveImport[], modules: Record<string, Record<string, unknown>>) {
  const scope: Record<string, unknown> = {};
  for (const entry of imports) {
    const mod = modules[entry.module];
    if (!mod) throw new Error(`Module "${entry.module}" is not available in live examples.`);
    if (entry.namespaceName) scope[entry.namespaceName] = mod;
    if (entry.defaultName) scope[entry.defaultName] = mod.default ?? mod;
    for (const [local, exported] of Object.entries(entry.named)) {
      if (!(exported in mod)) throw new Error(`"${entry.module}" has no export named "${exported}".`);
      scope[local] = mod[exported];
    }
  }
  return scope;
}

/** Rewrites the imports as `__require` calls, so modules are looked up when the code runs. */
export function toRequireStatements(imports: LiveImport[]): string {
  return imports
    .map(entry => {
      const source = `__require(${JSON.stringify(entry.module)})`;
      const lines: string[] = [];
      if (entry.namespaceName) lines.push(`const ${entry.namespaceName} = ${source};`);
      if (entry.defaultName) lines.push(`const ${entry.defaultName} = ${source}.default ?? ${source};`);
      const named = Object.entries(entry.named).map(([local, exported]) =>
        local === exported ? local : `${exported}: ${local}`
      );
      if (named.length) lines.push(`const { ${named.join(', ')} } = ${source};`);
      return lines.join('\n');
    })
    .join('\n');
}
