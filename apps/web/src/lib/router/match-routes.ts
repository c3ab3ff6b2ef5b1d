import type { ComponentType, ReactNode } from 'react';

/**
 * The app's routes: a tree of paths with what each draws, what it prefetches (`loader`) and the
 * module it comes from (`lazy`). The shape is React Router's, for the part of it the app uses.
 */
export type Params = Record<string, string | undefined>;

export type LoaderFunctionArgs = { params: Params; request: Request };

/** Prefetches a route's data; the route waits for it before it is drawn. What it answers is unused. */
export type LoaderFunction = (args: LoaderFunctionArgs) => unknown;

export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  loader?: LoaderFunction;
  /** The route's module: what it answers is merged into the route before the route is drawn. */
  lazy?: () => Promise<Pick<RouteObject, 'element' | 'Component'>>;
  handle?: unknown;
  children?: RouteObject[];
};

export type RouteMatch = {
  route: RouteObject;
  /** Every parameter of the whole match, as React Router gives each route. */
  params: Params;
  /** The part of the URL's path this route and its parents matched, without a splat. */
  pathnameBase: string;
};

type Branch = { path: string; score: number; routes: { route: RouteObject; relativePath: string }[] };

const paramSegment = /^:[\w-]+$/;

/** React Router's ranking: static segments before parameters, parameters before a splat. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += paramSegment.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

function flattenRoutes(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: Branch['routes'] = [],
  parentPath = '',
) {
  for (const route of routes) {
    const relativePath = route.path ?? '';
    const path = joinPaths(parentPath, relativePath);
    const chain = [...parents, { route, relativePath }];
    if (route.children?.length) flattenRoutes(route.children, branches, chain, path);
    // A route without a path draws only around its children, unless it is an index route.
    if (route.path === undefined && !route.index) continue;
    branches.push({ path, score: scoreOf(path, route.index === true), routes: chain });
  }
  return branches;
}

const rankedBranches = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    // A stable sort: among equal scores the earlier route wins, as it is written.
    branches = flattenRoutes(routes).sort((a, b) => b.score - a.score);
    rankedBranches.set(routes, branches);
  }
  return branches;
}

/** Matches a route's own path at the start of `pathname`: its parameters and the part it matched. */
function matchPath(path: string, end: boolean, pathname: string) {
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  const found = new RegExp(source, 'i').exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let base = matched.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  names.forEach((name, index) => {
    const value = found[index + 1];
    if (name === '*') base = matched.slice(0, matched.length - (value ?? '').length).replace(/(.)\/+$/, '$1');
    params[name] = value === undefined ? undefined : safeDecode(value);
  });
  return { params, base };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Params = {};
  const matches: RouteMatch[] = [];
  let matchedPathname = '/';
  for (const [index, { route, relativePath }] of branch.routes.entries()) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const found = matchPath(relativePath, index === branch.routes.length - 1, remaining);
    if (!found) return null;
    Object.assign(params, found.params);
    const pathnameBase = joinPaths(matchedPathname, found.base).replace(/(.)\/+$/, '$1');
    matches.push({ route, params, pathnameBase });
    if (found.base !== '/') matchedPathname = pathnameBase;
  }
  return matches;
}

/** The routes a path draws, outermost first; null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  for (const branch of branchesOf(routes)) {
    const matches = matchBranch(branch, pathname);
    if (matches) return matches;
  }
  return null;
}

/**
 * An address relative to a route, as React Router resolves it: `/…` stands alone, `?…` and `#…`
 * keep the current path, anything else continues the route's path.
 */
export function resolveHref(to: string, routePathname: string, current: { pathname: string; search: string }) {
  if (to.startsWith('/')) return to;
  if (to.startsWith('?')) return `${current.pathname}${to}`;
  if (to.startsWith('#')) return `${current.pathname}${current.search}${to}`;
  return joinPaths(routePathname, to);
}
