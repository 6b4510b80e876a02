import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, type RouteComponentProps } from 'react-router';
import * as original from 'react-router-config';
import type { RouteConfig } from 'react-router-config';
// A plain ES module; it stands in for react-router-config and is compared with it below.
import * as indexed from './client/routeMatching.js';

const fast = indexed as unknown as typeof original;

/** Prints what a route was rendered with, so two renderings can be compared as text. */
const Probe: ComponentType<RouteComponentProps & { route: RouteConfig & { name: string } }> = ({ match, route, location }) =>
  createElement('p', null, `${route.name} ${match.url} ${match.isExact} ${JSON.stringify(match.params)} ${location.pathname}`);

let names = 0;
const route = (path: string | undefined, extra: Partial<RouteConfig> = {}) =>
  ({ path, exact: true, component: Probe, name: `r${names++}`, ...extra }) as RouteConfig & { name: string };

/** Docusaurus's shape (exact literal leaves under prefix layouts), with every case the index must not get wrong. */
function table(): RouteConfig[] {
  const api = Array.from({ length: 300 }, (_, i) => route(`/api/pkg/functions/item${i}`));
  return [
    route('/'),
    route('/search'),
    {
      ...route('/docs', { exact: false }),
      routes: [
        route('/docs/intro'),
        route('/docs/Intro/'), // same key as the one before: the first wins
        route('/docs/strict/', { strict: true }),
        route('/docs/Sensitive', { sensitive: true }),
        route('/docs/:slug/details'), // a pattern before literal routes it could shadow
        route('/docs/guide/details'),
        route('/docs/a//'),
        route('/docs/a/'),
        route('/docs/prefix', { exact: false }),
        route('/docs/prefix/child'),
        route('/docs/café'),
        route('/docs/dots.v1+x?'),
        route(undefined, { exact: false }), // no path: the parent's match
      ],
    },
    { ...route('/api', { exact: false }), routes: api },
    route('/demo/(antd|mui)'),
    route('*', { exact: false }),
  ];
}

const paths = [
  '', '/', '/search', '/Search/', '/search//', '/docs', '/docs/', '/docs/intro', '/docs/intro/', '/DOCS/INTRO',
  '/docs/strict', '/docs/strict/', '/docs/sensitive', '/docs/Sensitive', '/docs/guide/details', '/docs/Guide/details/',
  '/docs/a', '/docs/a/', '/docs/a//', '/docs/a///', '/docs/prefix', '/docs/prefix/child', '/docs/prefixes',
  '/docs/café', '/docs/CAFÉ', '/docs/dots.v1+x?', '/docs/dotsXv1+x', '/docs/unknown', '/api/pkg/functions/item0',
  '/api/pkg/functions/item299', '/API/pkg/functions/ITEM150/', '/api/pkg/functions/item300', '/api', '/demo/antd',
  '/demo/mui/', '/demo/other', '/elsewhere', '/docs/%7Eintro',
];

const branchOf = (matches: ReturnType<typeof original.matchRoutes>) =>
  matches.map(({ route: matched, match }) => ({ name: (matched as { name: string }).name, match }));

describe('route matching with an index (point 7)', () => {
  const routes = table();

  it.each(paths)('matchRoutes finds the branch react-router-config finds for %j', path => {
    expect(branchOf(fast.matchRoutes(routes, path))).toEqual(branchOf(original.matchRoutes(routes, path)));
  });

  it.each(paths)('renderRoutes renders what react-router-config renders at %j', path => {
    const render = (impl: typeof original) =>
      renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path || '/'] }, impl.renderRoutes(routes)));
    expect(render(fast)).toBe(render(original));
  });

  it('matches routes appended to a list after it was first indexed, as a lazy route table does', () => {
    const list = [route('/api/a'), route('/api/b')];
    expect(branchOf(fast.matchRoutes(list, '/api/c'))).toEqual([]);
    list.push(route('/api/c'));
    expect(branchOf(fast.matchRoutes(list, '/api/c'))).toEqual(branchOf(original.matchRoutes(list, '/api/c')));
    expect(fast.matchRoutes(list, '/api/c')).toHaveLength(1);
  });

  it('uses the location passed to renderRoutes rather than the router’s', () => {
    const location = { pathname: '/docs/intro', search: '', hash: '', state: undefined };
    const render = (impl: typeof original) =>
      renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/search'] }, impl.renderRoutes(routes, {}, { location })));
    expect(render(fast)).toBe(render(original));
    expect(render(fast)).toContain('/docs/intro');
  });

  it('renders nothing for no routes, as react-router-config does', () => {
    expect(fast.renderRoutes(undefined)).toBeNull();
  });
});

describe('what the stand-in is written against', () => {
  it('react-router-config 5.1.1, whose two exports it replaces', () => {
    const installed = JSON.parse(readFileSync(require.resolve('react-router-config/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe('5.1.1');
    const named = (module: object) => Object.keys(module).filter(key => key !== 'default').sort();
    expect(named(original)).toEqual(named(fast));
  });

  it("Docusaurus's client still matches and renders routes through react-router-config", () => {
    const client = (file: string) => readFileSync(require.resolve(`@docusaurus/core/lib/client/${file}`), 'utf8');
    expect(client('docusaurus.js')).toContain("import { matchRoutes } from 'react-router-config';");
    expect(client('exports/renderRoutes.js')).toContain("export { renderRoutes as default } from 'react-router-config';");
  });
});
