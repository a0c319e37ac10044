import type { FieldError, ValidationErrorEnvelope } from '@newsletter-os/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { failure } from '../lib/reply';
import {
  describeValidationError,
  fieldErrorFromMessage,
  ValidationError,
  type ValidationIssue,
} from '../lib/validation-errors';

interface FastifyValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** fastify-type-provider-zod hands over copies of zod's issues; put them back together to describe them. */
function zodIssuesOf(issues: readonly FastifyValidationIssue[]): ValidationIssue[] {
  return issues.map((issue) => ({
    ...issue.params,
    code: issue.keyword,
    message: issue.message,
    path: issue.instancePath?.split('/').filter(Boolean) ?? [],
  }));
}

/** The query string and path parameters are named by what a client calls them; a missing body is "body". */
const rootFieldByContext: Record<string, string> = { body: 'body', querystring: 'query', params: 'params' };

function validationFailure(message: string, errors: FieldError[]): ValidationErrorEnvelope {
  return { meta: { code: 0, message }, data: { errors } };
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
      if (err instanceof ValidationError) return reply.status(400).send(validationFailure(err.message, err.errors));
      if (err.statusCode === 400 && err.field !== undefined) {
        const fieldError = fieldErrorFromMessage(err.field, err.message);
        return reply.status(400).send(validationFailure(fieldError.message, [fieldError]));
      }
      return reply.status(err.statusCode).send(failure(err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = zodIssuesOf(err.validation as FastifyValidationIssue[]);
      const rootField = rootFieldByContext[err.validationContext ?? ''] ?? err.validationContext ?? 'request';
      const { message, errors } = describeValidationError({ issues }, rootField);
      return reply.status(400).send(validationFailure(message, errors));
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
      const message = 'The request body is not valid JSON.';
      return reply.status(400).send(validationFailure(message, [{ field: 'body', message }]));
    }
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      const message = 'The request body must not be empty when sent as JSON.';
      return reply.status(400).send(validationFailure(message, [{ field: 'body', message }]));
    }
    return reply.status(status).send(failure(err.message || 'Bad request'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(`Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
});
