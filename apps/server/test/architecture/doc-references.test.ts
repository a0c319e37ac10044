/**
 * Comments and docs cite the design by file (docs/architecture.md, docs/product-spec.md, docs/decisions/NNNN):
 * every such reference must name a file that exists, and none may cite a document by a name the repository lacks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_DIRS = ['apps/server/src', 'apps/server/test', 'apps/server/bench', 'apps/web/src', 'apps/web/test'];
const MORE_DIRS = ['packages/contracts/src', 'e2e', 'scripts', 'docs'];
const SKIP = new Set(['node_modules', 'dist', '__snapshots__']);

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|tsx|mjs|md)$/.test(entry.name) ? [full] : [];
  });
}

const all = [...SOURCE_DIRS, ...MORE_DIRS].flatMap((dir) => files(path.join(repoRoot, dir)));
const relative = (file: string) => path.relative(repoRoot, file);
const decisions = readdirSync(path.join(repoRoot, 'docs/decisions'));

describe('references to the design', () => {
  it('every docs/… file a comment or document names exists', () => {
    const broken: string[] = [];
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      for (const [reference] of text.matchAll(/\bdocs\/[\w./-]+\.md\b/g)) {
        if (!existsSync(path.join(repoRoot, reference))) broken.push(`${relative(file)}: ${reference}`);
      }
      for (const [, number] of text.matchAll(/\bdocs\/decisions\/(\d{4})\b/g)) {
        if (!decisions.some((name) => name.startsWith(`${number}-`)))
          broken.push(`${relative(file)}: decision ${number}`);
      }
    }
    expect(all.length).toBeGreaterThan(500);
    expect(broken).toEqual([]);
  });

  it('no comment cites the architecture or the spec by a name that is not a file', () => {
    const vague = all
      .filter((file) => !file.endsWith('.md'))
      .filter((file) => /\bARCHITECTURE\b|\b[Ss]pec sections? \d/.test(readFileSync(file, 'utf8')))
      .map(relative)
      // This file names the patterns it looks for.
      .filter((file) => file !== 'apps/server/test/architecture/doc-references.test.ts');
    expect(vague).toEqual([]);
  });
});
