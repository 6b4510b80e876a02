import { describe, expect, it } from 'vitest';
import { crawlPage, parseDocsTag } from './crawl';

const SITE = 'https://example.org';

/** A built docs page as Docusaurus 3 renders it, trimmed to what the crawler reads. */
function docsPage({ tag = 'docs-default-7', breadcrumbs = true, sidebarCategory = 'Components' } = {}) {
  return `<!doctype html><html lang=en><head>
<title data-rh=true>Rule | Site</title>
<meta data-rh=true name=docsearch:language content=en />
<meta data-rh=true name=docsearch:docusaurus_tag content=${tag} />
<link data-rh=true rel=canonical href=${SITE}/docs/components/rule />
</head><body>
<nav class=navbar><a class="navbar__item navbar__link navbar__link--active" href=/docs/intro>Docs</a></nav>
<div id=__docusaurus_skipToContent_fallback class=main-wrapper><div class=docRoot>
<aside><nav><ul class="theme-doc-sidebar-menu menu__list">
 <li class=menu__list-item><div class=menu__list-item-collapsible>
  <a class="menu__link menu__link--sublist menu__link--active" href=#>${sidebarCategory}</a></div>
  <ul class=menu__list><li><a class="menu__link menu__link--active" href=/docs/components/rule>Rule</a></li></ul></li>
</ul></nav></aside>
<main><div class=row><div class=col><article>
${breadcrumbs ? `<nav class=theme-doc-breadcrumbs aria-label=Breadcrumbs><ul class=breadcrumbs>
 <li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg></svg></a></li>
 <li class=breadcrumbs__item><span class=breadcrumbs__link>${sidebarCategory}</span></li>
 <li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Rule</span></li></ul></nav>` : ''}
<span class="theme-doc-version-badge badge">Version: v7 / v8</span>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown">
<header><h1>Rule</h1></header>
<p>The <code>Rule</code> component renders one rule.</p>
<h2 class=anchor id=props>Props<a href=#props class=hash-link aria-label="Direct link to Props">\u200b</a></h2>
<p>Every prop is optional.</p>
<h3 class=anchor id=field>field<a href=#field class=hash-link>\u200b</a></h3>
<ul><li>The field's <strong>name</strong>.<ul><li>Nested detail.</li></ul></li></ul>
<div class="language-tsx codeBlockContainer"><pre><code>const secret = 'code is not indexed';</code></pre></div>
<h5 id=deep>Deep heading<a href=#deep class=hash-link>\u200b</a></h5>
<table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr><td>value</td><td>string</td></tr></tbody></table>
<h2 id=styling>Styling</h2>
<blockquote><p>Quoted advice.</p></blockquote>
<div class="tabs-container"><ul role=tablist class=tabs><li role=tab>npm</li><li role=tab>yarn</li></ul></div>
</div>
<footer class="theme-doc-footer">Edit this page</footer>
</article><nav class=pagination-nav><a>Next</a></nav></div></div></main></div></div>
<footer class=footer><p>Copyright</p></footer></body></html>`;
}

