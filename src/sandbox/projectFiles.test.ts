import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { projectDependencies, projectFiles, projectZip, versionFor } from './projectFiles';
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
      '@react-querybuilder/material': '8.24.1',
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

describe('projectFiles', () => {
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
