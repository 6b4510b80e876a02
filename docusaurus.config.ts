import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { darkCodeTheme, lightCodeTheme } from './src/site/codeThemes';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import { siteEnvironment, type SiteEnvironment } from './src/site/environment';
import { docsVersions, lastDocsVersion } from './src/site/versions';
import apiReferencePlugin, { apiSymbolsFile, ensureApiDocsFolder } from './plugins/api-reference';
import remarkApiLinks from './plugins/remark-api-links';
import remarkLibraryOutput from './plugins/remark-library-output';
import remarkLibraryTable from './plugins/remark-library-table';
import rehypeDocsTable from './plugins/rehype-docs-table';
import rehypeHostInlineCode from './plugins/rehype-host-inline-code';
import docSearchLocal from './plugins/docsearch-local';
import scopedStylesheets from './plugins/scoped-stylesheets';
import securityHeaders from './plugins/security-headers';
import tremorTailwind from './plugins/tremor-tailwind';
import sandboxRuntime, { sandboxRuntimeStaticDir } from './plugins/sandbox-runtime';
import clientBundle from './plugins/client-bundle';
import codeTokenPalette from './plugins/code-token-palette';
import demoRoutes from './plugins/demo-routes';
import { kits } from './src/kits';
import { libraryAliasByDocsFolder } from './src/site/docsPackages';
import { llmsTxtOptions } from './src/llms/llmsTxtOptions';

const repoUrl = 'https://github.com/react-querybuilder/react-querybuilder';

// Every Markdown instance (docs, pages, the API reference): tables labelled and marked for wrapping
// at build time (plugins/rehype-docs-table), and inline code as a plain <code>, not two theme
// components each (plugins/rehype-host-inline-code).
const markdownRehypePlugins = [rehypeDocsTable, rehypeHostInlineCode];

