import type { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/**
 * The dotted paths where `value` differs in shape from the contracts schema: a key the schema does not have, a key
 * it has that is missing, or a list/object where the schema says otherwise. Empty when the shape is exact.
 * (The serializer strips unknown keys; this proves the body the client gets has every key and nothing else.)
 */
export function shapeDifferences(value: unknown, schema: z.ZodType, path = 'data'): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return value === null || value === undefined ? [] : shapeDifferences(value, def.innerType as z.ZodType, path);
    case 'pipe':
      return shapeDifferences(value, def.in as z.ZodType, path);
    case 'union': {
      const fits = (def.options ?? []).map((option) => shapeDifferences(value, option, path));
      return fits.find((d) => d.length === 0) ?? fits[0] ?? [];
    }
    case 'array':
      if (!Array.isArray(value)) return [`${path}: not a list`];
      return value.flatMap((v, i) => shapeDifferences(v, def.element as z.ZodType, `${path}.${i}`));
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path}: not an object`];
      const shape = def.shape ?? {};
      const extra = Object.keys(value).filter((k) => !(k in shape));
      const missing = Object.keys(shape).filter(
        (k) => !(k in value) && defOf(shape[k] as z.ZodType).type !== 'optional',
      );
      return [
        ...extra.map((k) => `${path}.${k}: not in the contract`),
        ...missing.map((k) => `${path}.${k}: missing`),
        ...Object.entries(shape).flatMap(([k, s]) =>
          k in value ? shapeDifferences((value as Record<string, unknown>)[k], s, `${path}.${k}`) : [],
        ),
      ];
    }
    default:
      return [];
  }
}
