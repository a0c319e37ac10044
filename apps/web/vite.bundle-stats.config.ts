// The production build plus a record of which source modules each chunk holds, for the JS budget's per-module
// table (`npm run bench`): `vite build --config vite.bundle-stats.config.ts --manifest`. It writes
// `<outDir>/.vite/modules.json`; the served build (vite.config.ts) is otherwise the same.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mergeConfig, type Plugin } from 'vite';
import baseConfig from './vite.config';

/** One source module in one chunk: its size as rendered into the chunk (before minifying) and that text gzipped. */
export interface ChunkModule {
  id: string;
  renderedBytes: number;
  gzipBytes: number;
}

function chunkModules(): Plugin {
  let modules: Record<string, ChunkModule[]> = {};
  return {
    name: 'newsletter-os:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      modules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = Object.entries(output.modules).map(([id, rendered]) => ({
          id,
          renderedBytes: rendered.renderedLength,
          gzipBytes: rendered.code ? gzipSync(rendered.code).length : 0,
        }));
      }
    },
    writeBundle(options) {
      if (!options.dir) return;
      mkdirSync(join(options.dir, '.vite'), { recursive: true });
      writeFileSync(join(options.dir, '.vite', 'modules.json'), JSON.stringify(modules));
    },
  };
}

export default mergeConfig(baseConfig, { plugins: [chunkModules()] });
