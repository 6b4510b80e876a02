/**
 * What a live example may import: exactly the sandbox's module list (src/sandbox/runtimeBundles.ts),
 * resolved by the same resolver, so an example runs in both places or in neither.
 *
 * The page supplies its own copies of the core bundle's modules (one React and one library on
 * the page, whose contexts the example shares) and of the parsers (split one by one by the
 * bundler, a page pays only for what its examples import). Every other module comes from its
 * sandbox runtime bundle, a classic script that reads the page's copies from the same registry
 * the frame uses (`self.__rqbSandboxModules`) and adds its own. Stylesheets an example imports
 * are not applied: the docs page has its own styles, and a kit's would restyle the whole page.
 */
import { bundlesToLoad, resolveImport } from '../sandbox/moduleResolver';
import { coreBundleId, runtimeBundles } from '../sandbox/runtimeBundles';

type Module = Record<string, unknown>;
type Loader = () => Promise<Module>;

declare global {
  interface Window {
    __rqbSandboxModules?: Record<string, unknown>;
  }
}

/** How messages name the runner (see resolveImport). */
const place = 'a live example';

/** Modules the page provides itself, each a static `import()` so the bundler splits it out. */
export const pageModuleLoaders: Record<string, Loader> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  'react-querybuilder': () => import('react-querybuilder'),
  'react-querybuilder/formatQuery': () => import('react-querybuilder/formatQuery'),
  'react-querybuilder/transformQuery': () => import('react-querybuilder/transformQuery'),
  'react-querybuilder/history': () => import('react-querybuilder/history'),
  'react-querybuilder/async': () => import('react-querybuilder/async'),
  'react-querybuilder/parseSQL': () => import('react-querybuilder/parseSQL'),
  'react-querybuilder/parseMongoDB': () => import('react-querybuilder/parseMongoDB'),
  'react-querybuilder/parseJsonLogic': () => import('react-querybuilder/parseJsonLogic'),
  'react-querybuilder/parseCEL': () => import('react-querybuilder/parseCEL'),
  'react-querybuilder/parseSpEL': () => import('react-querybuilder/parseSpEL'),
  'react-querybuilder/parseJSONata': () => import('react-querybuilder/parseJSONata'),
  'react-querybuilder/parseCypher': () => import('react-querybuilder/parseCypher'),
  'react-querybuilder/parseGremlin': () => import('react-querybuilder/parseGremlin'),
  'react-querybuilder/parseSPARQL': () => import('react-querybuilder/parseSPARQL'),
};

const fromPage = (specifier: string) => specifier in pageModuleLoaders;

export interface LiveModulePlan {
  /** Modules the page provides. */
  page: string[];
  /** Runtime bundles to load as scripts, dependencies first. */
  bundles: string[];
  /** Page modules the bundles read from the registry: the core's, and any bundle they need that the page provides. */
  registered: string[];
}

/** What loading these imports takes; unknown specifiers and stylesheets are left to `require`. */
export function planLiveModules(specifiers: readonly string[]): LiveModulePlan {
  const page: string[] = [];
  const bundleIds: string[] = [];
  for (const specifier of specifiers) {
    const resolved = resolveImport(specifier, place);
    if (resolved.kind !== 'module') continue;
    if (fromPage(specifier)) page.push(specifier);
    else bundleIds.push(resolved.bundle);
  }
  const needed = bundlesToLoad(bundleIds).map(id => runtimeBundles.find(bundle => bundle.id === id)!);
  const scripts = needed.filter(bundle => !bundle.modules.every(fromPage));
  const core = runtimeBundles.find(bundle => bundle.id === coreBundleId)!;
  const registered = scripts.length
    ? [...core.modules, ...needed.filter(bundle => bundle.modules.every(fromPage)).flatMap(bundle => bundle.modules)]
    : [];
  return { page, bundles: scripts.map(bundle => bundle.id), registered };
}

const pageModules = new Map<string, Promise<Module>>();
const loadPageModule = (specifier: string) => {
  if (!pageModules.has(specifier)) pageModules.set(specifier, pageModuleLoaders[specifier]!());
  return pageModules.get(specifier)!;
};

const bundleScripts = new Map<string, Promise<void>>();
function loadBundleScript(id: string, runtimeFolder: string): Promise<void> {
  if (!bundleScripts.has(id)) {
    const loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${runtimeFolder}${id}.js`;
      // Scripts inserted together run in insertion order: dependencies first.
      script.async = false;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`The "${id}" modules could not be loaded.`));
      document.head.append(script);
    });
    // A failed load may be retried by the next edit.
    loading.catch(() => bundleScripts.delete(id));
    bundleScripts.set(id, loading);
  }
  return bundleScripts.get(id)!;
}

export interface LoadedLiveModules {
  modules: Record<string, Module>;
  /** Why a module could not be loaded, by specifier. */
  failed: Record<string, string>;
}

/**
 * Loads (once) every module the example imports. `runtimeFolder` is the sandbox runtime's URL
 * (ending in `/`), where the bundles' scripts are served.
 */
export async function loadLiveModules(specifiers: readonly string[], runtimeFolder: string): Promise<LoadedLiveModules> {
  const plan = planLiveModules(specifiers);
  const modules: Record<string, Module> = {};
  const failed: Record<string, string> = {};
  await Promise.all(plan.page.map(async specifier => (modules[specifier] = await loadPageModule(specifier))));
  if (plan.bundles.length) {
    const registry = (window.__rqbSandboxModules ??= {});
    for (const specifier of plan.registered) registry[specifier] ??= await loadPageModule(specifier);
    try {
      await Promise.all(plan.bundles.map(id => loadBundleScript(id, runtimeFolder)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      for (const specifier of specifiers) if (!(specifier in modules)) failed[specifier] = message;
    }
    for (const specifier of specifiers) {
      if (!(specifier in modules) && !(specifier in failed) && specifier in registry) modules[specifier] = registry[specifier] as Module;
    }
  }
  return { modules, failed };
}

/** What an example sees as `require`: the loaded module, or a clear message. */
export function createLiveRequire({ modules, failed }: LoadedLiveModules) {
  return (specifier: string): Module => {
    const mod = modules[specifier];
    if (mod) return mod;
    if (failed[specifier]) throw new Error(failed[specifier]);
    const resolved = resolveImport(specifier, place);
    if (resolved.kind === 'error') throw new Error(resolved.message);
    if (resolved.kind === 'stylesheet') return {};
    throw new Error(`"${specifier}" is still loading.`);
  };
}
