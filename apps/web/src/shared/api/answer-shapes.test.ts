import { describe, expect, it } from 'vitest';
import { type AnswerShape, AnswerShapeError, answerCheck } from './answer-check';
import * as beehiiv from './answer-shapes-beehiiv.generated';
import * as dashboard from './answer-shapes-dashboard.generated';
import * as workspaces from './answer-shapes-workspaces.generated';
import { type AnswerName, answerSources, shapeOf } from './answer-sources';

/**
 * The generated checks must accept and refuse exactly what the contracts' zod schemas do, and return what their
 * parse returns. Each shape is tried on a valid answer built from it, and on every variant of that answer with one
 * value replaced by each JSON type, removed, or joined by an unknown key.
 */

const names = Object.keys(answerSources) as AnswerName[];
const generated: Record<AnswerName, AnswerShape> = { ...workspaces, ...beehiiv, ...dashboard };
const UUID = '0f8fad5b-d9cb-4fa6-a5d3-6fb4a0f1a2b3';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One valid value of a shape: the first type it allows that is not null, with an element in every array. */
function sampleOf(shape: AnswerShape): Json {
  if (shape.anyOf) return sampleOf(shape.anyOf.find((option) => option.type !== 'null') ?? shape.anyOf[0] ?? {});
  if (shape.enum) return shape.enum[0] as Json;
  if (shape.const !== undefined) return shape.const as Json;
  const types = typeof shape.type === 'string' ? [shape.type] : (shape.type ?? []);
  const type = types.find((candidate) => candidate !== 'null') ?? 'null';
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(shape.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]));
    case 'array':
      return shape.items ? [sampleOf(shape.items)] : [];
    case 'string':
      if (shape.format === 'uuid') return UUID;
      if (shape.pattern) throw new Error(`no sample for the pattern ${shape.pattern}: add one`);
      return 'Harbour Weekly';
    case 'integer':
      return 3;
    case 'number':
      return 2.5;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

type Path = (string | number)[];

/** Every path to a value inside `value` (not the root). */
function pathsIn(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsIn(child, [...prefix, key])]);
}

/** A copy of `value` with the value at `path` replaced (or removed, for `undefined`). */
function replaced(value: Json, path: Path, replacement: Json | undefined): Json {
  const copy = structuredClone(value);
  let parent: Json = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key] as Json;
  const last = path.at(-1) as string | number;
  const container = parent as Record<string | number, Json | undefined>;
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete container[last];
  } else {
    container[last] = replacement;
  }
  return copy;
}

const REPLACEMENTS: (Json | undefined)[] = [null, 'text', '', 7, 2.5, -1, true, [], {}, undefined];

function variantsOf(sample: Json): Json[] {
  const variants: Json[] = [sample, null, [], 'text'];
  for (const path of pathsIn(sample)) {
    for (const replacement of REPLACEMENTS) variants.push(replaced(sample, path, replacement));
  }
  // An unknown key on every object, the root included: both drop it.
  for (const path of [[], ...pathsIn(sample)]) {
    const target = path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key] as Json, sample);
    if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
      const copy = structuredClone(sample);
      const node = path.reduce<Json>((n, key) => (n as Record<string | number, Json>)[key] as Json, copy);
      (node as Record<string, Json>).unknownKey = 'extra';
      variants.push(copy);
    }
  }
  return variants;
}

function checkResult(shape: AnswerShape, value: Json): { ok: true; data: unknown } | { ok: false } {
  try {
    return { ok: true, data: answerCheck<unknown>(shape).parse(value) };
  } catch (error) {
    if (error instanceof AnswerShapeError) return { ok: false };
    throw error;
  }
}

describe('answer shapes generated from the contracts', () => {
  it.each(names)('%s: the committed shape is what the contract generates now (else run answers:generate)', (name) => {
    expect(generated[name]).toEqual(shapeOf(name));
  });

  it.each(names)('%s: accepts, refuses and returns exactly what the contract does', (name) => {
    const shape = generated[name];
    const variants = variantsOf(sampleOf(shape));
    let accepted = 0;
    let refused = 0;
    for (const variant of variants) {
      const expected = answerSources[name].safeParse(variant);
      const actual = checkResult(shape, variant);
      expect({ variant, ok: actual.ok }).toEqual({ variant, ok: expected.success });
      if (actual.ok && expected.success) {
        expect(actual.data).toEqual(expected.data);
        accepted += 1;
      } else {
        refused += 1;
      }
    }
    // Both sides are exercised: the sample and the harmless variants pass, the wrong types fail.
    expect(accepted).toBeGreaterThan(1);
    expect(refused).toBeGreaterThan(variants.length / 3);
  });

  it('names where an answer went wrong', () => {
    const check = answerCheck<unknown>(generated.workspacePage);
    const answer = sampleOf(generated.workspacePage) as { data: { results: { name: unknown }[] } };
    const first = answer.data.results[0];
    if (first) first.name = 42;
    expect(() => check.parse(answer)).toThrow('The answer does not match its contract at data.results.0.name');
  });
});