/** Builds the site configuration from the build environment (see README, "Environment variables"). */
function createConfig(env: SiteEnvironment): Config {
  return {
    title: 'React Query Builder',
    tagline: 'The query builder component for React: build rules and groups, export to SQL, MongoDB, CEL and more',
    favicon: 'img/favicon.svg',
    url: 'https://react-querybuilder.js.org',
    baseUrl: '/',
    trailingSlash: false,
    organizationName: 'react-querybuilder',
    projectName: 'react-querybuilder',

    // The sandbox preview's runtime scripts are generated into a git-ignored folder (plugins/sandbox-runtime).
    staticDirectories: ['static', sandboxRuntimeStaticDir],

    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
    markdown: {
      hooks: { onBrokenMarkdownLinks: 'warn' },
    },

    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {
        en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
      },
    },

    // Plain keys (`theme`, `docs-preferred-version-default`, ...): the colour mode lives under 'theme' and each docs
    // plugin's preferred version under its own plain key, where readers' tools and older visits find them.
    storage: { type: 'localStorage', namespace: false },

    future: {
      // Rspack + SWC; build times with and without it are in bench/RESULTS.md.
      faster: env.faster,
      v4: {
        removeLegacyPostBuildHeadAttribute: true, // faster's SSG worker threads need it
        siteStorageNamespacing: false, // plain storage keys, see above
        useCssCascadeLayers: false, // UI-kit stylesheets in the demos expect normal cascade order
        fasterByDefault: true,
        mdx1CompatDisabledByDefault: true,
      },
    },

    presets: [
      [
        'classic',
        {
          docs: {
            path: 'docs',
            routeBasePath: 'docs',
            sidebarPath: './sidebars.ts',
            lastVersion: lastDocsVersion,
            versions: docsVersions,
            breadcrumbs: true,
            // "Edit this page" and the last-updated date (from git) on docs pages; not on the API reference.
            editUrl: `${repoUrl}/edit/main/website/`,
            showLastUpdateTime: true,
            remarkPlugins: [
              [npm2yarn, { sync: true }],
              [remarkLibraryOutput, { moduleMapsByVersion: libraryAliasByDocsFolder }],
              // `<LibraryTable of="..." />`: a table of the package's data, built at build time (plugins/remark-library-table).
              [remarkLibraryTable, { moduleMapsByVersion: libraryAliasByDocsFolder }],
              // `[text](api:Name)` links to the generated API reference (plugins/remark-api-links/README.md).
              [remarkApiLinks, { symbolsFile: apiSymbolsFile(__dirname), siteDir: __dirname }],
            ],
            rehypePlugins: markdownRehypePlugins,
          },
          blog: false,
          pages: {
            remarkPlugins: [[npm2yarn, { sync: true }]],
            rehypePlugins: markdownRehypePlugins,
          },
          theme: { customCss: './src/css/custom.scss' },
          sitemap: { changefreq: 'weekly', priority: 0.5 },
          svgr: {},
          ...(env.gtagTrackingId
            ? { gtag: { trackingID: env.gtagTrackingId, anonymizeIP: true } }
            : {}),
        } satisfies Preset.Options,
      ],
    ],

    // Local plugins are given as [plugin, options] pairs: knip (npm test's dependency check) reads
    // this list and calls a bare plugin function without Docusaurus's context.
    plugins: [
      // quietDeps: no deprecation warnings from dependencies' Sass (Bulma's, Bootstrap's) in the output;
      // 'import': Bootstrap 5's Sass can only be loaded with @import (DemoKitBootstrap/bootstrap-scoped.scss).
      ['docusaurus-plugin-sass', { sassOptions: { quietDeps: true, silenceDeprecations: ['import'] } }],
      // Tailwind for the Tremor demo's stylesheet only, scoped to it (plugins/tremor-tailwind).
      [tremorTailwind, {}],
      // The colours of code tokens' palette classes (src/site/prismDualTheme.ts).
      [codeTokenPalette, {}],
      // PrimeReact's theme stylesheets, scoped to its demo (plugins/scoped-stylesheets).
      [
        scopedStylesheets,
        {
          stylesheets: [
            { module: 'primereact/resources/themes/saga-blue/theme.css', scope: '.rqb-demo-prime' },
            { module: 'primereact/resources/themes/vela-blue/theme.css', scope: ".rqb-demo-prime[data-theme='dark']" },
          ],
        },
      ],
      // Generates api/ with TypeDoc (cached by package versions and stand-in sources) before the
      // `api` docs instance below reads it; see plugins/api-reference.
      [apiReferencePlugin, {}],
      [
        '@docusaurus/plugin-content-docs',
        {
          id: 'api',
          path: ensureApiDocsFolder(__dirname),
          routeBasePath: 'api',
          sidebarPath: './sidebarsApi.ts',
          breadcrumbs: false,
          rehypePlugins: markdownRehypePlugins,
        },
      ],
      [
        '@docusaurus/plugin-client-redirects',
        {
          fromExtensions: ['html', 'htm'],
          redirects: [{ from: '/react-querybuilder', to: '/demo' }],
        },
      ],
      // The demo's page per UI kit, from the kit list in src/kits (see plugins/demo-routes).
      [demoRoutes, {}],
      // The search: offline index without Algolia credentials, hosted with them (see plugins/docsearch-local).
      [docSearchLocal, { mode: env.algolia.hosted ? 'hosted' : 'local' }],
      // build/_headers: CSP and companions for static hosts (README, "Security headers").
      [securityHeaders, { analytics: Boolean(env.gtagTrackingId), hostedSearch: env.algolia.hosted }],
      // Builds and serves the /sandbox preview frame's runtime (see plugins/sandbox-runtime).
      [sandboxRuntime, {}],
      // Trims to the JS every page loads (plugins/client-bundle): one DocSearch copy, no module paths in
      // the browser's route registry, the API item pages' routes in a chunk loaded when needed, and
      // no API doc list in the browser's global data.
      clientBundle({
        lazyRoutePrefixes: ['/api/'],
        docListsUnread: ['api'],
        // The UI kits' own stylesheets (their demo frames', and Mantine's component styles, which
        // only the Mantine frame imports) load with their demo, not on every page.
        chunkStylesheets: [...kits.flatMap(kit => (kit.demo ? [kit.demo.frame.replace(/^@site/, '')] : [])), '/node_modules/@mantine/'],
      }),
      // llms.txt, llms-full.txt and a Markdown copy of each current docs page (src/llms/llmsTxtOptions.ts).
      ['@signalwire/docusaurus-plugin-llms-txt', llmsTxtOptions],
    ],

    clientModules: ['./src/clientModules/consoleUtilities.ts'],

    themeConfig: {
      image: 'img/social-card.png',
      metadata: [{ name: 'twitter:card', content: 'summary_large_image' }],
      colorMode: {
        defaultMode: 'light',
        respectPrefersColorScheme: true,
        disableSwitch: false,
      },
      announcementBar: {
        id: 'rqb-v8-docs',
        content:
          'The docs now cover React Query Builder v8: the v7 / v8 docs follow the current release, 8.24.1. <a href="/docs/intro">Start with Getting started</a>.',
        backgroundColor: '#1b4f8a',
        textColor: '#ffffff',
        isCloseable: true,
      },
      docs: {
        sidebar: { hideable: true, autoCollapseCategories: false },
      },
      navbar: {
        title: 'React Query Builder',
        // Its size reserved before the image arrives, so the title does not move when it does.
        logo: { alt: 'React Query Builder logo', src: 'img/logo.svg', width: 32, height: 32 },
        hideOnScroll: false,
        items: [
          { type: 'doc', docId: 'intro', position: 'left', label: 'Docs' },
          { to: '/demo', position: 'left', label: 'Demo' },
          { to: '/sandbox', position: 'left', label: 'Sandbox' },
          { to: '/api/', position: 'left', label: 'API' },
          { type: 'docsVersionDropdown', position: 'right' },
          {
            href: repoUrl,
            position: 'right',
            className: 'header-icon-link header-github-link',
            'aria-label': 'GitHub repository',
          },
          {
            to: '/discord',
            position: 'right',
            className: 'header-icon-link header-discord-link',
            'aria-label': 'Discord chat server',
          },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Docs',
            items: [
              { label: 'Getting started', to: '/docs/intro' },
              { label: 'Components', to: '/docs/components/querybuilder' },
              { label: 'Tips and Tricks', to: '/docs/category/tips--tricks' },
              { label: 'Showcase', to: '/docs/tips/showcase' },
            ],
          },
          {
            title: 'Community',
            items: [
              { label: 'Discord', to: '/discord' },
              { label: 'GitHub discussions', href: `${repoUrl}/discussions` },
            ],
          },
          {
            title: 'More',
            items: [
              { label: 'GitHub', href: repoUrl },
              { label: 'npm', href: 'https://www.npmjs.com/package/react-querybuilder' },
            ],
          },
        ],
        copyright: `Copyright © 2025 React Query Builder contributors. Built with Docusaurus.`,
      },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      prism: {
        theme: lightCodeTheme,
        darkTheme: darkCodeTheme,
        additionalLanguages: ['diff', 'json', 'mongodb', 'scss', 'bash'],
      },
      algolia: {
        appId: env.algolia.appId,
        apiKey: env.algolia.apiKey,
        indexName: env.algolia.indexName,
        contextualSearch: true,
        searchPagePath: 'search',
      },
    } satisfies Preset.ThemeConfig,
  };
}

export default createConfig(siteEnvironment(process.env));
