import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { projectDependencies, projectFiles, projectOverrides, projectZip, versionFor } from './projectFiles';
import { findTemplate } from './templates';

const templateCode = (name: string) => findTemplate(name)!.code;

describe('projectDependencies', () => {
  it('always has react, react-dom and the library at 8.24.1', () => {
    const deps = projectDependencies(templateCode('basic'));
    expect(Object.keys(deps)).toEqual(['react', 'react-dom', 'react-querybuilder']);
    expect(deps['react-querybuilder']).toBe('8.24.1');
  });

  it('adds a kit and the packages it needs', () => {
    const deps = projectDependencies(templateCode('material'));
    expect(deps).toMatchObject({
      // The newest published material package is older than the library: the site's exact version.
      '@react-querybuilder/material': '8.20.2',
      '@mui/material': versionFor('@mui/material'),
      '@emotion/react': expect.any(String),
      '@emotion/styled': expect.any(String),
    });
  });

  it('adds bootstrap and its icons for the bootstrap template, from the CSS imports too', () => {
    expect(Object.keys(projectDependencies(templateCode('bootstrap')))).toEqual(
      expect.arrayContaining(['@react-querybuilder/bootstrap', 'bootstrap', 'bootstrap-icons'])
    );
  });

  it('reduces sub-path imports to their package', () => {
    const deps = projectDependencies(`import { parseSQL } from 'react-querybuilder/parseSQL';\nexport default () => null;`);
    expect(Object.keys(deps)).toEqual(['react', 'react-dom', 'react-querybuilder']);
  });

  it('still finds imports in code that does not parse', () => {
    expect(projectDependencies(`import { x } from 'antd';\nconst = ;`)).toHaveProperty('antd');
  });
});

describe('versionFor', () => {
  it('gives published compat packages the exact version the site installs', () => {
    expect(versionFor('@react-querybuilder/antd')).toBe('8.24.1');
    expect(versionFor('@react-querybuilder/mantine')).toBe('8.14.0');
    expect(versionFor('@react-querybuilder/dnd')).toBe('8.22.4');
  });

  it("gives the stand-in compat packages the library's version", () => {
    expect(versionFor('@react-querybuilder/bulma')).toBe('8.24.1');
  });

  it('gives other packages a caret range from the site, or latest', () => {
    expect(versionFor('antd')).toMatch(/^\^\d/);
    expect(versionFor('left-pad')).toBe('latest');
  });
});

describe('projectOverrides', () => {
  it('points compat packages released with an older library at the project copy', () => {
    expect(projectOverrides(projectDependencies(templateCode('material')))).toEqual({
      '@react-querybuilder/material': { 'react-querybuilder': '$react-querybuilder' },
    });
  });

  it('needs none for packages released with the library', () => {
    expect(projectOverrides(projectDependencies(templateCode('antd')))).toEqual({});
    expect(projectOverrides(projectDependencies(templateCode('basic')))).toEqual({});
  });
});

describe('projectFiles', () => {
  it('writes the overrides into package.json only when needed', () => {
    expect(JSON.parse(projectFiles(templateCode('dnd'))['package.json']!).overrides).toEqual({
      '@react-querybuilder/dnd': { 'react-querybuilder': '$react-querybuilder' },
    });
    expect(JSON.parse(projectFiles(templateCode('basic'))['package.json']!)).not.toHaveProperty('overrides');
  });

  it('writes a Vite project around the module', () => {
    const files = projectFiles(templateCode('antd'));
    expect(Object.keys(files).sort()).toEqual(['README.md', 'index.html', 'package.json', 'src/App.tsx', 'src/main.tsx', 'vite.config.ts']);
    const pkg = JSON.parse(files['package.json']!);
    expect(pkg.devDependencies).toHaveProperty('vite');
    expect(pkg.devDependencies).toHaveProperty('@vitejs/plugin-react');
    expect(pkg.dependencies).toHaveProperty('antd');
    expect(files['src/App.tsx']).toBe(templateCode('antd'));
    expect(files['src/main.tsx']).toContain("import App from './App'");
    expect(files['index.html']).toContain('src="/src/main.tsx"');
  });

  it('tells a Tremor project to set up Tailwind', () => {
    expect(projectFiles(templateCode('tremor'))['README.md']).toContain('Tailwind');
    expect(projectFiles(templateCode('basic'))['README.md']).not.toContain('Tailwind');
  });
});

describe('projectZip', () => {
  it('zips the files inside one folder', () => {
    const entries = unzipSync(projectZip('export default function App() { return null; }\n', 'demo'));
    expect(Object.keys(entries)).toContain('demo/src/App.tsx');
    expect(strFromU8(entries['demo/src/App.tsx']!)).toBe('export default function App() { return null; }\n');
  });
});
