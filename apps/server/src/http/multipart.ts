import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../lib/errors';
import { IMAGE_MAX_BYTES } from '../lib/images';
import { megabytes } from '../lib/units';
import { validationFailed } from '../lib/validation-errors';
import { nulCharacterError } from '../plugins/input-guard';

/** Reading multipart forms (files and text fields) in route handlers, and validating their fields. */

/** Text fields of a form (HTML content included). */
const MAX_FIELD_BYTES = 1024 * 1024;

export interface UploadedFile {
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

/** Text fields (a repeated name becomes a list) and files of a form. */
export interface UploadForm {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/**
 * Reads a multipart form into memory, with every file capped at `maxFileBytes` (413 naming the field).
 * A JSON body is accepted too (no files), so edits without an image can be sent as plain JSON.
 */
export async function readUploadForm(
  request: FastifyRequest,
  opts: { maxFileBytes?: number; maxFiles?: number } = {},
): Promise<UploadForm> {
  const maxFileBytes = opts.maxFileBytes ?? IMAGE_MAX_BYTES;
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      return { fields: jsonFields(body as Record<string, unknown>), files: [] };
    }
    throw unsupportedMediaType('Send the form as multipart/form-data');
  }
  const form: UploadForm = { fields: {}, files: [] };
  try {
    await readParts(request, form, maxFileBytes, opts.maxFiles ?? 1);
  } catch (err) {
    if (err instanceof AppError || isClientError(err)) throw err;
    // The multipart parser's own errors (no boundary, truncated body…) carry no status: the form itself is broken.
    throw badRequest('body: the multipart form could not be read', 'body');
  }
  return form;
}

async function readParts(request: FastifyRequest, form: UploadForm, maxFileBytes: number, maxFiles: number) {
  const parts = request.parts({
    limits: { fileSize: maxFileBytes, files: maxFiles, fieldSize: MAX_FIELD_BYTES },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if (isCode(err, 'FST_REQ_FILE_TOO_LARGE')) {
          throw payloadTooLarge(`${part.fieldname}: the file must be at most ${megabytes(maxFileBytes)}`);
        }
        throw err;
      }
      // An empty file input is sent as a part with no bytes: treat it as "no file".
      // The name is only shown back to people; a NUL in it could not be stored.
      const filename = part.filename.replaceAll('\u0000', '');
      if (bytes.length > 0) form.files.push({ fieldname: part.fieldname, filename, bytes });
      continue;
    }
    if (part.valueTruncated) throw payloadTooLarge(`${part.fieldname}: is too long`);
    const value = String(part.value);
    if (value.includes('\u0000') || part.fieldname.includes('\u0000')) throw nulCharacterError(part.fieldname);
    addField(form.fields, part.fieldname, value);
  }
}

/** A 4xx raised by fastify or its multipart plugin (limits reached), which the error handler maps already. */
function isClientError(err: unknown): boolean {
  const status = typeof err === 'object' && err !== null ? (err as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function isCode(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

function addField(fields: UploadForm['fields'], name: string, value: string): void {
  // Browsers send lists as repeated names, sometimes with a [] suffix.
  const key = name.endsWith('[]') ? name.slice(0, -2) : name;
  const existing = fields[key];
  if (existing === undefined) fields[key] = name.endsWith('[]') ? [value] : value;
  else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

function jsonFields(body: Record<string, unknown>): UploadForm['fields'] {
  const fields: UploadForm['fields'] = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) fields[key] = value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
    else fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return fields;
}

/** The one file of `fieldname`, if any; a second file for the same field is refused. */
export function singleFile(form: UploadForm, fieldname: string): UploadedFile | undefined {
  const files = form.files.filter((f) => f.fieldname === fieldname);
  if (files.length > 1) throw badRequest(`${fieldname}: send one file only`, fieldname);
  const other = form.files.find((f) => f.fieldname !== fieldname);
  if (other) throw badRequest(`${other.fieldname}: unexpected file`, other.fieldname);
  return files[0];
}

/** Validates form fields with a contracts schema: 400 naming every bad field, as for JSON bodies. */
export function parseForm<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw validationFailed(result.error);
}
