/**
 * Checks an API answer against a shape generated from the contracts' zod schema (`answer-shapes-<area>.generated.ts`),
 * as zod's `parse` would: the same values pass and fail, unknown keys are dropped. The first screens use it instead
 * of zod, which is 28 KB of gzip against about 1 KB for this and the shapes (docs/decisions/0041); a test compares
 * both on every shape, value by value.
 */

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

/** The JSON Schema keywords zod's `toJSONSchema` writes for our answers; the generator refuses any other. */
export interface AnswerShape {
  type?: JsonType | readonly JsonType[];
  properties?: Readonly<Record<string, AnswerShape>>;
  required?: readonly string[];
  additionalProperties?: boolean;
  items?: AnswerShape;
  anyOf?: readonly AnswerShape[];
  enum?: readonly unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** An answer that does not have its contract's shape: shown as the generic error, as a failed zod parse was. */
export class AnswerShapeError extends Error {
  constructor(readonly path: string) {
    super(`The answer does not match its contract at ${path || 'its top level'}`);
    this.name = 'AnswerShapeError';
  }
}

const patterns = new Map<string, RegExp>();
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    patterns.set(source, pattern);
  }
  return pattern;
}

function typeOf(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'boolean':
    case 'string':
    case 'object':
      return typeof value as JsonType;
    case 'number':
      if (!Number.isFinite(value)) return undefined;
      return Number.isInteger(value) ? 'integer' : 'number';
    default:
      return undefined;
  }
}

function typeAllowed(shape: AnswerShape, type: JsonType | undefined): boolean {
  if (shape.type === undefined) return true;
  const allowed: readonly JsonType[] = typeof shape.type === 'string' ? [shape.type] : shape.type;
  return type !== undefined && (allowed.includes(type) || (type === 'integer' && allowed.includes('number')));
}

const within = (size: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || size >= min) && (max === undefined || size <= max);

function numberAllowed(shape: AnswerShape, value: number): boolean {
  return (
    within(value, shape.minimum, shape.maximum) &&
    (shape.exclusiveMinimum === undefined || value > shape.exclusiveMinimum) &&
    (shape.exclusiveMaximum === undefined || value < shape.exclusiveMaximum)
  );
}

function readObject(shape: AnswerShape, value: Record<string, unknown>, path: string): Record<string, unknown> {
  // A plain zod object drops the keys it does not know (toJSONSchema writes that as additionalProperties: false).
  const result: Record<string, unknown> = shape.additionalProperties === false ? {} : { ...value };
  for (const [key, property] of Object.entries(shape.properties ?? {})) {
    if (Object.hasOwn(value, key)) result[key] = read(property, value[key], path ? `${path}.${key}` : key);
    else if (shape.required?.includes(key)) throw new AnswerShapeError(path ? `${path}.${key}` : key);
  }
  return result;
}

function read(shape: AnswerShape, value: unknown, path: string): unknown {
  if (shape.anyOf) {
    for (const option of shape.anyOf) {
      try {
        return read(option, value, path);
      } catch (error) {
        if (!(error instanceof AnswerShapeError)) throw error;
      }
    }
    throw new AnswerShapeError(path);
  }
  const type = typeOf(value);
  const fails =
    !typeAllowed(shape, type) ||
    (shape.const !== undefined && value !== shape.const) ||
    (shape.enum !== undefined && !shape.enum.includes(value));
  if (fails) throw new AnswerShapeError(path);

  if (typeof value === 'string') {
    const ok =
      within(value.length, shape.minLength, shape.maxLength) &&
      (shape.pattern === undefined || patternOf(shape.pattern).test(value));
    if (!ok) throw new AnswerShapeError(path);
    return value;
  }
  if (typeof value === 'number') {
    if (!numberAllowed(shape, value)) throw new AnswerShapeError(path);
    return value;
  }
  if (Array.isArray(value)) {
    if (!within(value.length, shape.minItems, shape.maxItems)) throw new AnswerShapeError(path);
    const { items } = shape;
    return items ? value.map((item, index) => read(items, item, path ? `${path}.${index}` : String(index))) : value;
  }
  if (type === 'object') return readObject(shape, value as Record<string, unknown>, path);
  return value;
}

/** A check with zod's `parse` signature, so callers read `check.parse(response.data)` either way. */
export interface AnswerCheck<T> {
  parse(value: unknown): T;
}

export type { AnswerOf } from './answer-sources';

/** `T` is the zod schema's output type the shape was generated from (see `answer-sources.ts`). */
export function answerCheck<T>(shape: AnswerShape): AnswerCheck<T> {
  return { parse: (value) => read(shape, value, '') as T };
}
