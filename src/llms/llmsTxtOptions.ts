import type { PluginOptions } from '@signalwire/docusaurus-plugin-llms-txt';
import { rehypeDocusaurusMarkup } from './rehypeDocusaurusMarkup';

/**
 * Route globs kept out of llms.txt, llms-full.txt and the Markdown copies: everything but the
 * current docs version (v7 / v8 at /docs). The plugin already skips docs versions other than
 * the last released one (`includeVersionedDocs: false`, which also drops Next); these globs say
 * it again so a change of the plugin's version logic cannot pull them in, and they drop the
 * API reference (a second docs instance), the search page and the site's own pages.
 */
export const llmsExcludedRoutes = [
  '/docs/next/**',
  '/docs/6/**',
  '/docs/5/**',
  '/docs/4/**',
  '/docs/3/**',
  '/api/**',
  '/search',
  '/demo/**',
  '/sandbox/**',
];

/** Options of `@signalwire/docusaurus-plugin-llms-txt` (docs for AI assistants). */
export const llmsTxtOptions = {
  siteTitle: 'React Query Builder',
  siteDescription:
    'Docs of react-querybuilder v7 and v8: the QueryBuilder component, its sub-components, styling, ' +
    'and the utilities that export a query to SQL, MongoDB, CEL, JsonLogic and other formats and parse them back.',
  depth: 2,
  // Getting started first, the guides next, and the old API section's moved-page stubs last.
  includeOrder: [
    '/docs/intro',
    '/docs/components/**',
    '/docs/utils/**',
    '/docs/styling/**',
    '/docs/tips/**',
    '/docs/category/**',
    '/docs/api/**',
  ],
  onRouteError: 'throw',
  logLevel: 1,
  content: {
    includeDocs: true,
    includeVersionedDocs: false,
    includeBlog: false,
    includePages: false,
    includeGeneratedIndex: true,
    enableMarkdownFiles: true,
    enableLlmsFullTxt: true,
    relativePaths: true,
    excludeRoutes: llmsExcludedRoutes,
    // Pages at the top of /docs (intro, compat, dnd, ...) share one list instead of a heading each.
    routeRules: [{ route: '/docs/*', depth: 1 }],
    beforeDefaultRehypePlugins: [rehypeDocusaurusMarkup],
  },
} satisfies PluginOptions;
