// Stands in for react-router-config in the client build (see ../index.ts, point 7). Same exports,
// same results: `matchRoutes` returns the branch react-router-config's returns, and `renderRoutes`
// renders what its <Switch> of one <Route> per route renders. The difference is how the first
// matching route of a list is found. react-router-config tries every route in order with
// `matchPath` (a regular expression each), and `renderRoutes` creates a <Route> element per route
// on every render; with the API reference's 1,300 pages in one list, every preload, prefetch and
// render of a path near the end of it ran about 1,300 regular expressions. Here each list gets an
// index of its exact, literal paths (how Docusaurus writes nearly every route); the routes the
// index cannot vouch for (patterns, prefixes, strict or case-sensitive ones, no path) are still
// tried in order with `matchPath`, but only those that come before the indexed candidate.
import React, { useContext } from 'react';
import { __RouterContext as RouterContext, matchPath, Route, Router } from 'react-router';

// path-to-regexp 1.x treats `\`, `:`, `(` and `*` as syntax; a path without them is literal.
const PATTERN_SYNTAX = /[\\:(*]/;
// matchPath compares without case folding for these only; anything else takes the ordered scan.
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * How matchPath sees a literal route path under `exact`, not `strict`, not `sensitive`: it drops one
 * trailing slash from the route, then accepts the rest with or without one trailing slash, in any
 * letter case ('/a/b' matches '/A/b/'; '/' matches '' and '/').
 */
const routeKey = path => (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/** The route keys a pathname can match: itself, and itself less one trailing slash. */
function pathnameKeys(pathname) {
  const lower = pathname.toLowerCase();
  return lower.endsWith('/') ? [lower, lower.slice(0, -1)] : [lower];
}

function isIndexable(route) {
  return (
    typeof route.path === 'string' &&
    route.path !== '' &&
    route.exact === true &&
    !route.strict &&
    !route.sensitive &&
    !PATTERN_SYNTAX.test(route.path) &&
    ASCII_ONLY.test(route.path)
  );
}

// Per route list; rebuilt when the list grows (a lazy route table appends its routes).
const indexes = new WeakMap();

function indexOf(routes) {
  const cached = indexes.get(routes);
  if (cached && cached.length === routes.length) return cached;
  const firstByKey = new Map();
  const unindexed = [];
  routes.forEach((route, position) => {
    if (!isIndexable(route)) unindexed.push(position);
    else if (!firstByKey.has(routeKey(route.path))) firstByKey.set(routeKey(route.path), position);
  });
  const index = { length: routes.length, firstByKey, unindexed };
  indexes.set(routes, index);
  return index;
}

/**
 * The first route of `routes` that matches `pathname`, as a linear scan with `matchOne` would find
 * it: the indexed candidate, unless a route the index cannot vouch for comes before it and matches.
 */
function firstMatch(routes, pathname, matchOne) {
  if (!ASCII_ONLY.test(pathname)) {
    for (let position = 0; position < routes.length; position++) {
      const match = matchOne(routes[position]);
      if (match) return { position, match };
    }
    return null;
  }
  const { firstByKey, unindexed } = indexOf(routes);
  const candidate = Math.min(...pathnameKeys(pathname).map(key => firstByKey.get(key) ?? routes.length));
  for (const position of unindexed) {
    if (position > candidate) break;
    const match = matchOne(routes[position]);
    if (match) return { position, match };
  }
  if (candidate === routes.length) return null;
  const match = matchOne(routes[candidate]);
  return match ? { position: candidate, match } : null;
}

export function matchRoutes(routes, pathname, /* not public API */ branch = []) {
  const found = firstMatch(routes, pathname, route =>
    route.path
      ? matchPath(pathname, route)
      : branch.length
        ? branch[branch.length - 1].match // the parent's match
        : Router.computeRootMatch(pathname)
  );
  if (found) {
    const route = routes[found.position];
    branch.push({ route, match: found.match });
    if (route.routes) matchRoutes(route.routes, pathname, branch);
  }
  return branch;
}

function routeElement(route, position, extraProps) {
  return React.createElement(Route, {
    key: route.key || position,
    path: route.path,
    exact: route.exact,
    strict: route.strict,
    render: props =>
      route.render
        ? route.render({ ...props, ...extraProps, route })
        : React.createElement(route.component, { ...props, ...extraProps, route }),
  });
}

/** What react-router's <Switch> renders for `renderRoutes`' elements: the first match, cloned. */
function RouteSwitch({ routes, extraProps, location: locationProp }) {
  const context = useContext(RouterContext);
  const location = locationProp || context.location;
  const found = firstMatch(routes, location.pathname, route =>
    // As <Switch> reads its children's props: `path`, `exact`, `strict` (no `sensitive`).
    route.path ? matchPath(location.pathname, { path: route.path, exact: route.exact, strict: route.strict }) : context.match
  );
  if (!found) return null;
  return React.cloneElement(routeElement(routes[found.position], found.position, extraProps), {
    location,
    computedMatch: found.match,
  });
}

export function renderRoutes(routes, extraProps = {}, switchProps = {}) {
  return routes ? React.createElement(RouteSwitch, { ...switchProps, routes, extraProps }) : null;
}
