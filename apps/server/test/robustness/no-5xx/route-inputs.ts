/** How no-5xx.test.ts reads a route of the OpenAPI document: its URL, its body's fields, and a body with one changed. */
import type { BodySchema, Route } from './kit';

export function urlOf(route: Route, params: Record<string, string>, query: Record<string, string | string[]>): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The properties of a body schema, of every variant when it is a union. */
function propertiesOf(schema: BodySchema | undefined): Record<string, { properties?: object; format?: string }> {
  if (!schema) return {};
  return Object.assign({}, schema.properties, ...(schema.anyOf ?? []).map(propertiesOf));
}

/** A route that reads a multipart form documents it as a multipart/form-data body. */
export function isMultipart(route: Route): boolean {
  return Boolean(route.op.requestBody?.content['multipart/form-data']);
}

/** Body fields to vary: the documented body's properties (one level into objects), file fields left out. */
export function bodyFields(route: Route): string[][] {
  const content = route.op.requestBody?.content;
  const schema = content ? Object.values(content)[0]?.schema : undefined;
  const paths: string[][] = [];
  for (const [name, prop] of Object.entries(propertiesOf(schema))) {
    if (prop.format === 'binary') continue;
    paths.push([name]);
    for (const inner of Object.keys((prop.properties ?? {}) as object)) paths.push([name, inner]);
  }
  return paths;
}

export function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...body, [head]: value };
  const inner = (body[head] ?? {}) as Record<string, unknown>;
  return { ...body, [head]: withValue(inner, rest, value) };
}
