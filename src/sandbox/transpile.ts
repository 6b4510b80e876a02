/**
 * The one transform for example code, shared by the sandbox frame and the docs' live examples:
 * sucrase turns a TSX module into CommonJS, each import a `require('<specifier>')` call that the
 * runner answers from the module list in runtimeBundles.ts. Sucrase keeps every statement on its
 * line, so positions in errors match the code the reader sees.
 */
import { transform } from 'sucrase';

/** `filePath` prefixes syntax errors ("Error transforming App.tsx: ..."). */
export function transpileModule(code: string, filePath?: string): string {
  return transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    // Keep imports that are only mentioned, so an unknown import is reported even if unused.
    keepUnusedImports: true,
    ...(filePath && { filePath }),
  }).code;
}
