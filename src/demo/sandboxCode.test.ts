import { describe, expect, it } from 'vitest';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import * as reactQueryBuilder from 'react-querybuilder';
import type { RuleType } from 'react-querybuilder';
import * as jsdate from '@react-querybuilder/datetime/jsdate';
import { transform } from 'sucrase';
import { resolveImports } from '../sandbox/moduleResolver';
import { decodeShareHash } from '../sandbox/shareCodec';
import { findTemplate } from '../sandbox/templates';
import { datetimeOverrides } from './datetime';
import { demoValidators } from './fields';
import { exportQuery, formatTable, type ExportSettings } from './formats';
import { fieldsForOptions } from './builderProps';
import { kits, type KitId } from '../kits';
import {
  builderPropsSource,
  literal,
  sandboxDragAndDrop,
  sandboxKits,
  sandboxModuleFor,
  sandboxPathFor,
  validatorModuleSource,
} from './sandboxCode';
import { createDefaultState, setOption, type DemoState } from './state';

/** Sucrase with the sandbox frame's settings: TypeScript and JSX out, CommonJS imports. */
const transpile = (code: string) =>
  transform(code, {
    transforms: ['typescript', 'jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    keepUnusedImports: true,
  }).code;

const runtimeModules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-querybuilder': reactQueryBuilder,
  '@react-querybuilder/datetime/jsdate': jsdate,
};

/** Evaluates a sandbox module the way the frame does, with the modules the native kit needs. */
function evaluate(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const require = (specifier: string) => {
    if (specifier.endsWith('.css')) return {};
    if (!(specifier in runtimeModules)) throw new Error(`No test module for ${specifier}`);
    return runtimeModules[specifier];
  };
  new Function('require', 'module', 'exports', transpile(code))(require, module, module.exports);
  return module.exports;
}

const unescapeHtml = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** Renders the module's `App` on the server and returns the text of its `<pre>`. */
function previewText(code: string): string {
  const App = evaluate(code).default as React.ComponentType;
  const html = renderToString(React.createElement(App));
  return unescapeHtml(/<pre>([\s\S]*?)<\/pre>/.exec(html)![1]!);
}

/** What the demo's export panel shows for the same state. */
function demoExport(state: DemoState): string {
  const settings: ExportSettings = {
    fields: fieldsForOptions(state.options),
    validate: state.options.validateQuery,
    parseNumbers: state.options.parseNumbers,
    sqlPreset: state.sqlPreset,
    nlLanguage: state.nlLanguage,
    overrides: state.options.useDateTimePackage ? datetimeOverrides(jsdate) : undefined,
  };
  return exportQuery(state.query, state.format, settings);
}

const withOptions = (state: DemoState, ...names: Array<keyof DemoState['options']>) =>
  names.reduce((current, name) => setOption(current, name, !current.options[name]), state);

describe('sandbox module from the demo', () => {
  it.each(kits.map(kit => [kit.id] as const))('%s: transpiles, imports only what the sandbox has, exports App', kit => {
    for (const state of [createDefaultState(), withOptions(createDefaultState(), 'enableDragAndDrop', 'useDateTimePackage')]) {
      const code = transpile(sandboxModuleFor(kit, state));
      expect(resolveImports(code).filter(entry => entry.kind === 'error')).toEqual([]);
      expect(code).toMatch(/exports\.default = App/);
    }
  });

  it('renders the query and shows the same export as the demo', () => {
    const state = createDefaultState();
    const text = previewText(sandboxModuleFor('native', state));
    expect(text).toBe(demoExport(state));
    expect(text).toContain("firstName like 'Ste%'");
  });

  it.each(formatTable.filter(format => !['json', 'diagnostics'].includes(format.id)).map(format => [format.id] as const))(
    '%s: the preview prints what the export panel prints',
    format => {
      const state: DemoState = { ...createDefaultState(), format, sqlPreset: 'postgresql' };
      expect(previewText(sandboxModuleFor('native', state))).toBe(demoExport(state));
    }
  );

  it.each(['de', 'es', 'ja'] as const)('natural language in %s: the preview prints the panel’s sentence', nlLanguage => {
    const state: DemoState = { ...createDefaultState(), format: 'natural_language', nlLanguage };
    const text = previewText(sandboxModuleFor('native', state));
    expect(text).toBe(demoExport(state));
    expect(text).not.toBe(demoExport({ ...state, nlLanguage: 'en' }));
  });

  it('uses the date-time processors when the option is on', () => {
    const state: DemoState = {
      ...setOption(createDefaultState(), 'useDateTimePackage', true),
      query: { combinator: 'and', rules: [{ field: 'birthDate', operator: '>', value: '1990-01-01' }] },
    };
    const code = sandboxModuleFor('native', state);
    expect(code).toContain("import { datetimeRuleProcessorSQL } from '@react-querybuilder/datetime/jsdate';");
    expect(previewText(code)).toBe("(birthDate > DATE '1990-01-01')");
  });

  it('keeps parsed numbers, lists as arrays and independent combinators', () => {
    const state = withOptions(createDefaultState(), 'parseNumbers', 'listsAsArrays', 'independentCombinators');
    const code = sandboxModuleFor('native', state);
    expect(code).toContain('const initialQuery: RuleGroupTypeIC = {');
    expect(previewText(code)).toBe(demoExport(state));
  });

  it('leaves validators out while validation is off, and keeps invalid rules in the export', () => {
    const state: DemoState = {
      ...setOption(createDefaultState(), 'validateQuery', false),
      query: { combinator: 'and', rules: [{ field: 'email', operator: '=', value: 'nope' }] },
    };
    const code = sandboxModuleFor('native', state);
    expect(code).not.toContain('validator');
    expect(previewText(code)).toBe("(email = 'nope')");
  });

  it('writes the options that are on as props, and only those', () => {
    expect(builderPropsSource(createDefaultState().options)).toEqual(['validator={defaultValidator}']);
    const state = withOptions(createDefaultState(), 'showNotToggle', 'resetOnFieldChange', 'showBranches', 'justifiedLayout', 'parseNumbers', 'independentCombinators');
    expect(builderPropsSource(state.options)).toEqual([
      'showNotToggle',
      'resetOnFieldChange={false}',
      'parseNumbers="strict-limited"',
      'validator={defaultValidator}',
      "controlClassnames={{ queryBuilder: 'queryBuilder-branches queryBuilder-justified' }}",
    ]);
  });

  it('wraps the builder in the kit provider, with drag and drop outermost', () => {
    const code = sandboxModuleFor('material', withOptions(createDefaultState(), 'enableDragAndDrop'));
    const order = ['<QueryBuilderDnD dnd={dnd}>', '<ThemeProvider theme={theme}>', '<QueryBuilderMaterial>', '<QueryBuilder\n'];
    const positions = order.map(tag => code.indexOf(tag));
    expect(positions.every(position => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(code).toContain('const theme = createTheme();');
    expect(code).toContain('enableDragAndDrop');
  });

  it('says why undo and redo are left out', () => {
    const code = sandboxModuleFor('native', withOptions(createDefaultState(), 'showUndoRedo'));
    expect(code).toContain('react-querybuilder/history');
    expect(code).not.toContain('showUndoRedo');
  });

  it('writes values from a hand-made link as plain strings that cannot break out', () => {
    const hostile = "'); throw new Error('x'); ('\n</pre>{`${1}`}\u2028\\";
    const state: DemoState = {
      ...setOption(createDefaultState(), 'validateQuery', false),
      query: { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: hostile }] },
    };
    expect(previewText(sandboxModuleFor('native', state))).toBe(demoExport(state));
    const value = { a: hostile, 'not-an-identifier': [1, true, null], __proto__x: 'y' };
    expect(new Function(`return ${literal(value)};`)()).toEqual(value);
  });
});

