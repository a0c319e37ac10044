import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

interface JsonSchema {
  properties?: Record<string, { type?: string; format?: string }>;
  anyOf?: JsonSchema[];
  required?: string[];
}
interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** The routes that read a multipart form in their handler, with the file field each accepts. */
const multipartRoutes = [
  ['post', '/api/v1/feeds', 'image'],
  ['post', '/api/v1/feeds-ugc', 'image'],
  ['post', '/api/v1/feeds-ads', 'image'],
  ['post', '/api/v1/feeds-events', 'image'],
  ['post', '/api/v1/feeds-update', 'image'],
  ['post', '/api/v1/events', 'image'],
  ['post', '/api/v1/business-companies', 'logo'],
  ['put', '/api/v1/business-companies/{id}/update', 'logo'],
  ['post', '/api/v1/images', 'images'],
  ['post', '/api/v1/update-workspaces-brands', 'logo'],
] as const;

function propertiesOf(schema: JsonSchema): Record<string, { type?: string; format?: string }> {
  return Object.assign({}, schema.properties, ...(schema.anyOf ?? []).map(propertiesOf));
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    paths = res.json().paths;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(multipartRoutes)('%s %s documents its multipart form, fields and file', (method, path, file) => {
    const content = paths[path]?.[method]?.requestBody?.content;
    expect(Object.keys(content ?? {})).toContain('multipart/form-data');
    const properties = propertiesOf(content?.['multipart/form-data']?.schema ?? {});
    expect(properties.workspaceId, JSON.stringify(properties)).toBeDefined();
    expect(properties[file]).toEqual({ type: 'string', format: 'binary' });
  });

  it('documents, on every API route, the 400 that names each invalid field', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.responses?.['400']?.content?.['application/json']?.schema;
        const errors = schema?.properties?.data as JsonSchema | undefined;
        if (!errors?.properties?.errors) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
