import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cyclesIn } from './graph-cycles';

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every relative import of every file under src, type-only imports and re-exports included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(srcRoot)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

const relative = (file: string) => path.relative(srcRoot, file).split(path.sep).join('/');

function importsMatching(graph: Map<string, string[]>, from: RegExp, to: RegExp): string[] {
  return [...graph].flatMap(([file, targets]) =>
    from.test(relative(file))
      ? targets.filter((target) => to.test(relative(target))).map((target) => `${relative(file)} → ${relative(target)}`)
      : [],
  );
}

describe('server import graph', () => {
  const graph = importGraph();

  it('sees the source tree (guards against a wrong root)', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get(path.join(srcRoot, 'app.ts'))).toContain(path.join(srcRoot, 'modules/index.ts'));
  });

  it('has no import cycle, type-only imports included', () => {
    expect(cyclesIn(graph).map((component) => component.map(relative).sort())).toEqual([]);
  });

  it('only the process entry imports the composition root (app.ts)', () => {
    expect(importsMatching(graph, /^(?!main\.ts$)/, /^app\.ts$/)).toEqual([]);
  });

  it('modules never import jobs/: jobs/ wires queue names to handlers that live in the modules', () => {
    expect(importsMatching(graph, /^modules\//, /^jobs\//)).toEqual([]);
  });

  it('lib/ is a leaf: it imports only lib/', () => {
    expect(importsMatching(graph, /^lib\//, /^(?!lib\/)/)).toEqual([]);
  });

  it('the ad modules are layered: ad-payments → ad-sales → submissions, never back (ports are wired in modules/index.ts)', () => {
    const modules = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = /^modules\/([^/]+)\//.exec(relative(file))?.[1];
      if (!from) continue;
      for (const target of targets) {
        const to = /^modules\/([^/]+)\//.exec(relative(target))?.[1];
        if (to && to !== from) modules.set(from, (modules.get(from) ?? new Set()).add(to));
      }
    }
    const reaches = (from: string, to: string) => modules.get(from)?.has(to) ?? false;
    expect({
      'submissions → ad-sales': reaches('submissions', 'ad-sales'),
      'submissions → ad-payments': reaches('submissions', 'ad-payments'),
      'ad-sales → ad-payments': reaches('ad-sales', 'ad-payments'),
    }).toEqual({
      'submissions → ad-sales': false,
      'submissions → ad-payments': false,
      'ad-sales → ad-payments': false,
    });
  });
});
