// Webpack loader for a few Docusaurus client files (index.ts, points 12, 14 to 20): each patch swaps
// one exact piece of text for code that does the same for less. A file without the exact text, or
// with it more than once, fails the build, naming the release the patch was written for.
//
// Point 12: sorts that compare with String#localeCompare, whose first call on a page starts the
// browser's collator (ICU's collation data: about 60 ms of a phone's start-up, on every page, to
// sort a handful of ASCII strings), become comparisons of code units that pick the same result
// (see each `why`).
// Point 14: @docusaurus/utils-common requires tslib for its one helper, `__importDefault`, which
// put the whole of tslib (11 KB, 4 KB gzip) in main.js; the helper is written inline instead.
// Point 15: the theme's LastUpdated formats its date with a new Intl.DateTimeFormat, whose first
// construction on a page loads ICU's date data (53-315 ms of a 4x-slowed start-up). Its hook comes
// from src/theme/LastUpdated/formatDate.ts instead, which writes the English date without Intl
// and builds the theme's own formatter for any other locale, calendar or options.
// Points 16 to 20: updates that rendered large parts of a page again right after hydration, in
// one task, are made transitions or skipped when nothing changed (see index.ts and each `why`).
//
// A rule may also hand the loader patches of its own (`options.patches`, each naming the release it
// was written for in `writtenFor`): plugins/demo-routes does so for a kit's packages (src/kits).

/** The Docusaurus release these patches were written against. */
const WRITTEN_FOR = '3.10.2';

