import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

interface Preloadable {
  /** Starts fetching the page's code now (once); rendering it later waits for the same load. */
  preload(): void;
}

/** `React.lazy` for a module's named page export: each page becomes its own chunk. */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => ({ default: module[name] as ComponentType })));
  // A failed load is React's to report when the page renders (the route's error boundary).
  const preload = () => void loadOnce().catch(() => undefined);
  return Object.assign(lazy(loadOnce), { preload } satisfies Preloadable);
}

/**
 * Starts loading the pages the route table renders at `pathname` (the layout and the screen), before
 * React first renders: their code is fetched while React starts, not once the first render reaches
 * them, and the many small requests a lazy import makes are not issued from inside a render.
 */
export function preloadPagesAt(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) preloadPagesIn(route.element);
}

function preloadPagesIn(node: ReactNode): void {
  if (Array.isArray(node)) return node.forEach(preloadPagesIn);
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const type = node.type as Partial<Preloadable>;
  if (typeof type.preload === 'function') type.preload();
  preloadPagesIn(node.props.children);
}
