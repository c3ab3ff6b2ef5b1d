import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React's own bound for what `lazy` takes: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * React's `lazy` for a named export: `lazy` takes a module whose default export is the component, and
 * the app's components are named exports (one module may hold several, loaded once).
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
