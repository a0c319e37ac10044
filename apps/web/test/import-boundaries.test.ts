import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers (docs/architecture.md section 3): shared/ is the bottom and imports nothing from features/ or app/;
 * a feature uses another only through its index.ts (or its query-keys.ts, or a narrow entry `<name>.entry.ts` at its
 * root) and never imports app/; production code imports nothing from test/. Checked on every relative import of
 * every non-test source file.
 *
 * Why narrow entries: a feature's index.ts is also its screen's lazily loaded chunk, so the bundler must ship all of
 * it to any screen importing one hook through it (the builder downloaded the chat, the scheduler and the content
 * manager before its newsletter). A narrow entry is still a declared public surface, only smaller.
 */
const NARROW_ENTRY = /^[a-z][a-z-]*\.entry$/;
const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcRoot = join(webRoot, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative module a file imports or re-exports, statically or lazily, resolved to a path under apps/web. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']*)'/g)].map((m) => m[1]);
  return specifiers.flatMap((specifier) =>
    specifier
      ? [
          relative(webRoot, resolve(dirname(file), specifier))
            .split(sep)
            .join('/'),
        ]
      : [],
  );
}

/** "src/features/tags/store.ts" → the layer ("features") and, for features, the feature ("tags"). */
function layerOf(path: string): { layer: string; feature?: string; rest?: string } {
  const [top, layer, feature, ...rest] = path.split('/');
  if (top !== 'src') return { layer: top ?? '' };
  return layer === 'features' ? { layer, feature, rest: rest.join('/') } : { layer: layer ?? '' };
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(srcRoot)) {
    const from = relative(webRoot, file).split(sep).join('/');
    const source = layerOf(from);
    for (const target of relativeImports(file)) {
      const imported = layerOf(target);
      const edge = `${from} → ${target}`;
      if (imported.layer === 'test') found.push(`production code imports test/: ${edge}`);
      if (source.layer === 'shared' && (imported.layer === 'features' || imported.layer === 'app')) {
        found.push(`shared/ imports ${imported.layer}/: ${edge}`);
      }
      if (source.layer === 'features' && imported.layer === 'app') found.push(`a feature imports app/: ${edge}`);
      const otherFeature =
        source.layer === 'features' && imported.layer === 'features' && imported.feature !== source.feature;
      const rest = imported.rest ?? '';
      if (otherFeature && !['', 'index', 'query-keys'].includes(rest) && !NARROW_ENTRY.test(rest)) {
        found.push(`a feature reaches into another's internals (use its index.ts or a *.entry.ts): ${edge}`);
      }
    }
  }
  return found;
}

describe('import boundaries of the web app', () => {
  it('finds the imports it checks (the scan is not empty)', () => {
    const files = sourceFiles(srcRoot);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(relativeImports)).toContain('src/features/workspaces');
    expect(files.flatMap(relativeImports)).toContain('src/features/ai-chat/streaming.entry');
  });

  it('keeps shared/ a leaf, features apart and test/ out of production code', () => {
    expect(violations()).toEqual([]);
  });
});
