import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { SOURCE_PATCHED_FILES } from './index';

interface Patch {
  name: string;
  file: RegExp;
  find: string;
  replace: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PATCHES, applyPatch, patchesFor } = require('./sourcePatchLoader.cjs') as {
  PATCHES: Patch[];
  applyPatch: (source: string, patch: Patch) => string | Error;
  patchesFor: (resourcePath: string) => Patch[];
};

// The installed files (the packages' exports maps do not list them).
const docusaurusFile = (file: string) => path.join(__dirname, '../../node_modules/@docusaurus', file);
const installed: Record<string, string> = {
  getActivePlugin: docusaurusFile('plugin-content-docs/lib/client/docsClientUtils.js'),
  useShallowMemoObject: docusaurusFile('theme-common/lib/utils/reactUtils.js'),
  'utils-common tslib': docusaurusFile('utils-common/lib/index.js'),
  'LastUpdated date': docusaurusFile('theme-classic/lib/theme/LastUpdated/index.js'),
  'isBrowser flag in a transition': docusaurusFile('core/lib/client/browserContext.js'),
  'preferred version unchanged': docusaurusFile('plugin-content-docs/lib/client/docsPreferredVersion.js'),
  'secondary menu content in a transition': docusaurusFile('theme-common/lib/contexts/navbarSecondaryMenu/content.js'),
  'secondary menu shown in a transition': docusaurusFile('theme-common/lib/contexts/navbarSecondaryMenu/display.js'),
  'window size import': docusaurusFile('theme-common/lib/hooks/useWindowSize.js'),
  'window size in a transition': docusaurusFile('theme-common/lib/hooks/useWindowSize.js'),
  'word wrap import': docusaurusFile('theme-common/lib/hooks/useCodeWordWrap.js'),
  'hidden tab state unchanged': docusaurusFile('theme-common/lib/hooks/useCodeWordWrap.js'),
  'scrollable in a transition': docusaurusFile('theme-common/lib/hooks/useCodeWordWrap.js'),
};
const patch = (name: string) => PATCHES.find(p => p.name === name)!;

/** The comparator a patch's replacement text defines, as a function (`.sort(<comparator>)`). */
function comparatorOf(text: string): (a: never, b: never) => number {
  const body = /sort\(([^]*)\);?$/.exec(text)![1];
  return new Function(`return ${body};`)() as (a: never, b: never) => number;
}

