import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { failure } from '../lib/reply';

/** Where uploaded files live. Keys come from `newStorageKey`, never from user input. */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  delete(key: string): Promise<void>;
}

/** Public path under which local uploads are served. */
export const UPLOADS_PREFIX = '/uploads';

// Lower-case segments of letters, digits, dash and underscore, with one optional extension on the last segment:
// no dots elsewhere, so `..`, absolute paths and hidden files cannot be expressed.
const KEY_PATTERN = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+(?:\.[a-z0-9]+)?$/;

/** A fresh random key such as `images/3f2c…/9a1b….webp`; the folder keeps directories small. */
export function newStorageKey(folder: string, extension: string): string {
  const id = randomUUID();
  const key = `${folder}/${id.slice(0, 2)}/${id}.${extension}`;
  assertValidKey(key);
  return key;
}

export function assertValidKey(key: string): void {
  if (key.length > 300 || !KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** Files on the local disk, served by `uploadsPlugin` at /uploads/<key>. */
export function createLocalStorage(opts: { root: string; publicBaseUrl: string }): Storage {
  const root = path.resolve(opts.root);
  const base = opts.publicBaseUrl.replace(/\/+$/, '');
  const fileFor = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename so a reader never sees a half-written file.
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { mode: 0o644 });
      await rename(temporary, file);
      return { key, url: `${base}/${key}` };
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}

/** An S3-compatible bucket (AWS S3, MinIO, R2, ...). Objects must be publicly readable through `publicBaseUrl`. */
export function createS3Storage(opts: {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicBaseUrl?: string;
}): Storage {
  // The SDK is loaded on first use: a local-disk installation never pays for it.
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: opts.region,
        endpoint: opts.endpoint,
        // Path-style addressing is what self-hosted S3 servers (MinIO and the like) expect.
        forcePathStyle: Boolean(opts.endpoint),
        credentials:
          opts.accessKeyId && opts.secretAccessKey
            ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
            : undefined,
      }),
    }));
    return client;
  };
  const base = (
    opts.publicBaseUrl ??
    (opts.endpoint
      ? `${opts.endpoint.replace(/\/+$/, '')}/${opts.bucket}`
      : `https://${opts.bucket}.s3.${opts.region}.amazonaws.com`)
  ).replace(/\/+$/, '');
  return {
    async put(key, bytes, contentType) {
      assertValidKey(key);
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: opts.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return { key, url: `${base}/${key}` };
    },
    async delete(key) {
      assertValidKey(key);
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },
  };
}

export function localUploadsRoot(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'uploads');
}

/** S3 when S3_BUCKET is set, otherwise the local disk under DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  // Absolute URLs, because stored image URLs end up in newsletters read outside the app.
  return createLocalStorage({
    root: localUploadsRoot(config),
    publicBaseUrl: `${config.APP_URL.replace(/\/+$/, '')}${UPLOADS_PREFIX}`,
  });
}

/**
 * Serves local uploads read-only at /uploads/*. Encapsulated so its 404 stays JSON instead of falling
 * through to the web app, and so `sendFile` is not added to every reply.
 */
export async function uploadsPlugin(app: FastifyInstance, opts: { root: string }): Promise<void> {
  await mkdir(opts.root, { recursive: true });
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: opts.root,
        prefix: '/',
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        immutable: true,
        maxAge: '365d',
        setHeaders(reply) {
          reply.header('X-Content-Type-Options', 'nosniff');
          // Uploads are images only; nothing in them may run even if opened directly.
          reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
          reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      });
      scope.setNotFoundHandler((request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        return reply.status(404).send(failure(`File ${pathname} not found`));
      });
    },
    { prefix: UPLOADS_PREFIX },
  );
}
