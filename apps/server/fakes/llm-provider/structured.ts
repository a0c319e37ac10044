/**
 * Structured answers of the offline provider: a value of the JSON schema the caller sent (OpenAI `response_format`
 * json_schema, Anthropic `output_config.format` or the forced "json" tool), filled from the request's own prompt where
 * it labels values (`itemId: …`, `title: """…"""`), else with labelled offline text. So a caller gets the shape it
 * asked for, with its own ids, and never text that pretends to come from a real model.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
}

const OFFLINE = 'Offline demo';

/** `label: value` lines of the prompt, in order, with the prompt's """quotes""" taken off. */
export function labelledValues(prompt: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const match of prompt.matchAll(/^([A-Za-z][A-Za-z0-9_]*): (.+)$/gm)) {
    const [, label = '', raw = ''] = match;
    const value = raw.replace(/^"""([\s\S]*)"""$/, '$1').trim();
    values.set(label, [...(values.get(label) ?? []), value]);
  }
  return values;
}

/** Properties that stand for a labelled prompt value under another name (a story's headline is its item's title). */
const ALIASES: Record<string, string[]> = {
  headline: ['title'],
  summary: ['text', 'summary'],
  description: ['text', 'description'],
};

/** The first sentences of an item's text, as a summary reads. */
function sentences(text: string, count: number): string {
  const parts = text.match(/[^.!?]+[.!?]+(\s|$)/g);
  return parts ? parts.slice(0, count).join('').trim() : text;
}

/** A label that the prompt lists once per element: the array gets one element per occurrence. */
function repeatedLabel(item: JsonSchema | undefined, labels: Map<string, string[]>): string | undefined {
  const keys = Object.keys(item?.properties ?? {});
  return keys.find((key) => /id$/i.test(key) && (labels.get(key)?.length ?? 0) > 0);
}

function firstOf(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.find((choice) => choice.type !== 'null') ?? choices[0] ?? {};
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf) as JsonSchema;
  return schema;
}

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'null';
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return 'string';
}

interface Place {
  /** The property's name, and the element index when inside an array that follows the prompt's items. */
  name: string;
  index?: number;
  inArray: boolean;
}

function stringFor(schema: JsonSchema, place: Place, labels: Map<string, string[]>): string {
  const { name, index } = place;
  if (index !== undefined) {
    for (const label of [name, ...(ALIASES[name] ?? [])]) {
      const value = labels.get(label)?.[index];
      if (value) return label === 'text' ? sentences(value, 2) : value;
    }
  }
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  const text =
    name === 'title' || name === 'headline'
      ? `${OFFLINE}: a title`
      : `${OFFLINE}: this ${name || 'text'} comes from the offline demo assistant, not a real model. Add an LLM key in Settings → LLM.`;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const padded = text.length < (schema.minLength ?? 0) ? text.padEnd(schema.minLength ?? 0, '.') : text;
  return padded.slice(0, max);
}

/**
 * A value of `schema`; `place` says what it is called, for filling from the prompt's labels. With `written` (the
 * demo's writer, see `writtenIssue`), an issue's own texts (title, subject, preheader, intro, outro) are those.
 */
export function schemaValue(
  schemaIn: JsonSchema,
  labels: Map<string, string[]>,
  place: Place = { name: '', inArray: false },
  written?: Record<string, string>,
): unknown {
  const schema = firstOf(schemaIn);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const own = place.index === undefined ? written?.[place.name] : undefined;
  if (own !== undefined && typeOf(schema) === 'string') return own.slice(0, schema.maxLength ?? own.length);
  switch (typeOf(schema)) {
    case 'object': {
      const properties = schema.properties ?? {};
      // Optional properties are left out, as a model mostly does; strict schemas list every property as required.
      const wanted = schema.required ?? Object.keys(properties);
      const value: Record<string, unknown> = {};
      for (const key of wanted) {
        const child = properties[key];
        const at = { name: key, index: place.index, inArray: place.inArray };
        if (child) value[key] = schemaValue(child, labels, at, place.name === '' ? written : undefined);
      }
      return value;
    }
    case 'array': {
      const label = repeatedLabel(firstOf(schema.items ?? {}), labels);
      const count = label
        ? Math.min(labels.get(label)?.length ?? 0, schema.maxItems ?? Number.POSITIVE_INFINITY)
        : Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, (_, index) =>
        schemaValue(schema.items ?? {}, labels, { name: place.name, index: label ? index : undefined, inArray: true }),
      );
    }
    case 'integer':
    case 'number':
      // Zero when allowed (zod's int() sends the safe-integer range as its bounds).
      return Math.min(Math.max(schema.minimum ?? 0, 0), schema.maximum ?? Number.POSITIVE_INFINITY);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return stringFor(schema, place, labels);
  }
}

/** The schema a request asks its answer to follow, and whether it asks for it as a forced tool call (Anthropic). */
export function requestedSchema(
  body: Record<string, unknown> | undefined,
): { schema: JsonSchema; viaTool?: string } | undefined {
  const format = body?.response_format as { type?: string; json_schema?: { schema?: JsonSchema } } | undefined;
  if (format?.type === 'json_schema' && format.json_schema?.schema) return { schema: format.json_schema.schema };
  const outputConfig = body?.output_config as { format?: { type?: string; schema?: JsonSchema } } | undefined;
  if (outputConfig?.format?.type === 'json_schema' && outputConfig.format.schema) {
    return { schema: outputConfig.format.schema };
  }
  // A forced tool call: Anthropic's `{type: "tool", name}` or `{type: "any"}` with one tool (how the SDK forces its
  // "json" tool), OpenAI's `{type: "function", function: {name}}`.
  const choice = body?.tool_choice as { type?: string; name?: string; function?: { name?: string } } | undefined;
  const tools = (Array.isArray(body?.tools) ? body.tools : []) as {
    name?: string;
    input_schema?: JsonSchema;
    function?: { name?: string; parameters?: JsonSchema };
  }[];
  const named = (tool: (typeof tools)[number]) => tool.name ?? tool.function?.name;
  const forced =
    choice?.type === 'tool'
      ? choice.name
      : choice?.type === 'function'
        ? choice.function?.name
        : choice?.type === 'any' && tools.length === 1
          ? named(tools[0] ?? {})
          : undefined;
  const tool = forced ? tools.find((candidate) => named(candidate) === forced) : undefined;
  const schema = tool?.input_schema ?? tool?.function?.parameters;
  return forced && schema ? { schema, viaTool: forced } : undefined;
}
