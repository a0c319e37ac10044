import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validationErrorSchema } from '@newsletter-os/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A route that reads a multipart form in its handler (files are streamed, fields are checked with the contracts
 * after the form is read) describes the form here, for the OpenAPI document only: `fields` is the contracts
 * schema of its text fields, `files` the names of its file fields.
 */
export interface MultipartForm {
  fields: z.ZodType;
  files: readonly string[];
}

declare module 'fastify' {
  interface FastifySchema {
    multipart?: MultipartForm;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
interface JsonObjectSchema {
  properties?: Record<string, unknown>;
  anyOf?: JsonObjectSchema[];
  oneOf?: JsonObjectSchema[];
}

/** Each file field as an OpenAPI binary string, on every variant of the form. */
function withFileFields(body: JsonObjectSchema, files: readonly string[]): JsonObjectSchema {
  const variants = body.anyOf ?? body.oneOf;
  if (variants) {
    const key = body.anyOf ? 'anyOf' : 'oneOf';
    return { ...body, [key]: variants.map((variant) => withFileFields(variant, files)) };
  }
  const fileProperties = Object.fromEntries(files.map((name) => [name, { type: 'string', format: 'binary' }]));
  return { ...body, properties: { ...body.properties, ...fileProperties } };
}

/**
 * The zod transform, plus: every route documents the 400 that names each invalid field, and a multipart route
 * documents its form as a `multipart/form-data` body (a JSON body with the same fields is accepted too).
 */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { multipart, ...schema }: FastifySchema = input.schema ?? {};
  if (!input.schema || schema.hide) return jsonSchemaTransform(input);
  const response = { 400: validationErrorSchema, ...(schema.response as Record<string, unknown> | undefined) };
  const documented: FastifySchema = multipart
    ? { ...schema, body: multipart.fields, consumes: ['multipart/form-data', 'application/json'], response }
    : { ...schema, response };
  const result = jsonSchemaTransform({ ...input, schema: documented });
  if (!multipart) return result;
  const body = (result.schema as { body?: JsonObjectSchema }).body ?? {};
  return { ...result, schema: { ...result.schema, body: withFileFields(body, multipart.files) } };
}

/** OpenAPI generated from the route zod schemas, served at /api/docs (JSON at /api/docs/json). */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Newsletter OS API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
