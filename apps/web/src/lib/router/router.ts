import { loadOnce } from '../load-once.ts';
import { matchRoutes, type RouteMatch, type RouteObject } from './match-routes.ts';

/**
 * The app's router (docs/decisions.md "Routing without React Router"): it draws the routes a URL
 * matches once their modules and loaders are done, keeps the page drawn until then, and writes the
 * URL into the browser's history when it draws.
 */
export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };

export type RouterState = { location: Location; matches: RouteMatch[] };

export type NavigateOptions = { replace?: boolean; state?: unknown };

export type Router = {
  state: () => RouterState;
  subscribe: (listener: () => void) => () => void;
  /** Goes to an absolute address (`/en/products?page=2`). Ignored on the server. */
  navigate: (href: string, options?: NavigateOptions) => void;
};

const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

function locationOf(href: string, state: unknown, key: string): Location {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

const routeModules = new WeakMap<RouteObject, Promise<void>>();

/** Merges each matched route's module into its route (once), as it must be before it is drawn. */
async function loadRouteModules(matches: RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      return loadOnce(routeModules, route, async () => {
        Object.assign(route, await lazy(), { lazy: undefined });
      });
    }),
  );
}

/**
 * Loads what the routes of `next` need: each route's module, and the loaders of the routes that are
 * new, whose parameters changed, or all of them when the query changed (React Router's rules).
 */
async function loadMatches(next: RouteMatch[], url: URL, previous?: { matches: RouteMatch[]; location: Location }) {
  const changed = (match: RouteMatch, index: number) => {
    if (!previous || previous.location.search !== url.search) return true;
    const before = previous.matches[index];
    return before?.route !== match.route || before.pathnameBase !== match.pathnameBase;
  };
  await Promise.all([
    loadRouteModules(next),
    ...next.map(async (match, index) => {
      if (changed(match, index)) await match.route.loader?.({ params: match.params, request: new Request(url) });
    }),
  ]);
}

function matchesOf(routes: RouteObject[], pathname: string): RouteMatch[] {
  const matches = matchRoutes(routes, pathname);
  if (!matches) throw new Error(`no route matches ${pathname}`);
  return matches;
}

function createStore(initial: RouterState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    state: () => state,
    set(next: RouterState) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The router of a page the server draws: the routes of `url`, loaded. Throws when a route's module
 * or loader fails.
 */
export async function createStaticRouter(routes: RouteObject[], url: URL): Promise<Router> {
  const matches = matchesOf(routes, url.pathname);
  await loadMatches(matches, url);
  const store = createStore({ location: locationOf(hrefOf(url), null, 'default'), matches });
  return { state: store.state, subscribe: store.subscribe, navigate: () => undefined };
}

/**
 * The router in the browser. For a page the server drew (`hydrated`), `ready` resolves once its
 * routes' modules are in, so hydration draws what the server drew, and no loader runs (the answers
 * came with the page); otherwise once the first page's modules and loaders are done. A navigation
 * that fails to load (a deployment replaced the scripts) goes to its address by the browser instead.
 */
export function createBrowserRouter(routes: RouteObject[], { hydrated = false } = {}) {
  const current = () => {
    const { usr, key } = (window.history.state ?? {}) as { usr?: unknown; key?: string };
    return locationOf(hrefOf(window.location), usr ?? null, key ?? 'default');
  };
  const initial = current();
  const store = createStore({ location: initial, matches: matchesOf(routes, initial.pathname) });
  let latest = 0;

  const go = async (location: Location, write: (() => void) | null) => {
    const id = ++latest;
    const matches = matchesOf(routes, location.pathname);
    const previous = store.state();
    const url = new URL(hrefOf(location), window.location.origin);
    try {
      await loadMatches(matches, url, previous);
    } catch {
      if (id === latest) window.location.assign(url.href);
      return;
    }
    if (id !== latest) return;
    write?.();
    store.set({ location, matches });
  };

  window.addEventListener('popstate', () => void go(current(), null));

  const ready = hydrated
    ? loadRouteModules(store.state().matches)
    : loadMatches(store.state().matches, new URL(window.location.href));

  const router: Router = {
    state: store.state,
    subscribe: store.subscribe,
    navigate(href, { replace, state = null } = {}) {
      const location = locationOf(href, state, newKey());
      // Going where the page already is replaces the entry, as a link to the current page does.
      const replacing = replace || hrefOf(location) === hrefOf(store.state().location);
      void go(location, () =>
        window.history[replacing ? 'replaceState' : 'pushState'](
          { usr: state, key: location.key },
          '',
          hrefOf(location),
        ),
      );
    },
  };
  return { router, ready };
}
