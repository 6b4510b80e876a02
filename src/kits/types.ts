/**
 * What one UI kit is, for every part of the site that offers it: the demo route, the sandbox
 * template and runtime bundle, the "Open in sandbox" module, the API reference and the e2e suite.
 *
 * A kit file holds plain data only (no JSX, no stylesheet imports), because it is read both by
 * the browser bundle and by the build plugins, which run in Node. The demo's kit frame is named by
 * module path, and the demo route plugin (plugins/demo-routes) hands it to Docusaurus, which loads
 * it as the route's own code-split chunk.
 */

/** Opening and closing tags around `<QueryBuilder>`. */
export type Wrapper = readonly [open: string, close: string];

export interface KitDefinition<Id extends string = string> {
  id: Id;
  /** The name shown in the kit navigation, the page title and the sandbox's template menu. */
  label: string;
  /** The demo route. */
  route: string;
  /**
   * The compat package. `npm`: installed from the registry at the version in package.json;
   * `stand-in`: this site's workspace package in packages/<name>, versioned with the library.
   */
  compat?: {
    package: `@react-querybuilder/${string}`;
    source: 'npm' | 'stand-in';
    /** Packages an app installs beside it (its peer dependencies, React excepted). */
    peers: readonly string[];
  };
  /** The demo: the module whose default export wraps the builder (a `KitFrame`). */
  demo?: {
    frame: string;
    /** Render the builder only in the browser (CSS-in-JS not in the server render). */
    clientOnly?: boolean;
  };
  /** The sandbox template and "Open in sandbox" set-up. */
  sandbox: {
    /** Template name (the sandbox's Reset returns to it). */
    template: string;
    /** Template menu label; the kit's label when left out. */
    templateLabel?: string;
    /** Import lines for the kit's components. */
    imports: readonly string[];
    /** Stylesheet import lines. */
    stylesheets: readonly string[];
    /** Declarations the wrappers need, e.g. a theme. */
    setup?: string;
    /** Outermost first. */
    wrappers: readonly Wrapper[];
  };
  /** The sandbox runtime bundle named after the kit (see src/sandbox/runtimeBundles.ts). */
  runtime?: {
    modules: readonly string[];
    needs?: readonly string[];
    /** Stylesheets the frame applies whenever the bundle is in use (relative to the frame page). */
    stylesheets?: readonly string[];
    /** Stylesheets sandbox code may import (npm paths), copied beside the frame page. */
    importableStylesheets?: readonly string[];
  };
}

/**
 * A change to one of a kit's packages for the demo page's start-up: one exact piece of text in one
 * installed file, swapped for code that behaves the same for less, as the site's bundles are built
 * (plugins/demo-routes; the sandbox's runtime bundles leave the packages as they are). The build
 * fails when the package is not at `version` or the text is not in the file exactly once. A kit
 * file exports its patches as `sourcePatches`, beside its definition.
 */
export interface SourcePatch {
  name: string;
  package: string;
  /** The release the patch was written against. */
  version: string;
  /** The file, relative to the package's folder. */
  file: string;
  find: string;
  replace: string;
  /** What the patched code does, for the build's error message. */
  why: string;
}

/** Declares a kit, keeping its id as a literal type. */
export const defineKit = <const Id extends string>(kit: KitDefinition<Id>): KitDefinition<Id> => kit;

/**
 * How the e2e suite drives a kit's controls (tests/e2e/demo.spec.ts), exported by the kit file as
 * `e2e` beside its definition. Nothing in the site imports it, so the production bundle leaves it
 * out (its code-splitting check looks for `marker` in the scripts a page runs). `pick.select`: the
 * control (or its `select` descendant) is a native select; `pick.open`: click this descendant (or
 * the control itself when empty), then the option by role, or by `pick.option` (CSS) with the
 * exact text.
 */
export interface KitE2e {
  fieldSelector: string;
  pick: { select: string } | { open: string; option?: string };
  themed: { selector: string; property: 'background-color' | 'color' };
  /** A string that survives minification in the kit's own code (code-splitting check). */
  marker?: string;
}
