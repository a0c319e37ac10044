import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { z } from 'zod';
import { newStorageKey, type Storage } from '../integrations/storage';
import { nulCharacterError } from '../plugins/input-guard';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './errors';

/** Upload cap for images (content items, the image library, company logos). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Thumbnails are WebP, this many pixels wide. */
export const THUMBNAIL_WIDTH = 320;
/** Decompression-bomb guard: a small file may not declare a gigantic canvas. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Text fields of a form (HTML content included). */
const MAX_FIELD_BYTES = 1024 * 1024;

const formats = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
type AcceptedMime = keyof typeof formats;

function isAccepted(mime: string): mime is AcceptedMime {
  return Object.hasOwn(formats, mime);
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

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

export interface ProcessedImage {
  bytes: Buffer;
  mimeType: AcceptedMime;
  extension: string;
  width: number;
  height: number;
}

/**
 * Checks the real type by magic bytes (the file name and declared type are ignored), caps the size, and re-encodes
 * with sharp so metadata (EXIF, GPS) and anything appended to the image are dropped.
 */
export async function processImage(
  bytes: Buffer,
  opts: { field?: string; maxBytes?: number } = {},
): Promise<ProcessedImage> {
  const field = opts.field ?? 'image';
  const maxBytes = opts.maxBytes ?? IMAGE_MAX_BYTES;
  if (bytes.length > maxBytes) throw payloadTooLarge(`${field}: the file must be at most ${megabytes(maxBytes)}`);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAccepted(detected.mime)) {
    throw unsupportedMediaType(`${field}: only PNG, JPEG, WebP and GIF images are accepted`);
  }
  const mimeType = detected.mime;
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  try {
    let pipeline = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    if (mimeType === 'image/jpeg') pipeline = pipeline.autoOrient().jpeg({ quality: 85 });
    else if (mimeType === 'image/png') pipeline = pipeline.png({ compressionLevel: 9 });
    else if (mimeType === 'image/webp') pipeline = pipeline.webp({ quality: 85 });
    else pipeline = pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mimeType,
      extension: formats[mimeType],
      width: info.width,
      // For animations sharp reports the height of all frames stacked; pageHeight is one frame.
      height: info.pageHeight ?? info.height,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) throw payloadTooLarge(`${field}: the image has too many pixels`);
    throw badRequest(`${field}: the file could not be read as an image`, field);
  }
}

/** A WebP thumbnail THUMBNAIL_WIDTH pixels wide (never enlarged); animations keep their first frame. */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

export interface StoredImage {
  key: string;
  url: string;
  thumbnailKey: string | null;
  thumbnailUrl: string | null;
  mimeType: string;
  width: number;
  height: number;
  sizeBytes: number;
}

/** Deletes stored files a request no longer needs, without failing that request over it. */
export async function discardStoredFiles(storage: Storage, keys: (string | null | undefined)[]): Promise<void> {
  const present = keys.filter((key): key is string => Boolean(key));
  await Promise.all(present.map((key) => storage.delete(key).catch(() => undefined)));
}

/** processImage, then stores the result (and a thumbnail when asked) under fresh random keys. */
export async function storeImage(
  storage: Storage,
  bytes: Buffer,
  opts: { folder: string; field?: string; maxBytes?: number; thumbnail?: boolean },
): Promise<StoredImage> {
  const image = await processImage(bytes, opts);
  const stored = await storage.put(newStorageKey(opts.folder, image.extension), image.bytes, image.mimeType);
  let thumbnail: { key: string; url: string } | null = null;
  if (opts.thumbnail) {
    try {
      thumbnail = await storage.put(newStorageKey(opts.folder, 'webp'), await makeThumbnail(image.bytes), 'image/webp');
    } catch (err) {
      await storage.delete(stored.key);
      throw err;
    }
  }
  return {
    key: stored.key,
    url: stored.url,
    thumbnailKey: thumbnail?.key ?? null,
    thumbnailUrl: thumbnail?.url ?? null,
    mimeType: image.mimeType,
    width: image.width,
    height: image.height,
    sizeBytes: image.bytes.length,
  };
}

/** Validates form fields with a contracts schema: 400 naming the first bad field, as for JSON bodies. */
export function parseForm<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  throw badRequest(`${field}: ${issue?.message ?? 'is invalid'}`, field);
}
