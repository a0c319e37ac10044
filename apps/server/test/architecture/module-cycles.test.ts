/**
 * No import cycles between modules (docs/architecture.md section 3): each folder directly under the server's
 * `modules/` and the web's `features/` is a module, an import from one into another is an edge, and the modules must
 * form no cycle. A cycle means neither module can be understood, tested or moved without the other; what both need
 * goes down a layer (server: lib/, email/, integrations/; web: shared/). Tests are not part of the graph.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cyclesIn } from './graph-cycles';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_MODULES = path.resolve(here, '../../src/modules');
const WEB_FEATURES = path.resolve(here, '../../../web/src/features');

/**
 * Cycles allowed while they are being broken, each written exactly as reported (members sorted, joined by " ⇄ ").
 * A cycle that grows, or a new one, fails. Empty: keep it so.
 */
const KNOWN_CYCLES: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) || /\.(test|spec)\.[a-z]+$/.test(entry.name)) return [];
    return [full];
  });
}

/** Module → the other modules its files import (relative imports, type-only imports and re-exports included). */
function moduleGraph(root: string): Map<string, Set<string>> {
  const modules = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph = new Map(modules.map((name) => [name, new Set<string>()]));
  for (const name of modules) {
    for (const file of sourceFiles(path.join(root, name))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = path.relative(root, path.resolve(path.dirname(file), fileName));
        if (target.startsWith('..')) continue;
        const other = target.split(path.sep)[0];
        if (other && other !== name && graph.has(other)) graph.get(name)?.add(other);
      }
    }
  }
  return graph;
}

/** Strongly connected sets of two or more modules, each sorted (a module's own files never count as an edge). */
const cyclesOf = (graph: Map<string, Set<string>>): string[][] => cyclesIn(graph).map((cycle) => cycle.sort());

const described = (side: string, cycles: string[][]) => cycles.map((c) => `${side}: ${c.join(' ⇄ ')}`).sort();

describe('module cycles', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toEqual([]);
  });

  it('server modules import each other without cycles', () => {
    const graph = moduleGraph(SERVER_MODULES);
    expect(graph.size).toBeGreaterThanOrEqual(28);
    const cycles = described('server', cyclesOf(graph));
    expect(cycles.filter((cycle) => !KNOWN_CYCLES.includes(cycle))).toEqual([]);
  });

  it('web features import each other without cycles', () => {
    const graph = moduleGraph(WEB_FEATURES);
    expect(graph.size).toBeGreaterThanOrEqual(25);
    const cycles = described('web', cyclesOf(graph));
    expect(cycles.filter((cycle) => !KNOWN_CYCLES.includes(cycle))).toEqual([]);
  });
});
