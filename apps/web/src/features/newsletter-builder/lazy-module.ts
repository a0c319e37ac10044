import { useEffect, useState } from 'react';

/** Code of the builder's chrome (menus, dialogs) loaded on first use or after the first paint, kept once in. */
export interface LazyModule<Module> {
  load: () => Promise<Module>;
  /** The module once it has arrived. */
  loaded: () => Module | undefined;
}

/** After a failed download, the next `load` tries again. */
export function lazyModule<Module>(importer: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | undefined;
  let request: Promise<Module> | undefined;
  return {
    load() {
      request ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          request = undefined;
          throw error;
        },
      );
      return request;
    },
    loaded: () => loaded,
  };
}

/**
 * The module at once when it is already in (no empty frame), else asked for while `wanted` and given when it arrives
 * (re-rendering); `onFailed` when its download fails.
 */
export function useLazyModule<Module>(
  lazy: LazyModule<Module>,
  wanted: boolean,
  onFailed?: () => void,
): Module | undefined {
  const [module, setModule] = useState(lazy.loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    lazy.load().then(
      (arrived) => (current ? setModule(() => arrived) : undefined),
      () => (current ? onFailed?.() : undefined),
    );
    return () => {
      current = false;
    };
  }, [lazy, wanted, module, onFailed]);
  return module ?? lazy.loaded();
}
