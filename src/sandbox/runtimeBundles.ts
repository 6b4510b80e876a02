/**
 * What the sandbox frame can import, grouped into the classic scripts that provide it.
 *
 * Each bundle is built once by plugins/sandbox-runtime (with @rspack/core) and assigns every
 * module it lists onto the frame's registry (`self.__rqbSandboxModules[specifier]`). A module
 * that one bundle provides is an external in every other bundle, so React, react-dom and
 * react-querybuilder exist exactly once in the frame (two copies would split React's context).
 *
 * This file is plain data shared by the build plugin (Node), the import resolver and the frame.
 * Each UI kit's bundle comes from its definition (src/kits).
 */
import { kits } from '../kits';

export interface RuntimeBundle {
  /** File name stem: the bundle is served as `<id>.js` beside the frame page. */
  id: string;
  /** Import specifiers the bundle puts on the registry. */
  modules: readonly string[];
  /** Bundles whose modules this one imports; they load first. `core` is always loaded. */
  needs?: readonly string[];
  /** Stylesheets (relative to the frame page) applied whenever the bundle is in use. */
  stylesheets?: readonly string[];
}

export { tremorStylesheetHref } from '../kits/tremor';

/** Always loaded by the frame page: React, the library, and the frame's own code. */
export const coreBundleId = 'core';

export const runtimeBundles: readonly RuntimeBundle[] = [
  {
    id: coreBundleId,
    modules: [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-querybuilder',
      'react-querybuilder/formatQuery',
      'react-querybuilder/transformQuery',
      // With the library in one bundle: they import it, and its state and context must be the same copy.
      'react-querybuilder/history',
      'react-querybuilder/async',
    ],
  },
  {
    id: 'parsers',
    modules: [
      'react-querybuilder/parseSQL',
      'react-querybuilder/parseMongoDB',
      'react-querybuilder/parseJsonLogic',
      'react-querybuilder/parseCEL',
      'react-querybuilder/parseSpEL',
      'react-querybuilder/parseJSONata',
      'react-querybuilder/parseCypher',
      'react-querybuilder/parseGremlin',
    ],
  },
  { id: 'parse-sparql', modules: ['react-querybuilder/parseSPARQL'] },
  // Date libraries on their own: several kits and the datetime processors share them.
  { id: 'dayjs', modules: ['dayjs'] },
  { id: 'date-fns', modules: ['date-fns'] },
  // One per UI kit, in the kit navigation's order.
  ...kits.flatMap(({ id, runtime }): RuntimeBundle[] => {
    if (!runtime) return [];
    const { modules, needs, stylesheets } = runtime;
    return [{ id, modules, ...(needs && { needs }), ...(stylesheets && { stylesheets }) }];
  }),
  { id: 'dnd', modules: ['react-dnd', 'react-dnd-html5-backend', '@react-querybuilder/dnd'] },
  {
    id: 'datetime',
    modules: [
      '@react-querybuilder/datetime',
      '@react-querybuilder/datetime/jsdate',
      '@react-querybuilder/datetime/date-fns',
      '@react-querybuilder/datetime/dayjs',
      '@react-querybuilder/datetime/luxon',
      'luxon',
    ],
    needs: ['dayjs', 'date-fns'],
  },
];

/**
 * Stylesheets the sandbox code may import. The build copies each to `css/<specifier>` beside
 * the frame page, with the files its `url()`s name (icon fonts) inlined as data URLs: the frame's
 * origin is opaque, and browsers fetch fonts with CORS, which a static host does not answer.
 */
export const runtimeStylesheets: readonly string[] = [
  'react-querybuilder/dist/query-builder.css',
  'react-querybuilder/dist/query-builder-layout.css',
  ...kits.flatMap(kit => kit.runtime?.importableStylesheets ?? []),
];

/** The npm package a specifier belongs to (`@scope/name/sub` -> `@scope/name`). */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
