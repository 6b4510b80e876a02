/**
 * The one transform for example code, shared by the sandbox frame and the docs' live examples:
 * sucrase turns a TSX module into CommonJS, each import a `require('<specifier>')` call that the
 * runner answers from the module list in runtimeBundles.ts. Sucrase keeps every statement on its
 * line, so positions in errors match the code the reader sees.
 */
import { transform } from 'sucrase';

export interface TranspiledModule {
  code: string;
  /** sucrase's source map `mappings` (sucrase keeps lines; the map also places columns). */
  mappings?: string;
}

/**
 * `filePath` prefixes syntax errors ("Error transforming App.tsx: ..."); with `sourceMap`, the
 * result carries the map's mappings under that name.
 */
export function transpileModuleMapped(code: string, filePath?: string, sourceMap = false): TranspiledModule {
  const result = transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    // Keep imports that are only mentioned, so an unknown import is reported even if unused.
    keepUnusedImports: true,
    ...(filePath && { filePath }),
    ...(sourceMap && { sourceMapOptions: { compiledFilename: filePath ?? 'module.js' } }),
  });
  return { code: result.code, mappings: result.sourceMap?.mappings };
}

export const transpileModule = (code: string, filePath?: string): string => transpileModuleMapped(code, filePath).code;
