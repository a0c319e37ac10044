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

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** One line per route against the budget (✓/✗ as the other targets), and a FAIL line for each route over it. */
export function budgetLines(results: RouteBudget[], budgetBytes: number): string[] {
  const lines = results.map(
    ({ route, files, gzipBytes }) =>
      `${route.padEnd(12)}${kilobytes(gzipBytes).padStart(10)} gz in ${String(files.length).padStart(2)} files   ` +
      `target ≤ ${kilobytes(budgetBytes)} gz ${gzipBytes <= budgetBytes ? '✓' : '✗'}`,
  );
  for (const { route, gzipBytes } of results) {
    if (gzipBytes > budgetBytes) {
      lines.push(
        `FAIL: ${route} needs ${kilobytes(gzipBytes)} of JS (gzip), ${kilobytes(gzipBytes - budgetBytes)} over the budget`,
      );
    }
  }
  return lines;
}