describe('points 12 and 14 to 20: patched Docusaurus client files', () => {
  it.each(Object.keys(installed))("applies to the installed %s's file, whose text occurs there once", name => {
    const file = installed[name];
    expect(patchesFor(file).map(p => p.name)).toContain(name);
    expect(SOURCE_PATCHED_FILES.filter(test => test.test(file))).toHaveLength(1);
    const patched = applyPatch(readFileSync(file, 'utf8'), patch(name));
    expect(typeof patched).toBe('string');
    expect(patched).toContain(patch(name).replace);
    expect(patched).not.toContain(patch(name).find);
  });

  it.each(Object.keys(installed))("%s: every patch of its file applies, in the loader's order", name => {
    let source: string | Error = readFileSync(installed[name]!, 'utf8');
    for (const each of patchesFor(installed[name]!)) source = applyPatch(source as string, each);
    expect(typeof source).toBe('string');
    for (const each of patchesFor(installed[name]!)) expect(source).toContain(each.replace);
  });

  it.each(['getActivePlugin', 'useShallowMemoObject', 'utils-common tslib', 'LastUpdated date'])(
    "leaves nothing in %s's file of what its patch removes (localeCompare, tslib, theme-common's date hook)",
    name => {
      const patched = applyPatch(readFileSync(installed[name]!, 'utf8'), patch(name));
      expect(patched).not.toMatch(/localeCompare|require\("tslib"\)|theme-common\/internal/);
    }
  );

  it('matches no other Docusaurus file', () => {
    expect(patchesFor(docusaurusFile('plugin-content-docs/lib/client/index.js'))).toEqual([]);
    expect(patchesFor(docusaurusFile('theme-common/lib/utils/searchUtils.js'))).toEqual([]);
  });

  it('reports an error, which fails the build, on a file without the exact text or with it twice', () => {
    const p = patch('getActivePlugin');
    expect(applyPatch('export const x = 1;', p)).toBeInstanceOf(Error);
    expect(applyPatch(`${p.find}\n${p.find}`, p)).toBeInstanceOf(Error);
  });

  it('getActivePlugin: the same plugin matches every path as with localeCompare', () => {
    const original = comparatorOf(patch('getActivePlugin').find);
    const replaced = comparatorOf(patch('getActivePlugin').replace);
    const pluginPaths = ['/docs', '/api', '/', '/docs/next', '/docs-old', '/docs_x', '/Docs', '/DOCS/next', '/docS', '/api/react-querybuilder', '/a', '/b/c'];
    const pathnames = [
      '/', '/docs', '/docs/', '/docs/intro', '/docs/next', '/docs/next/intro', '/docs-old/x', '/docs_x', '/Docs/intro', '/DOCS/NEXT/x',
      '/api/react-querybuilder/index/functions/formatQuery', '/api', '/apis', '/a/b', '/b/c/d', '/search', '/docs/6/intro',
    ];
    // Every order of the plugins' entries the data could come in: rotations of the list, both ways.
    for (let shift = 0; shift < pluginPaths.length; shift++) {
      for (const list of [pluginPaths, [...pluginPaths].reverse()]) {
        const entries = [...list.slice(shift), ...list.slice(0, shift)].map(path => [path, { path }] as const);
        const first = (compare: (a: never, b: never) => number, pathname: string) =>
          [...entries].sort(compare as never).find(([, data]) => !!matchPath(pathname, { path: data.path, exact: false, strict: false }))?.[0];
        for (const pathname of pathnames) expect(first(replaced, pathname)).toBe(first(original, pathname));
      }
    }
  });

  it('useShallowMemoObject: a fixed order of keys, whatever order they come in', () => {
    const replaced = comparatorOf(patch('useShallowMemoObject').replace);
    const keys = ['subtree', 'attributes', 'childList', 'characterData', 'attributeFilter', 'Z', 'a1', 'a'];
    const sorted = (list: string[]) => list.map(key => [key, 1]).sort(replaced as never).map(([key]) => key);
    expect(sorted(keys)).toEqual(sorted([...keys].reverse()));
    expect(sorted(['b', 'a', 'c'])).toEqual(['a', 'b', 'c']);
  });
});

describe('point 14: utils-common without tslib', () => {
  const { replace } = PATCHES.find(p => p.name === 'utils-common tslib')!;
  const inline = (new Function(`${replace}\nreturn tslib_1;`)() as { __importDefault: (mod: unknown) => unknown }).__importDefault;
  // The tslib @docusaurus/utils-common itself resolves (not a dependency of this site's own).
  const tslib = createRequire(installed['utils-common tslib'])('tslib') as { __importDefault: (mod: unknown) => unknown };

  it("reads nothing of tslib but __importDefault in the installed file", () => {
    const source = readFileSync(installed['utils-common tslib'], 'utf8');
    expect(new Set(source.match(/tslib_1\.\w+/g))).toEqual(new Set(['tslib_1.__importDefault']));
  });

  it("gives what tslib's __importDefault gives, for ES modules, CommonJS exports and nothing", () => {
    const esModule = { __esModule: true, default: () => 'x' };
    const commonJs = () => 'y';
    for (const mod of [esModule, commonJs, { a: 1 }, null, undefined]) expect(inline(mod)).toEqual(tslib.__importDefault(mod));
    expect(inline(esModule)).toBe(esModule);
    expect((inline(commonJs) as { default: unknown }).default).toBe(commonJs);
  });
});

