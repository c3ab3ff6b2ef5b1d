import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { resolveHref, type Params, type RouteMatch } from './match-routes.ts';
import type { Location, NavigateOptions, Router, RouterState } from './router.ts';

/** The components and hooks the app draws routes with, named and shaped as React Router's. */

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ matches: RouteMatch[]; index: number }>({ matches: [], index: -1 });

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a route hook is used outside <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('a route hook is used outside <RouterProvider>');
  return state;
}

function RouteElement({ matches, index }: { matches: RouteMatch[]; index: number }) {
  const route = matches[index]?.route;
  if (!route) return null;
  const { Component } = route;
  return (
    <RouteContext.Provider value={{ matches, index }}>
      {route.element ?? (Component ? <Component /> : <Outlet />)}
    </RouteContext.Provider>
  );
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, router.state, router.state);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        <RouteElement matches={state.matches} index={0} />
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where a route draws the route inside it. */
export function Outlet() {
  const { matches, index } = useContext(RouteContext);
  return <RouteElement matches={matches} index={index + 1} />;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useParams(): Params {
  return useRouterState().matches.at(-1)?.params ?? {};
}

/** The path relative addresses continue from: the route the hook is used in. */
function useRoutePathname(): string {
  const { matches, index } = useContext(RouteContext);
  return matches[index]?.pathnameBase ?? '/';
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const router = useRouter();
  const routePathname = useRoutePathname();
  return useCallback(
    (to, options) => router.navigate(resolveHref(to, routePathname, router.state().location), options),
    [router, routePathname],
  );
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<ReturnType<typeof useSearchParams>[1]>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(router.state().location.search)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [router, navigate],
  );
  return [searchParams, setSearchParams];
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link the router follows; the browser follows it when asked for a new tab or window. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const href = resolveHref(to, useRoutePathname(), location);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.navigate(href, { replace, state });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

/** A link that says when the page is its address or inside it: class `active`, `aria-current`. */
export function NavLink({ end, className, ...rest }: LinkProps & { end?: boolean; children?: ReactNode }) {
  const { pathname } = useLocation();
  const target = resolveHref(rest.to, useRoutePathname(), { pathname, search: '' }).split(/[?#]/)[0] ?? '';
  const here = pathname.toLowerCase();
  const there = target.toLowerCase();
  const active = here === there || (!end && here.startsWith(there) && here.charAt(there.length) === '/');
  return (
    <Link
      {...rest}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
