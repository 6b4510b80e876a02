/**
 * The install command for a module: the packages it imports, plus the packages those need
 * installed beside them (peer dependencies), for each package manager. React itself is left out:
 * the command is for an existing React app.
 */

/** Peer packages of each package the demo's modules import (react and react-dom left out). */
const peerPackages: Record<string, readonly string[]> = {
  '@react-querybuilder/antd': ['antd', '@ant-design/icons', 'dayjs'],
  '@react-querybuilder/bootstrap': ['bootstrap', 'bootstrap-icons'],
  '@react-querybuilder/bulma': ['bulma'],
  '@react-querybuilder/chakra': ['@chakra-ui/react', '@emotion/react'],
  '@react-querybuilder/fluent': ['@fluentui/react-components', '@fluentui/react-icons'],
  '@react-querybuilder/mantine': ['@mantine/core', '@mantine/dates', '@mantine/hooks', 'dayjs'],
  '@react-querybuilder/material': ['@mui/material', '@mui/icons-material', '@emotion/react', '@emotion/styled'],
  '@react-querybuilder/tremor': ['@tremor/react'],
  '@react-querybuilder/dnd': ['react-dnd', 'react-dnd-html5-backend'],
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  '@chakra-ui/react': ['@emotion/react'],
};

const alreadyInApp = new Set(['react', 'react-dom']);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
export const packageNameOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

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
