import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const siteRequire = createRequire(`${process.cwd()}/package.json`);
const loaded = new Map<string, Record<string, unknown>>();

/**
 * Loads an installed react-querybuilder major (`react-querybuilder`, or an alias such as `rqb5`)
 * for its data exports. v4 and v5 bundle React 17's JSX runtime, which reads React internals that
 * React 19 no longer has; for those, the bundle gets a `react` whose internals are stubbed. Only
 * data is read from the result, so no component of it ever renders.
 */
export function loadLibrary(packageName: string): Record<string, unknown> {
  const cached = loaded.get(packageName);
  if (cached) return cached;
  let library: Record<string, unknown>;
  try {
    library = siteRequire(packageName) as Record<string, unknown>;
  } catch {
    library = loadWithReactInternals(packageName);
  }
  loaded.set(packageName, library);
  return library;
}

function loadWithReactInternals(packageName: string): Record<string, unknown> {
  const file = siteRequire.resolve(packageName);
  const fileRequire = createRequire(file);
  const React = fileRequire('react') as Record<string, unknown>;
  const react = {
    ...React,
    __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: {
      ReactCurrentOwner: { current: null },
      ReactCurrentDispatcher: { current: null },
      ReactDebugCurrentFrame: { getStackAddendum: () => '' },
    },
  };
  const module = { exports: {} as Record<string, unknown> };
  const moduleRequire = (specifier: string) => (specifier === 'react' ? react : fileRequire(specifier));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a CommonJS bundle from node_modules
  new Function('exports', 'require', 'module', '__filename', '__dirname', readFileSync(file, 'utf8'))(
    module.exports,
    moduleRequire,
    module,
    file,
    dirname(file)
  );
  return module.exports;
}
