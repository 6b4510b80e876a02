import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { kits } from '../kits';
import { fieldsModuleFor, sandboxModuleFor } from './sandboxCode';
import { createDefaultState, selectAllOptions, type DemoState } from './state';

/**
 * The Code panel's modules compile with the packages the site has installed, as the docs samples
 * do (scripts/check-doc-samples.mjs): strict TypeScript, the bundler's module resolution, CSS
 * imports declared. The files go under node_modules/.cache so that imports resolve to the site's
 * packages.
 */
const outDir = join(process.cwd(), 'node_modules/.cache/demo-code-modules');

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  skipLibCheck: true,
  esModuleInterop: true,
  noUnusedLocals: true,
  types: [],
};

/** Every option on, natural language in Japanese with the date-time package: the most code. */
const everything = (): DemoState => ({
  ...selectAllOptions(createDefaultState()),
  format: 'natural_language',
  nlLanguage: 'ja',
});
const states: Array<[name: string, state: () => DemoState]> = [
  ['default', createDefaultState],
  ['everything', everything],
  ['sql-dnd', () => ({ ...createDefaultState(), options: { ...createDefaultState().options, enableDragAndDrop: true } })],
];

/** Each diagnostic as "file:line message". */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, compilerOptions);
  return ts.getPreEmitDiagnostics(program).map(diagnostic => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.slice(outDir.length + 1)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('Code panel modules typecheck against the installed packages', () => {
  it('every kit’s App.tsx, in the default and the fullest states, and fields.ts', { timeout: 240_000 }, () => {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'shims.d.ts'), "declare module '*.css';\n");
    const files = [join(outDir, 'shims.d.ts')];
    for (const kit of kits) {
      for (const [name, state] of states) {
        const file = join(outDir, `${kit.id}-${name}.tsx`);
        writeFileSync(file, sandboxModuleFor(kit.id, state()));
        files.push(file);
      }
    }
    for (const [name, state] of states) {
      const file = join(outDir, `fields-${name}.ts`);
      writeFileSync(file, fieldsModuleFor(state().options));
      files.push(file);
    }
    expect(typeErrors(files)).toEqual([]);
  });

  it('reports a module whose props do not fit (the check can fail)', { timeout: 120_000 }, () => {
    mkdirSync(outDir, { recursive: true });
    const file = join(outDir, 'broken.tsx');
    writeFileSync(file, sandboxModuleFor('native', createDefaultState()).replace('onQueryChange={setQuery}', 'onQueryChange={42}'));
    expect(typeErrors([file])).toEqual([
      expect.stringMatching(/^broken\.tsx:\d+ 'setQuery' is declared but its value is never read\.$/),
      expect.stringMatching(/^broken\.tsx:\d+ Type 'number' is not assignable to type '\(query: RuleGroupType/),
    ]);
  });
});
