import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { failure } from '../lib/reply';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** "email: Enter a valid email address": validation errors always name the field. */
function describeValidation(
  context: string | undefined,
  issues: ValidationIssue[],
): { message: string; field: string } {
  const first = issues[0];
  const path = first?.params?.issue?.path ?? first?.instancePath?.split('/').filter(Boolean) ?? [];
  const field = path.map(String).join('.') || (context === 'body' ? 'body' : (context ?? 'request'));
  return { message: `${field}: ${first?.message ?? 'is invalid'}`, field };
}

const statusByCode: Record<string, number> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_FILES_LIMIT: 413,
  FST_PARTS_LIMIT: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
};

/** One error handler: the envelope for every error, the field named for 4xx, nothing internal for 5xx. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send(failure(err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const { message } = describeValidation(err.validationContext, err.validation as ValidationIssue[]);
      return reply.status(400).send(failure(message));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(failure('Internal server error'));
    }
    const mapped = err.code ? statusByCode[err.code] : undefined;
    const status = mapped ?? err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(failure('Internal server error'));
    }
    if (status === 429 && err.message) return reply.status(429).send(failure(err.message));
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send(failure('body: is not valid JSON'));
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(failure('body: must not be empty when sent as JSON'));
    }
    return reply.status(status).send(failure(err.message || 'Bad request'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(`Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
});
