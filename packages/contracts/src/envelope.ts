import { z } from 'zod';

/** Every JSON response: `{ meta: { code, message }, data }`. code 1 = success, 0 = error. */
export const metaSchema = z.object({
  code: z.number().int(),
  message: z.string(),
});

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ meta: metaSchema, data });
}

export const errorEnvelopeSchema = z.object({
  meta: metaSchema,
  data: z.null(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** One invalid field of a request: `field` is its dotted path (`tagIds.0`) or query/params name. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * A 400 for invalid input names every invalid field: `meta.message` is one readable sentence summarising them,
 * `data.errors` lists each field with its own sentence, so a form can show each message under its input.
 */
export const validationErrorSchema = z.object({
  meta: metaSchema,
  data: z.object({ errors: z.array(fieldErrorSchema).min(1) }),
});
export type ValidationErrorEnvelope = z.infer<typeof validationErrorSchema>;

export const emptyEnvelopeSchema = envelope(z.null());

export interface Envelope<T> {
  meta: { code: number; message: string };
  data: T;
}
