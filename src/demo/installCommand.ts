/**
 * The install command for a module: the packages it imports, plus the packages those need
 * installed beside them (peer dependencies), for each package manager. React itself is left out:
 * the command is for an existing React app.
 */
// Not from projectFiles.ts: that module brings sucrase and fflate, and this one is on the demo page.
import { peerPackages } from '../sandbox/peerPackages';
import { packageNameOf } from '../sandbox/runtimeBundles';

const alreadyInApp = new Set(['react', 'react-dom']);

export { packageNameOf };

/**
 * Every package a module needs, in the order its imports name them, each followed by its peers.
 * The demo writes its modules itself, one import per line, so the import lines are read directly.
 */
export function packagesFor(source: string): string[] {
  const specifiers = [...source.matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"];?$/gm)].map(match => match[1]);
  const packages: string[] = [];
  const add = (name: string) => {
    if (alreadyInApp.has(name) || packages.includes(name)) return;
    packages.push(name);
    peerPackages[name]?.forEach(add);
  };
  specifiers.filter(specifier => !specifier.startsWith('.')).forEach(specifier => add(packageNameOf(specifier)));
  return packages;
}

const packageManagers = [
  { id: 'npm', label: 'npm', command: 'npm install' },
  { id: 'yarn', label: 'Yarn', command: 'yarn add' },
  { id: 'pnpm', label: 'pnpm', command: 'pnpm add' },
  { id: 'bun', label: 'Bun', command: 'bun add' },
] as const;

/** One install command per package manager, for these packages. */
export const installCommands = (packages: readonly string[]) =>
  packageManagers.map(manager => ({ ...manager, line: `${manager.command} ${packages.join(' ')}` }));
