import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest: true`), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Chunks this one imports statically: the browser fetches them with it. */
  /** The chunk's name (a shared chunk is named after the module it was made for). */
  name?: string;
  imports?: string[];
  /** Chunks this one may import later (lazy screens): not fetched until asked for. */
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  route: string;
  /** The JS files the route needs, entry first. */
  files: string[];
  gzipBytes: number;
}

/**
 * The JS files a route needs before it can render: the entry chunk, the lazy chunks of the route's screens, and
 * every chunk those import statically (transitively). Dynamic imports are left out: they load on demand.
 */
export function routeFiles(manifest: Manifest, entryKey: string, lazyKeys: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`The build manifest has no chunk "${key}": the route table of the budget is out of date`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const key of lazyKeys) visit(key);
  return files;
}

/** The name Rolldown gives a chunk made for `source`: its file name, or its folder's for an index file. */
function chunkNameOf(source: string): string {
  const parts = source.split('/');
  const file = (parts.at(-1) ?? '').replace(/\.[cm]?[jt]sx?$/, '');
  return file === 'index' ? (parts.at(-2) ?? file) : file;
}

/**
 * The chunk of a lazily loaded module (a feature's barrel, the shell) among the entry's dynamic imports: keyed by
 * its source, or, when other chunks also import the module statically, a shared chunk named after it.
 */
export function lazyChunkKey(manifest: Manifest, entry: string, source: string): string {
  const name = chunkNameOf(source);
  const candidates = manifest[entry]?.dynamicImports ?? [];
  const key = candidates.find((candidate) => candidate === source || manifest[candidate]?.name === name);
  if (!key) throw new Error(`No lazy chunk for "${source}": the route table of the budget is out of date`);
  return key;
}

/** The entry chunk: index.html for an app build. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [first, ...others] = entries;
  if (!first || others.length > 0)
    throw new Error(`Expected one entry chunk in the build manifest, found ${entries.length}`);
  return first[0];
}

/** Gzip size of each route's JS, as a browser downloads it from a server that compresses (zlib's default level). */
export async function measureRoutes(
  manifest: Manifest,
  distDir: string,
  /** Each route's lazily loaded modules, by source path (src/features/auth/index.ts). */
  routes: Record<string, readonly string[]>,
): Promise<RouteBudget[]> {
  const entry = entryKey(manifest);
  const gzipped = new Map<string, number>();
  const sizeOf = async (file: string) => {
    const known = gzipped.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(await readFile(join(distDir, file))).length;
    gzipped.set(file, size);
    return size;
  };
  const results: RouteBudget[] = [];
  for (const [route, sources] of Object.entries(routes)) {
    const lazyKeys = sources.map((source) => lazyChunkKey(manifest, entry, source));
    const files = routeFiles(manifest, entry, lazyKeys);
    let gzipBytes = 0;
    for (const file of files) gzipBytes += await sizeOf(file);
    results.push({ route, files, gzipBytes });
  }
  return results;
}

/** One chunk's file and gzip size. */
export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

/**
 * A lazily loaded module's own chunk (`source`, as in the route table), then the chunks of the modules it imports
 * lazily (`later`, by source), each with its gzip size.
 */
export async function lazyChunkSizes(
  manifest: Manifest,
  distDir: string,
  source: string,
  later: readonly string[],
): Promise<ChunkSize[]> {
  const key = lazyChunkKey(manifest, entryKey(manifest), source);
  const keys = [key, ...later];
  return Promise.all(
    keys.map(async (chunkKey) => {
      const chunk = manifest[chunkKey];
      if (!chunk) throw new Error(`The build manifest has no chunk "${chunkKey}": the bench is out of date`);
      return { file: chunk.file, gzipBytes: gzipSync(await readFile(join(distDir, chunk.file))).length };
    }),
  );
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Each route's budget in gzip bytes; a route without one is refused (a budget table out of date). */
function budgetOf(budgets: Record<string, number>, route: string): number {
  const budget = budgets[route];
  if (budget === undefined) throw new Error(`No JS budget for ${route}`);
  return budget;
}

/** One line per route against its budget (✓/✗ as the other targets), and a FAIL line for each route over it. */
export function budgetLines(results: RouteBudget[], budgets: Record<string, number>): string[] {
  const lines = results.map(({ route, files, gzipBytes }) => {
    const budget = budgetOf(budgets, route);
    return (
      `${route.padEnd(12)}${kilobytes(gzipBytes).padStart(10)} gz in ${String(files.length).padStart(2)} files   ` +
      `target ≤ ${kilobytes(budget)} gz ${gzipBytes <= budget ? '✓' : '✗'}`
    );
  });
  for (const { route, gzipBytes } of results) {
    const budget = budgetOf(budgets, route);
    if (gzipBytes > budget) {
      lines.push(
        `FAIL: ${route} needs ${kilobytes(gzipBytes)} of JS (gzip), ${kilobytes(gzipBytes - budget)} over the budget`,
      );
    }
  }
  return lines;
}

/** One source module in one chunk, as the web build's bundle-stats config records it (.vite/modules.json). */
export interface ChunkModule {
  id: string;
  renderedBytes: number;
  /** Its rendered (not yet minified) text gzipped alone: a weight for sharing out the chunk's real gzip size. */
  gzipBytes: number;
}
export type ChunkModules = Record<string, ChunkModule[]>;

export interface ModuleShare {
  /** The module's path, from node_modules/ or from the repository root. */
  module: string;
  file: string;
  /** Its estimated part of the chunk's gzip size. */
  gzipBytes: number;
}

/** `…/node_modules/react-dom/cjs/x.js` → `react-dom/cjs/x.js`; `…/apps/web/src/x.ts` → `apps/web/src/x.ts`. */
export function shortModuleId(id: string): string {
  const inPackage = id.lastIndexOf('node_modules/');
  if (inPackage >= 0) return id.slice(inPackage + 'node_modules/'.length);
  const inRepo = id.search(/(apps|packages)\/[^/]+\/src\//);
  return (inRepo >= 0 ? id.slice(inRepo) : id).replace(/^\0/, '');
}

/**
 * What each module of a route's files weighs: the chunk's gzip size shared out by the gzip size of each module's
 * text alone (minifying and compressing together change the total, not much the proportions). Largest first.
 */
export async function moduleShares(
  distDir: string,
  files: readonly string[],
  modules: ChunkModules,
  count: number,
): Promise<ModuleShare[]> {
  const shares: ModuleShare[] = [];
  for (const file of files) {
    const chunkGzip = gzipSync(await readFile(join(distDir, file))).length;
    const inChunk = modules[file] ?? [];
    const weight = inChunk.reduce((sum, m) => sum + m.gzipBytes, 0);
    if (weight === 0) continue;
    for (const m of inChunk) {
      shares.push({ module: shortModuleId(m.id), file, gzipBytes: (chunkGzip * m.gzipBytes) / weight });
    }
  }
  return shares.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, count);
}

/** The per-module table of one route: rank, estimated gzip KB, module and the file it is in. */
export function moduleTableLines(route: string, shares: readonly ModuleShare[]): string[] {
  return [
    `${route}: top ${shares.length} modules by gzip (estimated share of their chunk)`,
    ...shares.map(
      (share, index) =>
        `  ${String(index + 1).padStart(2)}. ${kilobytes(share.gzipBytes).padStart(8)}  ${share.module}  (${share.file})`,
    ),
  ];
}
