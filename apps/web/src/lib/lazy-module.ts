import { useEffect, useSyncExternalStore } from 'react';
import { loadOnce } from './load-once.ts';

type LazyModule<Module> = {
  /** Imports the module once (lib/load-once.ts). */
  load: () => Promise<Module>;
  /** The module once it is here, else null. */
  current: () => Module | null;
  /** Hands over a module already at hand (the server's renderer has it from the start). */
  provide: (module: Module) => void;
  /** The module once it is here, else null; asks for it while `wanted`, and draws again when it arrives. */
  useModule: (wanted?: boolean) => Module | null;
};

/**
 * A module a page does not start with (issue 12: first-load JavaScript), imported when first asked
 * for and then kept for the page's life.
 */
export function lazyModule<Module>(importModule: () => Promise<Module>): LazyModule<Module> {
  let current: Module | null = null;
  // The module's one download, keyed by its handle (lib/load-once.ts).
  const loads = new WeakMap<object, Promise<Module>>();
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const handle: LazyModule<Module> = {
    load: () =>
      current
        ? Promise.resolve(current)
        : loadOnce(loads, handle, async () => {
            const module = await importModule();
            current = module;
            listeners.forEach((listener) => listener());
            return module;
          }),
    current: () => current,
    provide: (module) => {
      current = module;
    },
    useModule(wanted = true) {
      const module = useSyncExternalStore(subscribe, handle.current, handle.current);
      useEffect(() => {
        if (wanted) handle.load().catch(() => undefined);
      }, [wanted]);
      return module;
    },
  };
  return handle;
}
