import { type ComponentType, lazy, type ReactNode, useState } from 'react';

/** A lazily imported module (a feature's barrel, the shell), kept once loaded. */
export interface Chunk<Module> {
  load: () => Promise<Module>;
  /** Set once the import has resolved. */
  module?: Module;
}

export function chunk<Module>(importer: () => Promise<Module>): Chunk<Module> {
  const loaded: Chunk<Module> = {
    async load() {
      loaded.module ??= await importer();
      return loaded.module;
    },
  };
  return loaded;
}

/** Which of the two a mounted screen uses is fixed when it mounts, so its state survives the module arriving. */
function ChunkScreen<Module>({
  from,
  render,
  Pending,
}: {
  from: Chunk<Module>;
  render: (module: Module) => ReactNode;
  Pending: ComponentType;
}) {
  const [loaded] = useState(() => from.module);
  return loaded ? render(loaded) : <Pending />;
}

// Each route element gets its own key: React would otherwise keep one ChunkScreen (and the module it chose) when
// the router swaps one lazy screen for another in the same outlet.
let screens = 0;

/**
 * A route element whose module is loaded on first use. Until then the screen suspends (the nearest Suspense shows
 * the pending UI); once the module is in, every screen made from it renders at once, without suspending again.
 */
export function lazyScreen<Module>(from: Chunk<Module>, render: (module: Module) => ReactNode) {
  const Pending = lazy(async (): Promise<{ default: ComponentType }> => {
    const module = await from.load();
    return { default: () => render(module) };
  });
  screens += 1;
  return <ChunkScreen key={`lazy-screen-${screens}`} from={from} render={render} Pending={Pending} />;
}
