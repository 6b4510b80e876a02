import { describe, expect, it } from 'vitest';
import { availableModules, bundlesToLoad, requiredSpecifiers, resolveImport } from './moduleResolver';
import { runtimeBundles } from './runtimeBundles';

describe('resolveImport', () => {
  it('finds react and the library in the core bundle', () => {
    expect(resolveImport('react')).toEqual({ kind: 'module', specifier: 'react', bundle: 'core' });
    expect(resolveImport('react-querybuilder')).toMatchObject({ kind: 'module', bundle: 'core' });
    expect(resolveImport('react/jsx-runtime')).toMatchObject({ kind: 'module', bundle: 'core' });
  });

  it('finds parsers and kits in their own bundles', () => {
    expect(resolveImport('react-querybuilder/parseSQL')).toMatchObject({ bundle: 'parsers' });
    expect(resolveImport('@react-querybuilder/antd')).toMatchObject({ bundle: 'antd' });
    expect(resolveImport('antd')).toMatchObject({ bundle: 'antd' });
    expect(resolveImport('@react-querybuilder/datetime/luxon')).toMatchObject({ bundle: 'datetime' });
  });

  it('maps stylesheets to files beside the frame page', () => {
    expect(resolveImport('react-querybuilder/dist/query-builder.css')).toEqual({
      kind: 'stylesheet',
      specifier: 'react-querybuilder/dist/query-builder.css',
      href: 'css/react-querybuilder/dist/query-builder.css',
    });
  });

  it('names an unknown module and lists the available ones', () => {
    const result = resolveImport('lodash');
    expect(result.kind).toBe('error');
    if (result.kind !== 'error') return;
    expect(result.message).toContain('"lodash"');
    expect(result.message).toContain('react-querybuilder/parseSQL');
    expect(result.message).toContain('@react-querybuilder/material');
  });

  it('lists stylesheets for an unknown stylesheet', () => {
    const result = resolveImport('tailwindcss/base.css');
    expect(result.kind === 'error' && result.message).toContain('bootstrap/dist/css/bootstrap.min.css');
  });

  it('explains that relative imports cannot work', () => {
    const result = resolveImport('./Other');
    expect(result.kind === 'error' && result.message).toMatch(/single module/);
  });
});

describe('bundlesToLoad', () => {
  it('leaves out core and removes duplicates', () => {
    expect(bundlesToLoad(['core', 'parsers', 'parsers', 'bootstrap'])).toEqual(['parsers', 'bootstrap']);
  });

  it('puts the bundles a bundle needs before it', () => {
    expect(bundlesToLoad(['antd', 'datetime'])).toEqual(['dayjs', 'antd', 'date-fns', 'datetime']);
  });

  it('rejects an unknown bundle', () => {
    expect(() => bundlesToLoad(['nope'])).toThrow(/nope/);
  });
});

describe('requiredSpecifiers', () => {
  it('finds each required specifier once, in order', () => {
    const code = `var _react = require('react'); var _rqb = require("react-querybuilder"); require('react');\nrequire('x.css');`;
    expect(requiredSpecifiers(code)).toEqual(['react', 'react-querybuilder', 'x.css']);
  });
});

describe('the bundle table', () => {
  it('gives every specifier to exactly one bundle', () => {
    const all = runtimeBundles.flatMap(bundle => bundle.modules);
    expect(new Set(all).size).toBe(all.length);
    expect(availableModules).toHaveLength(all.length);
  });
});
