/**
 * "Download project": the sandbox module as a minimal Vite + React project, zipped.
 * Dependencies follow the module's imports, plus the peer packages each compat package needs.
 * The page loads this module only when the visitor downloads (it brings sucrase and fflate).
 */
import { strToU8, zipSync } from 'fflate';
import { transform } from 'sucrase';
import sitePackage from '../../package.json';
import { requiredSpecifiers } from './moduleResolver';
import { peerPackages } from './peerPackages';
import { packageNameOf } from './runtimeBundles';

/** The library version the sandbox runs (and the version the stand-in compat packages carry). */
export const libraryVersion = '8.24.1';

const toolVersions = { vite: '^8.3.8', '@vitejs/plugin-react': '^6.3.0', typescript: '^5.9.3' };

const siteVersions: Record<string, string> = { ...sitePackage.dependencies };

const isCompatPackage = (name: string) => name.startsWith('@react-querybuilder/');

/**
 * The version range to write for a package: the site's own (the one the sandbox runs). A compat
 * package the site has from the registry keeps its exact version, since not every compat package
 * is published for every library release (material's newest is older than the library); the
 * stand-ins under packages/ follow the library's version, as the published packages do.
 */
export function versionFor(name: string): string {
  if (name === 'react-querybuilder') return libraryVersion;
  const version = siteVersions[name];
  if (isCompatPackage(name)) return version ?? libraryVersion;
  if (!version) return 'latest';
  return /^\d/.test(version) ? `^${version}` : version;
}

/** The packages the module imports (specifiers reduced to package names), from its CommonJS form. */
export function importedPackages(source: string): string[] {
  let commonJs: string;
  try {
    commonJs = transform(source, { transforms: ['typescript', 'jsx', 'imports'], keepUnusedImports: true }).code;
  } catch {
    // Code that does not parse still downloads; only what a plain scan of `from '...'` finds is kept.
    commonJs = [...source.matchAll(/(?:from|import)\s*['"]([^'"]+)['"]/g)].map(m => `require('${m[1]}')`).join('\n');
  }
  return requiredSpecifiers(commonJs)
    .filter(specifier => !specifier.startsWith('.') && !specifier.startsWith('/'))
    .map(packageNameOf);
}

export function projectDependencies(source: string): Record<string, string> {
  const names = new Set(['react', 'react-dom', 'react-querybuilder']);
  const add = (name: string) => {
    if (names.has(name) && name !== 'react-querybuilder') return;
    names.add(name);
    peerPackages[name]?.forEach(add);
  };
  importedPackages(source).forEach(add);
  return Object.fromEntries([...names].sort().map(name => [name, versionFor(name)]));
}

/**
 * npm `overrides` for compat packages released with an older library version: each declares
 * that exact `react-querybuilder` as a peer, which npm refuses beside the project's newer one
 * (and a second copy would split the library's React context). Their code works with any 8.x,
 * so they are pointed at the project's copy, as the site's own package.json does.
 */
export function projectOverrides(dependencies: Record<string, string>): Record<string, { 'react-querybuilder': string }> {
  return Object.fromEntries(
    Object.entries(dependencies)
      .filter(([name, version]) => isCompatPackage(name) && version !== libraryVersion)
      .map(([name]) => [name, { 'react-querybuilder': '$react-querybuilder' }])
  );
}

export function projectFiles(source: string, name = 'react-querybuilder-sandbox'): Record<string, string> {
  const dependencies = projectDependencies(source);
  const overrides = projectOverrides(dependencies);
  const packageJson = {
    name,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies,
    devDependencies: {
      '@types/react': '^19.2.0',
      '@types/react-dom': '^19.2.0',
      ...toolVersions,
    },
    ...(Object.keys(overrides).length ? { overrides } : {}),
  };
  const tremorNote = packageJson.dependencies['@tremor/react']
    ? '\nTremor styles its components with Tailwind CSS classes: set up Tailwind with Tremor\'s theme as its installation guide describes (the sandbox did this for you).\n'
    : '';
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>React Query Builder sandbox</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'vite.config.ts': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
});
`,
    'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>
);
`,
    'src/App.tsx': source.endsWith('\n') ? source : `${source}\n`,
    'README.md': `# React Query Builder sandbox project

Exported from the React Query Builder sandbox.

\`\`\`bash
npm install
npm run dev
\`\`\`
${tremorNote}`,
  };
}

/** The project as a zip archive, every file inside a folder named after the project. */
export function projectZip(source: string, name = 'react-querybuilder-sandbox'): Uint8Array {
  const files = projectFiles(source, name);
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [`${name}/${path}`, strToU8(text)])));
}