describe('crawlPage', () => {
  const result = crawlPage(docsPage(), { url: `${SITE}/docs/components/rule`, siteTitle: 'Site' });
  if ('skipped' in result) throw new Error('page skipped');
  const { records } = result;
  const summary = records.map(r => [r.type, r.anchor, r.content ?? r.hierarchy[r.type as 'lvl1']]);

  it('reads the facets from the docsearch meta tags', () => {
    expect(result.tag).toBe('docs-default-7');
    expect(result.language).toBe('en');
    expect(new Set(records.map(r => r.docusaurus_tag))).toEqual(new Set(['docs-default-7']));
    expect(new Set(records.map(r => r.language))).toEqual(new Set(['en']));
  });

  it('makes one record per heading and paragraph, in page order, with the nearest anchor', () => {
    expect(summary).toEqual([
      ['lvl1', null, 'Rule'],
      ['content', null, 'The Rule component renders one rule.'],
      ['lvl2', 'props', 'Props'],
      ['content', 'props', 'Every prop is optional.'],
      ['lvl3', 'field', 'field'],
      ['content', 'field', "The field's name."],
      ['content', 'field', 'Nested detail.'],
      ['lvl5', 'deep', 'Deep heading'],
      ['content', 'deep', 'value string'],
      ['lvl2', 'styling', 'Styling'],
      ['content', 'styling', 'Quoted advice.'],
    ]);
  });

  it('builds the hierarchy from the sidebar category, the title and the headings above', () => {
    const deep = records.find(r => r.anchor === 'deep' && r.type === 'content')!;
    expect(deep.hierarchy).toEqual({ lvl0: 'Components', lvl1: 'Rule', lvl2: 'Props', lvl3: 'field', lvl4: null, lvl5: 'Deep heading', lvl6: null });
    const styling = records.find(r => r.anchor === 'styling')!;
    expect(styling.hierarchy).toEqual({ lvl0: 'Components', lvl1: 'Rule', lvl2: 'Styling', lvl3: null, lvl4: null, lvl5: null, lvl6: null });
  });

  it('links records to absolute URLs with anchors', () => {
    expect(records[0].url).toBe(`${SITE}/docs/components/rule`);
    const field = records.find(r => r.anchor === 'field')!;
    expect(field.url).toBe(`${SITE}/docs/components/rule#field`);
    expect(field.url_without_anchor).toBe(`${SITE}/docs/components/rule`);
  });

  it('leaves out code, chrome, hash links and table headers', () => {
    const text = JSON.stringify(records);
    for (const excluded of ['code is not indexed', 'Version:', 'On this page', 'Edit this page', 'Next', 'Copyright', 'npm', 'Name Type', '\u200b', 'Direct link']) {
      expect(text).not.toContain(excluded);
    }
  });

  it('gives records unique objectIDs and DocSearch weights', () => {
    expect(new Set(records.map(r => r.objectID)).size).toBe(records.length);
    expect(records[0].weight).toEqual({ level: 100, position: 0 });
    expect(records.find(r => r.type === 'lvl2')!.weight.level).toBe(90);
    expect(records.find(r => r.type === 'content')!.weight.level).toBe(0);
  });

  it('falls back to the sidebar category, then to the section name, for lvl0', () => {
    const noCrumbs = crawlPage(docsPage({ breadcrumbs: false, sidebarCategory: 'Utilities' }), { url: `${SITE}/x` });
    expect('records' in noCrumbs && noCrumbs.records[0].hierarchy.lvl0).toBe('Utilities');
    const api = crawlPage(docsPage({ tag: 'docs-api-current', breadcrumbs: false, sidebarCategory: 'react-querybuilder' }), { url: `${SITE}/x` });
    expect('records' in api && api.records[0].hierarchy.lvl0).toBe('API: react-querybuilder');
    const bare = docsPage({ breadcrumbs: false }).replace(/<aside>[\s\S]*<\/aside>/, '');
    const plain = crawlPage(bare, { url: `${SITE}/x` });
    expect('records' in plain && plain.records[0].hierarchy.lvl0).toBe('Docs');
  });

  it('indexes top-level pages under "Pages" with the default tag', () => {
    const html = `<html><head><title>Demo | Site</title><meta name=docsearch:docusaurus_tag content=default></head><body>
      <div id=__docusaurus_skipToContent_fallback><header><h1>Demo</h1><p>Try the builder.</p></header><main><h2 id=sql>SQL</h2><p>Output.</p></main></div></body></html>`;
    const page = crawlPage(html, { url: `${SITE}/demo` });
    if ('skipped' in page) throw new Error('skipped');
    expect(page.tag).toBe('default');
    expect(page.records.map(r => [r.type, r.hierarchy.lvl0, r.hierarchy.lvl1, r.content])).toEqual([
      ['lvl1', 'Pages', 'Demo', null],
      ['content', 'Pages', 'Demo', 'Try the builder.'],
      ['lvl2', 'Pages', 'Demo', null],
      ['content', 'Pages', 'Demo', 'Output.'],
    ]);
  });

  it('takes the title from <title> when a page has no h1', () => {
    const html = `<html><head><title>Chat | Site</title></head><body><main><p>Join us.</p></main></body></html>`;
    const page = crawlPage(html, { url: `${SITE}/discord`, siteTitle: 'Site' });
    expect('records' in page && page.records[0].hierarchy.lvl1).toBe('Chat');
  });

  it('leaves out text marked data-search="skip" (the demo options on the kit pages)', () => {
    const html = `<html><head><title>Demo: Kit | Site</title></head><body><main><h1>Demo: Kit</h1><p>Shown and indexed.</p>
<section data-search=skip><h2 id=demo-options-heading>Options</h2><ul><li>Option text</li></ul></section></main></body></html>`;
    const page = crawlPage(html, { url: `${SITE}/demo/kit`, siteTitle: 'Site' });
    expect('records' in page && page.records.map(record => record.content ?? record.hierarchy.lvl2)).toEqual([null, 'Shown and indexed.']);
  });

  it('skips redirect pages, noindex pages and the not-found page', () => {
    const redirect = `<html><head><meta http-equiv="refresh" content="0; url=/api"></head><body></body></html>`;
    expect(crawlPage(redirect, { url: `${SITE}/api.html` })).toEqual({ skipped: 'redirect', url: `${SITE}/api.html` });
    const search = `<html><head><meta property=robots content="noindex, follow"></head><body><main><h1>Search</h1></main></body></html>`;
    expect(crawlPage(search, { url: `${SITE}/search` })).toMatchObject({ skipped: 'noindex' });
    const notFound = `<html><head></head><body><main><h1 class=hero__title>Page Not Found</h1></main></body></html>`;
    expect(crawlPage(notFound, { url: `${SITE}/404.html` })).toMatchObject({ skipped: 'not-found' });
  });
});

describe('parseDocsTag', () => {
  it('splits plugin id and version', () => {
    expect(parseDocsTag('docs-default-current')).toEqual({ pluginId: 'default', version: 'current' });
    expect(parseDocsTag('docs-api-current')).toEqual({ pluginId: 'api', version: 'current' });
    expect(parseDocsTag('docs-my-plugin-6')).toEqual({ pluginId: 'my-plugin', version: '6' });
    expect(parseDocsTag('default')).toBeNull();
  });
});