describe('point 15: the theme\'s LastUpdated date without Intl', () => {
  const file = installed['LastUpdated date'];
  const source = readFileSync(file, 'utf8');

  it('the installed file reads useDateTimeFormat only for its date, with the options formatDate.ts writes without Intl', () => {
    expect(source.match(/useDateTimeFormat\(/g)).toHaveLength(1);
    expect(source.replace(/\s+/g, ' ')).toContain(
      "const dateTimeFormat = useDateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', }); " +
        'const formattedLastUpdatedAt = dateTimeFormat.format(atDate);'
    );
  });

  it("the hook it gets reads the locale and calendar as theme-common's useDateTimeFormat does", () => {
    const intlUtils = readFileSync(docusaurusFile('theme-common/lib/utils/IntlUtils.js'), 'utf8').replace(/\s+/g, ' ');
    expect(intlUtils).toContain('return localeConfigs[currentLocale].calendar;');
    expect(intlUtils).toContain('return new Intl.DateTimeFormat(currentLocale, { calendar, ...options, });');
    const { replace } = patch('LastUpdated date');
    const hook = replace.split('\n').find(line => line.startsWith('const useDateTimeFormat'))!;
    const calls: unknown[][] = [];
    const context = { i18n: { currentLocale: 'en', localeConfigs: { en: { calendar: 'gregory' } } } };
    const useDateTimeFormat = new Function(
      'useDocusaurusContext',
      'lastUpdatedDateFormat',
      `${hook}\nreturn useDateTimeFormat;`
    )(() => context, (...args: unknown[]) => calls.push(args)) as (options: object) => unknown;
    useDateTimeFormat({ day: 'numeric' });
    expect(calls).toEqual([['en', 'gregory', { day: 'numeric' }]]);
  });
});

describe('points 16 and 18: updates made transitions', () => {
  it.each(['isBrowser flag in a transition', 'secondary menu content in a transition', 'secondary menu shown in a transition'])(
    "%s: the installed file has React as its default import, for React.startTransition",
    name => {
      expect(readFileSync(installed[name]!, 'utf8')).toMatch(/^import React, \{[^}]*\} from 'react';$/m);
    }
  );
});

describe('point 16: the isBrowser flag set in a transition', () => {
  const file = installed['isBrowser flag in a transition'];
  const source = readFileSync(file, 'utf8');

  it('the installed file sets the flag in one place, the effect the patch wraps, with React as its default import', () => {
    expect(source.match(/setIsBrowser\(/g)).toHaveLength(1);
    expect(source).toMatch(/^import React, \{[^}]*\} from 'react';$/m);
  });

  it('the patched effect sets the flag inside React.startTransition', () => {
    const patched = applyPatch(source, patch('isBrowser flag in a transition')) as string;
    expect(patched).toContain('React.startTransition(() => setIsBrowser(true));');
    expect(patched.match(/setIsBrowser\(true\)/g)).toHaveLength(1);
  });
});

describe('point 17: the preferred versions kept when storage holds the same', () => {
  const source = readFileSync(installed['preferred version unchanged'], 'utf8');
  const { replace } = patch('preferred version unchanged');
  /** The patched effect's body, run with a storage read that gives `stored` and a setState that applies the updater to `previous`. */
  const runEffect = (previous: Record<string, { preferredVersionName: string | null }>, stored: typeof previous) => {
    let state = previous;
    new Function('readStorageState', 'setState', 'pluginIds', 'allDocsData', 'versionPersistence', replace)(
      () => stored,
      (update: (s: typeof previous) => typeof previous) => (state = update(state)),
      Object.keys(stored),
      {},
      'localStorage'
    );
    return state;
  };

  it('the installed provider sets the stored state once, in its mount effect, and its state has only preferredVersionName per plugin', () => {
    expect(source.match(/setState\(readStorageState/g)).toHaveLength(1);
    expect(source).toContain("Object.fromEntries(pluginIds.map((id) => [id, { preferredVersionName: null }]))");
  });

  it('keeps the same state object when every stored name is the one held', () => {
    const previous = { default: { preferredVersionName: null }, api: { preferredVersionName: null } };
    expect(runEffect(previous, { default: { preferredVersionName: null }, api: { preferredVersionName: null } })).toBe(previous);
  });

  it('takes the stored state when a name differs', () => {
    const previous = { default: { preferredVersionName: null } };
    const stored = { default: { preferredVersionName: '7' } };
    expect(runEffect(previous, stored)).toBe(stored);
  });
});

describe('point 20: code blocks not rendered again once mounted', () => {
  const source = readFileSync(installed['hidden tab state unchanged'], 'utf8');

  it('the installed hook starts its hidden tab state undefined and sets it only from closest()', () => {
    expect(source).toMatch(/const \[hiddenTabElement, setHiddenTabElement\] = useState\(\);/);
    expect(source.match(/setHiddenTabElement\(/g)).toHaveLength(1);
  });

  it('"not in a hidden tab" is undefined, the initial state, so React keeps the state; a hidden panel is kept', () => {
    const { replace } = patch('hidden tab state unchanged');
    const update = (closest: unknown) => {
      let state: unknown = 'unset';
      new Function('setHiddenTabElement', 'codeBlockRef', replace)((value: unknown) => (state = value), { current: { closest: () => closest } });
      return state;
    };
    expect(update(null)).toBeUndefined();
    const panel = { role: 'tabpanel' };
    expect(update(panel)).toBe(panel);
  });
});
