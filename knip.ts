// `npm test` runs `knip --dependencies` (scripts/test.mjs): every package the code imports must be
// declared in package.json, and every declared package must be used.
const config = {
  workspaces: {
    '.': {
      entry: [
        // Run by path, not imported: npm scripts, the bench runner's children, the sandbox frame's
        // runtime (bundled by plugins/sandbox-runtime), client modules and theme components (found by
        // Docusaurus through clientModules / getClientModules / theme folders), and the kits' demo
        // frames (route modules named in src/kits, added by plugins/demo-routes).
        'scripts/*.{mjs,ts}',
        'bench/*.mjs',
        'src/sandbox/frame/frameRuntime.tsx',
        'src/clientModules/*.ts',
        'src/theme/**/*.tsx',
        'plugins/*/theme/**/*.tsx',
        'plugins/*/client/*.{js,ts,tsx}',
        'src/components/DemoKit*/index.tsx',
        'tests/**/*.{ts,tsx}',
      ],
      ignoreDependencies: [
        // Read by name rather than imported: TypeDoc loads its plugins by name (plugins/api-reference/generate.ts).
        'typedoc-docusaurus-theme',
        // Installed older majors under aliases, loaded by computed name (src/site/docsPackages.ts,
        // scripts/check-doc-samples.mjs); rqb7's declarations import type-fest, which 7.7.1 does not declare.
        'rqb3',
        'rqb4',
        'rqb5',
        'type-fest',
        // Webpack aliases plugins/docsearch-local sets (to the Algolia theme's SearchBar, and to the
        // /search page of the build's search mode), not packages.
        '@docsearch-local/algolia-search-bar',
        '@docsearch-local/search-page',
        // Pins the axe release @axe-core/playwright runs (the accessibility suite's rules version).
        'axe-core',
        // Peers of the stand-in packages (packages/*), which the site installs for them; the sandbox
        // also bundles them by module name (src/sandbox/runtimeBundles.ts), and Bulma is read by
        // Sass (@use 'bulma/...'), which knip does not follow.
        '@tremor/react',
        'bulma',
        'date-fns',
        'luxon',
        '@fluentui/react-icons',
        // Documented by the API reference from its declaration files, found by package name
        // (plugins/api-reference/packages.ts); no page imports React Native code.
        '@react-querybuilder/native',
      ],
      ignoreBinaries: [
        // System tools, not npm packages: scripts/ensure-chromium.mjs installs Debian's chromium with
        // apt-get; the bench serialises heavy runs with flock and records the load with uptime.
        'apt-get',
        'flock',
        'uptime',
      ],
    },
    'packages/*': {
      entry: ['src/index.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    },
  },
};

export default config;
