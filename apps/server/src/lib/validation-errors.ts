import type { FieldError } from '@newsletter-os/contracts';
import { AppError } from './errors';

/** The parts of a zod issue this module reads; zod's own issue types and fastify's copies of them both fit. */
export interface ValidationIssue {
  code?: string;
  path: ReadonlyArray<PropertyKey>;
  message?: string;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  format?: unknown;
  values?: unknown;
  keys?: unknown;
  divisor?: unknown;
}

/** Zod's built-in English messages ("Invalid input: expected string, received undefined") are replaced. */
const zodDefaultMessage = /^(Invalid\b|Too (small|big)\b|Unrecognized key)/;

const acronyms: Record<string, string> = { id: 'ID', ids: 'IDs', url: 'URL', urls: 'URLs', api: 'API', otp: 'OTP' };

/** "firstName" → "First name", "tagIds" → "Tag IDs", "search_param" → "Search param". */
export function humanFieldName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => acronyms[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The subject of a sentence about a field: "Email", "Item 1 of tag IDs", or "This field" at the root. */
function subjectOf(path: ReadonlyArray<PropertyKey>, rootField: string): string {
  const segments = path.map(String);
  const last = segments.at(-1);
  if (last === undefined) return rootField === 'body' ? 'The request body' : humanFieldName(rootField);
  if (/^\d+$/.test(last)) {
    const owner = segments.slice(0, -1).findLast((segment) => !/^\d+$/.test(segment));
    const ownerName = owner ? lowerFirst(humanFieldName(owner)) : 'the list';
    return `Item ${Number(last) + 1} of ${ownerName}`;
  }
  return humanFieldName(last);
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

const formatNames: Record<string, string> = {
  email: 'a valid email address',
  url: 'a valid URL',
  uuid: 'a valid ID',
  guid: 'a valid ID',
  datetime: 'a date and time (ISO 8601, e.g. 2026-05-01T18:00:00Z)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
  regex: 'in the expected format',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function sizeLimit(issue: ValidationIssue, bound: 'least' | 'most'): string {
  const limit = Number(bound === 'least' ? issue.minimum : issue.maximum);
  const exclusive = issue.inclusive === false;
  switch (issue.origin) {
    case 'string':
      return `must be at ${bound} ${plural(exclusive ? limit + (bound === 'least' ? 1 : -1) : limit, 'character')}`;
    case 'array':
    case 'set':
      return `must have at ${bound} ${plural(exclusive ? limit + (bound === 'least' ? 1 : -1) : limit, 'item')}`;
    case 'date':
      return `must be ${bound === 'least' ? 'on or after' : 'on or before'} ${new Date(limit).toISOString()}`;
    default:
      if (exclusive) return `must be ${bound === 'least' ? 'more' : 'less'} than ${limit}`;
      return `must be at ${bound} ${limit}`;
  }
}

/** The predicate of a sentence ("is required", "must be at most 100 characters") for zod's own issues. */
function predicateOf(issue: ValidationIssue, rawMessage: string): string {
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined$/.test(rawMessage)) return 'is required';
      return `must be ${typeNames[String(issue.expected)] ?? String(issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'is required';
      return sizeLimit(issue, 'least');
    case 'too_big':
      return sizeLimit(issue, 'most');
    case 'invalid_format':
      return `must be ${formatNames[String(issue.format)] ?? `a valid ${String(issue.format)}`}`;
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values.map(String) : [];
      return values.length === 1 ? `must be ${values[0]}` : `must be one of: ${values.join(', ')}`;
    }
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return 'is not valid';
  }
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Every issue as a field error; unknown keys become one error per key, named by the key itself. */
function fieldErrorsOf(issue: ValidationIssue, rootField: string): FieldError[] {
  const prefix = issue.path.map(String);
  if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys) && issue.keys.length > 0) {
    return issue.keys.map((key) => ({
      field: [...prefix, String(key)].join('.'),
      message: `${humanFieldName(String(key))} is not an accepted field.`,
    }));
  }
  const field = prefix.join('.') || rootField;
  const rawMessage = issue.message ?? '';
  // A message written in the schema ("Enter a valid email address") is already meant for people: keep it, with
  // the field as its subject when it has none ("must be a valid id").
  if (rawMessage && !zodDefaultMessage.test(rawMessage)) return [fieldErrorFromMessage(field, rawMessage)];
  return [{ field, message: sentence(`${subjectOf(issue.path, rootField)} ${predicateOf(issue, rawMessage)}`) }];
}

/**
 * A hand-written "field: detail" message as a sentence: "title: must not contain NUL characters" becomes "Title must
 * not contain NUL characters.", and a detail that is already a sentence ("Title is required") is kept as it is.
 */
export function fieldErrorFromMessage(field: string, message: string): FieldError {
  const prefix = `${field}: `;
  const detail = message.startsWith(prefix) ? message.slice(prefix.length) : message;
  // "the file could not be read" has its own subject; "must not be empty" needs the field's.
  const hasOwnSubject = detail.startsWith(`${field} `) || /^(the|a|an|this|these|send|add|unexpected)\b/i.test(detail);
  const text = /^[a-z]/.test(detail) && !hasOwnSubject ? `${subjectOf(field.split('.'), field)} ${detail}` : detail;
  const capitalised = detail.startsWith(`${field} `) ? text : text.charAt(0).toUpperCase() + text.slice(1);
  return { field, message: sentence(capitalised) };
}

/** One readable sentence for all of them: the only error's own sentence, or the list of fields to fix. */
export function summarizeFieldErrors(errors: readonly FieldError[]): string {
  const fields = [...new Set(errors.map((error) => error.field))];
  if (fields.length === 1) return errors[0]?.message ?? 'Please fix the highlighted field.';
  return `Please fix ${fields.length} fields: ${fields.join(', ')}.`;
}

/**
 * Turns zod's issues into `{ message, errors }`: every invalid field, each with a sentence a person understands.
 * `rootField` names an issue about the whole input (a missing body, a missing query string).
 */
export function describeValidationError(
  error: { issues: readonly ValidationIssue[] },
  rootField = 'body',
): { message: string; errors: FieldError[] } {
  const errors = error.issues.flatMap((issue) => fieldErrorsOf(issue, rootField));
  if (errors.length === 0) errors.push({ field: rootField, message: 'The request is not valid.' });
  return { message: summarizeFieldErrors(errors), errors };
}

/** A 400 that names every invalid field; the error handler answers it with `data.errors`. */
export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly errors: FieldError[],
  ) {
    super(400, message, errors[0]?.field);
  }
}

/** Throws-ready: the 400 for a failed zod parse. */
export function validationFailed(error: { issues: readonly ValidationIssue[] }, rootField = 'body'): ValidationError {
  const { message, errors } = describeValidationError(error, rootField);
  return new ValidationError(message, errors);
}
