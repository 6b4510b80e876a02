import { describe, expect, it } from 'vitest';
import { projectDependencies } from '../sandbox/projectFiles';
import { installCommands, packageNameOf, packagesFor } from './installCommand';
import { kits } from '../kits';
import { sandboxModuleFor } from './sandboxCode';
import { createDefaultState, selectAllOptions } from './state';

describe('install command', () => {
  it('names the packages a module imports, each followed by its peers, without react', () => {
    const module = sandboxModuleFor('material', createDefaultState());
    expect(packagesFor(module)).toEqual([
      'react-querybuilder',
      '@mui/material',
      '@emotion/react',
      '@emotion/styled',
      '@react-querybuilder/material',
      '@mui/icons-material',
    ]);
  });

  it('reads a multi-line import and the date-time and drag-and-drop packages', () => {
    const packages = packagesFor(sandboxModuleFor('native', selectAllOptions(createDefaultState())));
    expect(packages).toEqual([
      'react-querybuilder',
      '@react-querybuilder/dnd',
      'react-dnd',
      'react-dnd-html5-backend',
      '@react-querybuilder/datetime',
    ]);
  });

  it.each(kits.map(kit => kit.id))('%s: the same packages the sandbox’s project download lists', kit => {
    const module = sandboxModuleFor(kit, selectAllOptions(createDefaultState()));
    const download = Object.keys(projectDependencies(module)).filter(name => !['react', 'react-dom'].includes(name));
    expect([...packagesFor(module)].sort()).toEqual(download.sort());
  });

  it('writes the command for npm, Yarn, pnpm and Bun', () => {
    expect(installCommands(['react-querybuilder', 'bulma']).map(command => command.line)).toEqual([
      'npm install react-querybuilder bulma',
      'yarn add react-querybuilder bulma',
      'pnpm add react-querybuilder bulma',
      'bun add react-querybuilder bulma',
    ]);
  });

  it('reduces import paths to package names', () => {
    expect(packageNameOf('@react-querybuilder/datetime/jsdate')).toBe('@react-querybuilder/datetime');
    expect(packageNameOf('bootstrap/dist/css/bootstrap.min.css')).toBe('bootstrap');
  });
});