const PATCHES = [
  {
    name: 'getActivePlugin',
    file: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    find: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    replace:
      '.sort((a, b) => { const x = a[1].path.toLowerCase(), y = b[1].path.toLowerCase(); ' +
      'return x < y ? 1 : x > y ? -1 : a[1].path < b[1].path ? -1 : a[1].path > b[1].path ? 1 : 0; })',
    // The sort puts a plugin whose path extends another's ("/docs/next" and "/docs") before it, so
    // that the first match is the most specific. Paths match regardless of case, so of two paths
    // one extends, ignoring case, the longer comes first, as with localeCompare; of two equal but
    // for case, the one with a capital at the first difference, as localeCompare orders them. The
    // order of paths that cannot both match a page does not matter.
    why: 'the first docs plugin whose path matches the page',
  },
  {
    name: 'useShallowMemoObject',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    // The keys are sorted only so that the memo's dependency list does not depend on the order the
    // caller wrote them in; any fixed order of distinct keys does that.
    why: 'a fixed order of an object’s keys for a memo’s dependencies',
  },
  {
    name: 'utils-common tslib',
    file: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
    find: 'const tslib_1 = require("tslib");',
    // tslib's own definition of the helper (tslib.js, `__importDefault`).
    replace: 'const tslib_1 = { __importDefault: (mod) => (mod && mod.__esModule ? mod : { "default": mod }) };',
    // The file reads nothing else of tslib (sourcePatch.test.ts checks the installed one).
    why: "utils-common's only tslib helper, __importDefault",
  },
  {
    name: 'LastUpdated date',
    file: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]LastUpdated[\\/]index\.js$/,
    find: "import {useDateTimeFormat} from '@docusaurus/theme-common/internal';",
    // theme-common's useDateTimeFormat reads the locale and its calendar the same way (IntlUtils.js).
    replace:
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\n" +
      "import {lastUpdatedDateFormat} from '@site/src/theme/LastUpdated/formatDate';\n" +
      'const useDateTimeFormat = (options) => { const {i18n: {currentLocale, localeConfigs}} = useDocusaurusContext(); ' +
      'return lastUpdatedDateFormat(currentLocale, localeConfigs[currentLocale].calendar, options); };',
    why: "the formatter of the theme's LastUpdated date",
  },
  {
    name: 'isBrowser flag in a transition',
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    find: 'useEffect(() => {\n        setIsBrowser(true);\n    }, []);',
    replace: 'useEffect(() => {\n        React.startTransition(() => setIsBrowser(true));\n    }, []);',
    // Once the page has hydrated, the flag turns true and every reader of useIsBrowser renders
    // again (the navbar, the colour mode toggle, each code block: 159 components on the export
    // page). As an ordinary update, React renders that in one task; as a transition it renders in
    // slices of a few milliseconds, between which the browser can answer the reader. What
    // renders is the same.
    why: "the flag useIsBrowser reads, set once the page has hydrated",
  },
  {
    name: 'preferred version unchanged',
    file: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/,
    find: 'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));',
    replace:
      'const stored = readStorageState({ allDocsData, versionPersistence, pluginIds });\n' +
      '        setState((previous) => (pluginIds.every((id) => previous[id]?.preferredVersionName === stored[id].preferredVersionName) ? previous : stored));',
    // Once mounted, the provider reads each docs plugin's preferred version from storage and sets
    // it as a new object even when nothing was stored, which is every first visit: the provider's
    // value changed, and the navbar and the mobile menu (some 1,200 components on a docs page)
    // rendered again in one task. With the same names, the state is kept and nothing renders.
    why: 'the preferred docs versions read from storage once mounted',
  },
  {
    name: 'secondary menu content in a transition',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu[\\/]content\.js$/,
    find: 'setContent({ component, props: memoizedProps });',
    replace: 'React.startTransition(() => setContent({ component, props: memoizedProps }));',
    // A docs page hands the mobile menu its sidebar once mounted, and the menu, closed, rendered
    // every item of it in one task; as a transition, React renders it in slices.
    why: "the mobile menu's content, set by the page once mounted",
  },
  {
    name: 'secondary menu shown in a transition',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu[\\/]display\.js$/,
    find: 'if (contentBecameAvailable) {\n            setShown(true);\n        }',
    replace: 'if (contentBecameAvailable) {\n            React.startTransition(() => setShown(true));\n        }',
    // Then the menu marks that content as shown, which renders the sidebar's items once more.
    why: "the mobile menu's content marked shown once it first arrives",
  },
  {
    name: 'window size import',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    find: "import { useEffect, useState } from 'react';",
    replace: "import { startTransition, useEffect, useState } from 'react';",
    why: 'React imports of the window size hook (for the next patch)',
  },
  {
    name: 'window size in a transition',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    find: "        updateWindowSize();\n        window.addEventListener('resize', updateWindowSize);",
    replace: "        startTransition(updateWindowSize);\n        window.addEventListener('resize', updateWindowSize);",
    // The hook says "ssr" until mounted, then the real size: on a phone, the docs page swaps the
    // server's desktop sidebar for the mobile one and the navbar mounts its mobile menu, about
    // 1,200 components in one task. Its first reading is a transition (rendered in slices);
    // later resizes update as before.
    why: 'the first window size reading, once mounted',
  },
  {
    name: 'word wrap import',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/,
    find: "import { useState, useCallback, useEffect, useRef } from 'react';",
    replace: "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';",
    why: 'React imports of the code block word-wrap hook (for the patches below)',
  },
  {
    name: 'hidden tab state unchanged',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/,
    find: "setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]'));",
    replace: "setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? undefined);",
    // The state starts undefined and closest() finds no hidden tab as null: every code block of a
    // page rendered again once mounted, for nothing. Not in a hidden tab stays undefined.
    why: "a code block's hidden tab panel, none being undefined as the state starts",
  },
  {
    name: 'scrollable in a transition',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/,
    find: 'setIsCodeScrollable(isScrollable);',
    replace: 'startTransition(() => setIsCodeScrollable(isScrollable));',
    // Once mounted, each block that scrolls sideways (most, on a phone) learns it and renders again,
    // all in one task; the flag only shows the word-wrap button, which can wait for a slice.
    why: 'whether a code block scrolls sideways, read once mounted and on resize',
  },
];

/** The patches that apply to a module path, in the order they are applied. */
function patchesFor(resourcePath) {
  return PATCHES.filter(patch => patch.file.test(resourcePath));
}

/** The source with the patch applied, or an Error saying why it cannot be. */
function applyPatch(source, patch) {
  const count = source.split(patch.find).length - 1;
  if (count !== 1) {
    return new Error(
      `client-bundle: ${patch.name} (${patch.why}) is not the code sourcePatchLoader.cjs was written against ` +
        `(${patch.writtenFor ?? `@docusaurus ${WRITTEN_FOR}`}; the text "${patch.find}" occurs ${count} times, not once). ` +
        'Check what the new release does there, then update the patch.'
    );
  }
  return source.replace(patch.find, patch.replace);
}

module.exports = function sourcePatchLoader(source) {
  let patched = source;
  for (const patch of [...patchesFor(this.resourcePath), ...(this.getOptions()?.patches ?? [])]) {
    const result = applyPatch(patched, patch);
    if (result instanceof Error) {
      this.emitError(result);
      return source;
    }
    patched = result;
  }
  return patched;
};
module.exports.PATCHES = PATCHES;
module.exports.applyPatch = applyPatch;
module.exports.patchesFor = patchesFor;
