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

export const emptyEnvelopeSchema = envelope(z.null());

export interface Envelope<T> {
  meta: { code: number; message: string };
  data: T;
}
