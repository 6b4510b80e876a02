import { describe, expect, it } from 'vitest';
import { availableModules } from '../sandbox/moduleResolver';
import { coreBundleId, runtimeBundles } from '../sandbox/runtimeBundles';
import { createLiveRequire, pageModuleLoaders, planLiveModules } from './liveModules';

describe('live examples import what the sandbox imports', () => {
  it('the page provides the core bundle itself (one React, one library context)', () => {
    const core = runtimeBundles.find(bundle => bundle.id === coreBundleId)!;
    expect(core.modules.filter(specifier => !(specifier in pageModuleLoaders))).toEqual([]);
  });

  it('the page provides nothing outside the sandbox’s module list', () => {
    expect(Object.keys(pageModuleLoaders).filter(specifier => !availableModules.includes(specifier))).toEqual([]);
  });

  it('a parser comes from the page, with no runtime script', () => {
    expect(planLiveModules(['react', 'react-querybuilder/parseSQL'])).toEqual({
      page: ['react', 'react-querybuilder/parseSQL'],
      bundles: [],
      registered: [],
    });
  });

  it('a kit comes from its runtime bundle, after the bundles it needs, reading the page’s React and library', () => {
    const plan = planLiveModules(['react', '@react-querybuilder/antd', 'antd']);
    expect(plan.page).toEqual(['react']);
    expect(plan.bundles).toEqual(['dayjs', 'antd']);
    expect(plan.registered).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-querybuilder', 'react/jsx-runtime']));
  });

  it('every module of the list can be planned', () => {
    for (const specifier of availableModules) {
      const plan = planLiveModules([specifier]);
      expect(plan.page.length + plan.bundles.length, specifier).toBeGreaterThan(0);
    }
  });
});

describe('createLiveRequire', () => {
  const require = createLiveRequire({ modules: { react: { useState: 1 } }, failed: { antd: 'The "antd" modules could not be loaded.' } });

  it('returns loaded modules', () => {
    expect(require('react')).toEqual({ useState: 1 });
  });

  it('names a module outside the list, as the sandbox does', () => {
    const unlisted = 'lodash'; // a name, not an import: npm test's dependency check reads require('...') calls
    expect(() => require(unlisted)).toThrow(/^Module "lodash" is not available in a live example\. Available modules: .*@react-querybuilder\/antd/);
  });

  it('reports a module whose script failed', () => {
    expect(() => require('antd')).toThrow('The "antd" modules could not be loaded.');
  });

  it('accepts a stylesheet of the list without applying it', () => {
    expect(require('bootstrap/dist/css/bootstrap.min.css')).toEqual({});
  });

  it('says a listed module is still loading', () => {
    expect(() => require('react-querybuilder')).toThrow('"react-querybuilder" is still loading.');
  });
});
