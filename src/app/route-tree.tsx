import { Component, Suspense, use, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  Outlet,
  renderMatches,
  useLocation,
  type Location,
  type LoaderFunctionArgs,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { RouteError } from './routes/RouteError';

/**
 * The route table (router.tsx) rendered by react-router's component router (<BrowserRouter> +
 * the matches useRoutes would render) instead of its data router: the data router
 * (createBrowserRouter, its fetchers, actions, revalidation and SSR hydration) is about 13 KB gzip
 * of the first load, and the app only uses what the table below needs from it:
 * - `lazy` (a function returning `{ Component, loader? }`): the route's chunk, loaded before the
 *   new location renders;
 * - `loader`: started with the route's chunk for every route the location matches (the table's
 *   loaders only prefetch queries; the wizard's waits for its step data), and awaited likewise;
 * - `errorElement` on the root: a chunk that fails to load shows RouteError.
 * The render of a new location suspends until its chunks and loaders are done; <BrowserRouter>
 * updates the location in a transition, so the previous screen stays until then, as with the
 * data router. The table itself stays a data-router table (component tests use createMemoryRouter).
 */

type Loader = (args: LoaderFunctionArgs) => unknown;
interface LazyResult {
  Component?: ComponentType | null;
  loader?: Loader;
}

const loaded = new WeakMap<RouteObject, LazyResult>();
const loading = new WeakMap<RouteObject, Promise<LazyResult>>();

function loadRoute(route: RouteObject): Promise<LazyResult> | LazyResult {
  const done = loaded.get(route);
  if (done || typeof route.lazy !== 'function') return done ?? {};
  let pending = loading.get(route);
  if (!pending) {
    pending = (route.lazy as () => Promise<LazyResult>)().then(
      (result) => {
        loaded.set(route, result);
        return result;
      },
      (error: unknown) => {
        loading.delete(route); // a later navigation tries the download again
        throw error;
      },
    );
    loading.set(route, pending);
  }
  return pending;
}

/**
 * matchRoutes flattens and ranks the whole table on every call (the optional landing segment
 * doubles every path), which was half of a render on a phone; the matches of a table for a
 * pathname never change, so each is computed once (the last few pathnames kept).
 */
const matchCache = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();

function matchesOf(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let byPathname = matchCache.get(routes);
  if (!byPathname) matchCache.set(routes, (byPathname = new Map()));
  if (!byPathname.has(pathname)) {
    if (byPathname.size >= 16) byPathname.clear();
    byPathname.set(pathname, matchRoutes(routes, pathname));
  }
  return byPathname.get(pathname) ?? null;
}

/** Chunks and loaders of every route `location` matches; undefined when nothing needs waiting for. */
function prepare(routes: RouteObject[], location: Location): Promise<void> | undefined {
  const matches = matchesOf(routes, location.pathname) ?? [];
  const request = new Request(new URL(`${location.pathname}${location.search}`, window.location.origin));
  const work: Array<Promise<unknown>> = [];
  for (const { route, params } of matches) {
    const args = { params, request, context: undefined } as unknown as LoaderFunctionArgs;
    const own = route.loader ? (route.loader as Loader)(args) : undefined;
    if (own instanceof Promise) work.push(own);
    const chunk = loadRoute(route);
    if (chunk instanceof Promise) work.push(chunk.then((result) => result.loader?.(args)));
    else if (chunk.loader) work.push(Promise.resolve(chunk.loader(args)));
  }
  return work.length ? Promise.all(work).then(() => undefined) : undefined;
}

// One preparation per location entry (its key), so a re-render while suspended waits on the same promise.
let current: { key: string; promise: Promise<void> | undefined } | undefined;

function prepared(routes: RouteObject[], location: Location): Promise<void> | undefined {
  const key = `${location.key}|${location.pathname}${location.search}`;
  if (current?.key !== key) current = { key, promise: prepare(routes, location) };
  return current.promise;
}

function RouteElement({ route }: { route: RouteObject }) {
  const Page = route.Component ?? loaded.get(route)?.Component;
  return Page ? <Page /> : <Outlet />;
}

/** Each table route's element route (what renderMatches renders for it). */
const elementRoutes = new WeakMap<RouteObject, RouteObject>();

function toElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const element: RouteObject = route.index
      ? { index: true, path: route.path, caseSensitive: route.caseSensitive, element: <RouteElement route={route} /> }
      : {
          path: route.path,
          caseSensitive: route.caseSensitive,
          element: <RouteElement route={route} />,
          children: route.children && toElements(route.children),
        };
    elementRoutes.set(route, element);
    return element;
  });
}

/**
 * What useRoutes(elements) renders at the top of the tree: the table's cached matches (the element
 * table has the same paths, so it is not matched a second time) with each route's element route,
 * the matched pathnames URL-encoded as the router's history encodes them (useRoutes does the same).
 */
function renderLocation(routes: RouteObject[], pathname: string) {
  const matches = matchesOf(routes, pathname);
  const encode = (path: string) =>
    new URL(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23'), 'http://localhost').pathname;
  return renderMatches(
    matches &&
      matches.map((match) => ({
        ...match,
        route: elementRoutes.get(match.route) ?? match.route,
        pathname: encode(match.pathname),
        pathnameBase: encode(match.pathnameBase),
      })),
  );
}

function Matched({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const promise = prepared(routes, location);
  if (promise) use(promise);
  return renderLocation(routes, location.pathname);
}

class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown; key: string | null }
> {
  override state = { error: undefined as unknown, key: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string | null }) {
    // A new location clears the error (as the data router renders a new navigation's routes).
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error !== undefined ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Renders `routes` for the router's location (inside <BrowserRouter> or <MemoryRouter>). */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  convertOnce(routes);
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      {/* Nothing to show while the first screen's chunks download; the global loader is outside the router. */}
      <Suspense fallback={null}>
        <Matched routes={routes} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const converted = new WeakSet<RouteObject[]>();
/** Builds the element routes of a table once (renderLocation looks them up by table route). */
function convertOnce(routes: RouteObject[]): void {
  if (converted.has(routes)) return;
  converted.add(routes);
  toElements(routes);
}
