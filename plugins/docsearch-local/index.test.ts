import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import type { LoadContext } from '@docusaurus/types';
import docSearchLocalPlugin, { validateOptions, type DocSearchLocalOptions } from './index';

const SITE = 'https://example.org';
const page = (title: string) =>
  `<html><head><title>${title} | Site</title><meta name=docsearch:docusaurus_tag content=default><meta name=docsearch:language content=en></head>` +
  `<body><div id=__docusaurus_skipToContent_fallback><main><article><h1>${title}</h1><p>Text.</p></article></main></div></body></html>`;
const context = { siteConfig: { title: 'Site', url: SITE, baseUrl: '/' } } as unknown as LoadContext;
const options = (input?: Partial<DocSearchLocalOptions>) => validateOptions({ validate: normalizePluginOptions as never, options: input });
type Alias = { resolve: { alias: Record<string, string> } };
const webpackConfig = (alias: Record<string, string> = {}) => ({ resolve: { alias } }) as never;

describe('docsearch-local options', () => {
  it('defaults to local mode and no section labels', () => {
    expect(options()).toEqual({ id: 'default', mode: 'local', sectionLabels: {} });
  });

  it('takes hosted mode', () => {
    expect(options({ mode: 'hosted' }).mode).toBe('hosted');
  });

  it('rejects a mode it does not know', () => {
    expect(() => options({ mode: 'algolia' as never })).toThrow(/"mode" must be one of \[local, hosted\]/);
  });
});

describe('docsearch-local plugin', () => {
  it('owns the SearchBar and SearchPage wrappers', () => {
    const themePath = docSearchLocalPlugin(context, options()).getThemePath!();
    expect(readdirSync(themePath).sort()).toEqual(['SearchBar', 'SearchPage']);
  });

  it("aliases the Algolia theme's own SearchBar for the wrapper (theme-classic's, the first, is a placeholder)", () => {
    const config = docSearchLocalPlugin(context, options({ mode: 'hosted' })).configureWebpack!(webpackConfig(), false, {} as never, undefined) as Alias;
    const file = config.resolve.alias['@docsearch-local/algolia-search-bar$'];
    expect(file).toMatch(/@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/);
    expect(readFileSync(file, 'utf8')).toMatch(/DocSearch/);
  });

  it.each([
    ['local', /components[\\/]LocalSearchPage[\\/]index\.tsx$/],
    ['hosted', /components[\\/]HostedSearchPage[\\/]index\.tsx$/],
  ] as const)("in %s mode, the /search page wrapper gets only that mode's page", (mode, page) => {
    const config = docSearchLocalPlugin(context, options({ mode })).configureWebpack!(webpackConfig(), false, {} as never, undefined) as Alias;
    const file = config.resolve.alias['@docsearch-local/search-page$'];
    expect(file).toMatch(page);
    expect(readFileSync(file, 'utf8').includes('@theme-init/SearchPage')).toBe(mode === 'hosted');
  });

  it('gives pages its mode as plugin data', async () => {
    const data: unknown[] = [];
    await docSearchLocalPlugin(context, options({ mode: 'hosted' })).contentLoaded!({ content: undefined, actions: { setGlobalData: (value: unknown) => data.push(value) } } as never);
    expect(data).toEqual([{ mode: 'hosted' }]);
  });

  it('points the theme\'s DocSearch aliases at one copy of the package', () => {
    const config = webpackConfig({ '@docsearch/react/useDocSearchKeyboardEvents': '/umd.js' });
    docSearchLocalPlugin(context, options()).configureWebpack!(config, false, {} as never, undefined);
    expect((config as Alias).resolve.alias['@docsearch/react/useDocSearchKeyboardEvents']).toMatch(/@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/);
  });

  it('in local mode, aliases algoliasearch/lite to the browser client module and writes the index after the build', async () => {
    const plugin = docSearchLocalPlugin(context, options({ mode: 'local' }));
    const config = plugin.configureWebpack!(webpackConfig(), false, {} as never, undefined) as Alias;
    expect(config.resolve.alias['algoliasearch/lite$']).toMatch(/plugins\/docsearch-local\/client\/index\.ts$/);
    const out = mkdtempSync(join(tmpdir(), 'search-plugin-'));
    writeFileSync(join(out, 'index.html'), page('Home'));
    await plugin.postBuild!({ outDir: out, routesPaths: ['/'] } as never);
    expect(readdirSync(join(out, 'search-index'))).toContain('manifest.json');
    rmSync(out, { recursive: true, force: true });
  });

  it('in hosted mode, swaps only the search button and writes no index', async () => {
    const plugin = docSearchLocalPlugin(context, options({ mode: 'hosted' }));
    const config = plugin.configureWebpack!(webpackConfig(), false, {} as never, undefined) as Alias;
    expect(Object.keys(config.resolve.alias)).toEqual(['@docsearch/react/button$', '@docsearch-local/algolia-search-bar$', '@docsearch-local/search-page$']);
    expect(config.resolve.alias['@docsearch/react/button$']).toMatch(/theme\/SearchBar\/SearchButton\.tsx$/);
    const out = mkdtempSync(join(tmpdir(), 'search-plugin-'));
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'index.html'), page('Home'));
    await plugin.postBuild!({ outDir: out, routesPaths: ['/'] } as never);
    expect(readdirSync(out)).toEqual(['index.html']);
    rmSync(out, { recursive: true, force: true });
  });
});