describe('sandbox kits match the sandbox templates', () => {
  it.each(Object.entries(sandboxKits) as Array<[KitId, (typeof sandboxKits)[KitId]]>)('%s', (_kit, parts) => {
    const template = findTemplate(parts.template);
    expect(template, parts.template).toBeDefined();
    for (const line of [...parts.imports, ...parts.stylesheets, ...(parts.setup ? [parts.setup] : [])]) {
      expect(template!.code).toContain(line);
    }
    for (const [open, close] of parts.wrappers) {
      expect(template!.code).toContain(open);
      expect(template!.code).toContain(close);
    }
  });

  it('dnd', () => {
    const template = findTemplate(sandboxDragAndDrop.template)!;
    for (const line of [...sandboxDragAndDrop.imports, sandboxDragAndDrop.setup, ...sandboxDragAndDrop.wrapper]) {
      expect(template.code).toContain(line);
    }
  });
});

describe('written-out validators', () => {
  const written = new Function(
    `${transpile(validatorModuleSource(['required', 'age', 'email', 'date']))}\nreturn validators;`
  )() as Record<keyof typeof demoValidators, (rule: RuleType) => unknown>;

  const samples: Array<[keyof typeof demoValidators, Partial<RuleType>]> = [
    ['required', { operator: '=', value: '' }],
    ['required', { operator: '=', value: 'Ste' }],
    ['required', { operator: 'null', value: '' }],
    ['required', { operator: 'in', value: 'a, ,b' }],
    ['age', { operator: '>', value: '28' }],
    ['age', { operator: '>', value: '200' }],
    ['age', { operator: 'between', value: ['20', 'x'] }],
    ['email', { operator: '=', value: 'ada@example.com' }],
    ['email', { operator: '=', value: 'ada' }],
    ['email', { operator: 'contains', value: 'ada' }],
    ['email', { operator: 'contains', value: '' }],
    ['date', { operator: '>', value: '1990-01-01' }],
    ['date', { operator: '>', value: '1990-13-01' }],
    ['date', { operator: 'between', value: '1954-10-03,1960' }],
    ['date', { operator: 'notNull', value: '' }],
  ];

  it.each(samples)('%s agrees with the demo on %o', (name, partial) => {
    const rule = { field: 'f', ...partial } as RuleType;
    expect(written[name](rule)).toEqual(demoValidators[name](rule));
  });
});

describe('sandbox link', () => {
  it("opens the kit's template with the module in the hash", () => {
    const state = createDefaultState();
    const path = sandboxPathFor('bulma', state);
    expect(path).toMatch(/^\/sandbox\?template=bulma#code=/);
    expect(decodeShareHash(path.slice(path.indexOf('#')))).toBe(sandboxModuleFor('bulma', state));
    expect(sandboxPathFor('native', state)).toMatch(/^\/sandbox\?template=basic#code=/);
  });

  it('stays a reasonable length for the default demo', () => {
    expect(sandboxPathFor('native', createDefaultState()).length).toBeLessThan(8000);
  });
});
