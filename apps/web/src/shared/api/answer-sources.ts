import {
  adRevenueSchema,
  dashboardActivitySchema,
  destinationFiguresSchema,
  envelope,
  insightsEnvelopeSchema,
  paginated,
  publicationsEnvelopeSchema,
  workspaceBrandSchema,
  workspaceRegisterResponseSchema,
  workspaceSchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import type { AnswerShape } from './answer-check';

/**
 * The answers the first screens check without zod: each one's contract schema, by area. Only the generator
 * (`scripts/generate-answer-shapes.ts`), the tests and type-only imports use this module, so zod stays out of the
 * screens that check these answers (docs/decisions/0041). Each area's shapes are a module of their own
 * (`answer-shapes-<area>.generated.ts`), so a screen loads the checks of its own answers only.
 */
export const answerAreas = {
  workspaces: {
    workspacePage: envelope(paginated(workspaceSchema)),
    workspaceList: envelope(workspaceRegisterResponseSchema),
    workspaceBrand: envelope(workspaceBrandSchema),
  },
  beehiiv: {
    publications: publicationsEnvelopeSchema,
    insights: insightsEnvelopeSchema,
  },
  dashboard: {
    activity: envelope(dashboardActivitySchema),
    adRevenue: envelope(adRevenueSchema),
    destinationFigures: envelope(destinationFiguresSchema),
  },
};
export type AnswerArea = keyof typeof answerAreas;

export const answerSources = { ...answerAreas.workspaces, ...answerAreas.beehiiv, ...answerAreas.dashboard };

export type AnswerName = keyof typeof answerSources;
/** What the contract's parse returns for an answer: the type its generated check returns. */
export type AnswerOf<Name extends AnswerName> = z.output<(typeof answerSources)[Name]>;

/** The keywords `answer-check.ts` understands; a shape with any other is refused, not half-checked. */
const KNOWN_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'enum',
  'const',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
]);

function assertKnown(shape: unknown, path: string): void {
  if (typeof shape !== 'object' || shape === null) return;
  const record = shape as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!KNOWN_KEYWORDS.has(key)) throw new Error(`${path}: the answer check does not understand "${key}"`);
  }
  // A format zod does not also write as a pattern would go unchecked.
  if (record.format !== undefined && record.pattern === undefined) {
    throw new Error(`${path}: format "${String(record.format)}" without a pattern`);
  }
  for (const [key, value] of Object.entries(record.properties ?? {})) assertKnown(value, `${path}.${key}`);
  if (record.items) assertKnown(record.items, `${path}[]`);
  for (const [index, option] of ((record.anyOf as unknown[] | undefined) ?? []).entries()) {
    assertKnown(option, `${path}|${index}`);
  }
}

/** The JSON Schema of one answer's output, without `$schema`; throws on anything the check cannot express. */
export function shapeOf(name: AnswerName): AnswerShape {
  const { $schema: _dialect, ...shape } = z.toJSONSchema(answerSources[name], {
    io: 'output',
    unrepresentable: 'throw',
  }) as Record<string, unknown>;
  assertKnown(shape, name);
  return shape as AnswerShape;
}

/** The generated module of one area's shapes (formatted afterwards by the generator). */
export function answerShapesModule(area: AnswerArea): string {
  const names = Object.keys(answerAreas[area]) as AnswerName[];
  const exports = names.map((name) => `export const ${name}: AnswerShape = ${JSON.stringify(shapeOf(name))};`);
  return [
    '// Generated from the contracts by `npm run answers:generate -w apps/web`; do not edit.',
    '// answer-shapes.test.ts fails when a shape no longer matches its contract.',
    "import type { AnswerShape } from './answer-check';",
    '',
    ...exports,
    '',
  ].join('\n');
}
