/**
 * The modules a live example may import, each loaded on first use. Every loader is a static
 * `import()` so the bundler splits it out: a page pays only for what its examples import.
 */
export const liveModuleLoaders: Record<string, () => Promise<Record<string, unknown>>> = {
  react: () => import('react'),
  'react-querybuilder': () => import('react-querybuilder'),
  'react-querybuilder/formatQuery': () => import('react-querybuilder/formatQuery'),
  'react-querybuilder/transformQuery': () => import('react-querybuilder/transformQuery'),
  'react-querybuilder/parseSQL': () => import('react-querybuilder/parseSQL'),
  'react-querybuilder/parseMongoDB': () => import('react-querybuilder/parseMongoDB'),
  'react-querybuilder/parseJsonLogic': () => import('react-querybuilder/parseJsonLogic'),
  'react-querybuilder/parseCEL': () => import('react-querybuilder/parseCEL'),
  'react-querybuilder/parseSpEL': () => import('react-querybuilder/parseSpEL'),
  'react-querybuilder/parseJSONata': () => import('react-querybuilder/parseJSONata'),
  'react-querybuilder/parseCypher': () => import('react-querybuilder/parseCypher'),
  'react-querybuilder/parseGremlin': () => import('react-querybuilder/parseGremlin'),
  'react-querybuilder/parseSPARQL': () => import('react-querybuilder/parseSPARQL'),
  'react-querybuilder/history': () => import('react-querybuilder/history'),
  'react-querybuilder/async': () => import('react-querybuilder/async'),
};

const loaded = new Map<string, Promise<Record<string, unknown>>>();

/** Loads (once) every listed module; unknown names are left out for the runtime error to report. */
export async function loadLiveModules(names: string[]): Promise<Record<string, Record<string, unknown>>> {
  const entries = await Promise.all(
    names
      .filter(name => name in liveModuleLoaders)
      .map(async name => {
        if (!loaded.has(name)) loaded.set(name, liveModuleLoaders[name]!());
        return [name, await loaded.get(name)!] as const;
      })
  );
  return Object.fromEntries(entries);
}

/** What an example sees as `__require`: a clear message for anything it cannot import. */
export function createLiveRequire(modules: Record<string, Record<string, unknown>>) {
  return (name: string) => {
    const mod = modules[name];
    if (mod) return mod;
    if (name in liveModuleLoaders) throw new Error(`"${name}" is still loading.`);
    throw new Error(
      `Live examples cannot import "${name}". Available modules: ${Object.keys(liveModuleLoaders).join(', ')}.`
    );
  };
}
