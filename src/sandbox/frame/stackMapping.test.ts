import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import {
  decodeMappings,
  firstReaderPosition,
  measureFunctionLineOffset,
  originalPosition,
  readerPosition,
  readerStack,
  runIdInStack,
  type StackContext,
} from './stackMapping';

/** Transpiles as the frame does and throws from the evaluated code, returning the context and stack. */
function runAndCatch(source: string): { context: StackContext; stack: string } {
  const result = transform(source, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    keepUnusedImports: true,
    filePath: 'App.tsx',
    sourceMapOptions: { compiledFilename: 'App.tsx' },
  });
  const context: StackContext = {
    fileName: 'App.tsx',
    lineOffset: measureFunctionLineOffset(),
    mappings: decodeMappings(result.sourceMap!.mappings),
  };
  const jsx = (type: string, props: object) => ({ type, props });
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', `${result.code}\n//# sourceURL=App.tsx`)(() => ({ jsx }), module, module.exports);
  try {
    (module.exports.default as () => void)();
  } catch (error) {
    return { context, stack: (error as Error).stack! };
  }
  throw new Error('the module did not throw');
}

const throwing = `import { useState } from 'react';
type Props = { name: string };

export default function App() {
  const label: string = 'x';
  const element = <p title={label}>{label}</p>;
  throw new Error('Boom on line seven');
}
`;

describe('stack mapping', () => {
  it('measures the two header lines V8 puts before a Function body', () => {
    expect(measureFunctionLineOffset()).toBe(2);
  });

  it('decodes a source map segment into generated column, source line and source column', () => {
    // "AAAA" is [0,0,0,0]; ";" starts the next generated line; "AACA" moves one source line down.
    expect(decodeMappings('AAAA,EAAE;AACA')).toEqual([
      [
        [0, 0, 0],
        [2, 0, 2],
      ],
      [[0, 1, 2]],
    ]);
  });

  it('maps a column inside a segment by its distance from the segment start', () => {
    const lines = decodeMappings('AAAA,KAAK');
    expect(originalPosition(lines, { line: 1, column: 8 })).toEqual({ line: 1, column: 8 });
    expect(originalPosition(lines, { line: 2, column: 3 })).toEqual({ line: 2, column: 3 });
  });

  it('names the line and column of the throw in the code the reader wrote', () => {
    const { context, stack } = runAndCatch(throwing);
    expect(stack).toMatch(/App\.tsx:9:\d+/); // what V8 reports: two lines of Function header further down
    expect(firstReaderPosition(stack, context)).toEqual({ line: 7, column: 9 });
    expect(readerStack(stack, context)).toContain('App.tsx:7:9');
  });

  it('keeps the message and folds frames outside the reader code into one line', () => {
    const stack = [
      'Error: Boom',
      '    at App (App.tsx:5:9)',
      '    at ab (https://example.test/sandbox-runtime/1/frame.html:1:40211)',
      '    at cd (https://example.test/sandbox-runtime/1/frame.html:1:51100)',
      'Component stack:',
      '    at App (App.tsx:3:1)',
    ].join('\n');
    expect(readerStack(stack, { fileName: 'App.tsx', lineOffset: 2 })).toBe(
      [
        'Error: Boom',
        '    at App (App.tsx:3:9)',
        '    … 2 frames in React and the sandbox runtime',
        'Component stack:',
        '    at App (App.tsx:1:1)',
      ].join('\n')
    );
  });

  it('leaves a position inside the Function header as reported', () => {
    expect(readerPosition({ line: 1, column: 4 }, { fileName: 'App.tsx', lineOffset: 2 })).toBeUndefined();
    expect(readerStack('    at anonymous (App.tsx:1:4)', { fileName: 'App.tsx', lineOffset: 2 })).toBe('    at anonymous (App.tsx:1:4)');
  });

  it('shows the editor’s file name for code evaluated under a per-run name', () => {
    const context = { fileName: 'App.tsx?run=7', displayName: 'App.tsx', lineOffset: 2 };
    expect(readerStack('Error: x\n    at App (App.tsx?run=7:4:3)', context)).toBe('Error: x\n    at App (App.tsx:2:3)');
  });

  it('finds the run a stack passes through', () => {
    expect(runIdInStack('Error: late\n    at x (frame.html:1:2)\n    at App.tsx?run=12:1:40', 'App.tsx')).toBe(12);
    expect(runIdInStack('Error: late\n    at x (frame.html:1:2)', 'App.tsx')).toBeUndefined();
  });
});
