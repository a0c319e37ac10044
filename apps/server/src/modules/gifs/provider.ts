import {
  GIF_NOT_CONFIGURED_MESSAGE,
  GIF_UNAVAILABLE_MESSAGE,
  type Gif,
  type GifAttribution,
  type GifPage,
} from '@newsletter-os/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { OutboundError, safeFetch } from '../../integrations/safe-http';

// The Tenor-v2-compatible GIF API (Klipy by default; Tenor itself closed on 2026-06-30). The key is sent from here
// only and never reaches a browser: answers carry media URLs, never the request URL.

export const DEFAULT_GIF_API_URL = 'https://api.klipy.com/v2';
/** Identifies this product to the provider (Tenor v2's `client_key`). */
const CLIENT_KEY = 'newsletter-os';
/** Klipy's terms: its mark under the grid and its name in the search placeholder. */
export const KLIPY_ATTRIBUTION: GifAttribution = {
  provider: 'klipy',
  text: 'Powered by KLIPY',
  searchPlaceholder: 'Search KLIPY',
  url: 'https://klipy.com',
};
const PROVIDER_TIMEOUT_MS = 5_000;
const PROVIDER_MAX_BYTES = 2 * 1024 * 1024;

const mediaSchema = z.object({
  url: z.string(),
  dims: z.tuple([z.number(), z.number()]).optional(),
});
const providerResultSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().optional().catch(undefined),
  content_description: z.string().optional().catch(undefined),
  itemurl: z.string().optional().catch(undefined),
  media_formats: z.object({ gif: mediaSchema.optional(), tinygif: mediaSchema.optional() }).catch({}),
});
const providerPageSchema = z.object({
  results: z.array(z.unknown()),
  next: z.union([z.string(), z.number()]).transform(String).optional(),
});

function isWebUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const dimension = (value: number | undefined) => Math.max(1, Math.round(value ?? 1));

/** One provider result in our shape; null for one without a usable GIF (skipped, order otherwise kept). */
export function normaliseGif(raw: unknown): Gif | null {
  const parsed = providerResultSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { id, title, content_description, itemurl, media_formats } = parsed.data;
  const full = media_formats.gif;
  if (!full || !isWebUrl(full.url)) return null;
  const preview = media_formats.tinygif && isWebUrl(media_formats.tinygif.url) ? media_formats.tinygif : full;
  return {
    id,
    title: title ?? '',
    description: content_description ?? title ?? '',
    url: full.url,
    width: dimension(full.dims?.[0]),
    height: dimension(full.dims?.[1]),
    previewUrl: preview.url,
    previewWidth: dimension(preview.dims?.[0]),
    previewHeight: dimension(preview.dims?.[1]),
    sourceUrl: isWebUrl(itemurl) ? itemurl : null,
  };
}

export interface GifRequest {
  kind: 'featured' | 'search';
  limit: number;
  pos?: string;
  q?: string;
}

type GifConfig = Pick<Config, 'GIF_API_URL' | 'GIF_API_KEY' | 'OUTBOUND_ALLOW_PRIVATE'>;

function providerUrl(config: GifConfig, key: string, request: GifRequest): string {
  const base = (config.GIF_API_URL ?? DEFAULT_GIF_API_URL).replace(/\/+$/, '');
  const params = new URLSearchParams({
    key,
    client_key: CLIENT_KEY,
    contentfilter: 'medium',
    media_filter: 'tinygif,gif',
    limit: String(request.limit),
  });
  if (request.q !== undefined) params.set('q', request.q);
  if (request.pos) params.set('pos', request.pos);
  return `${base}/${request.kind}?${params}`;
}

/** Asks the provider for one page; every failure becomes a state the picker can show, never an exception. */
export async function fetchGifPage(config: GifConfig, request: GifRequest, log: FastifyBaseLogger): Promise<GifPage> {
  const key = config.GIF_API_KEY?.trim();
  if (!key) return { state: 'not_configured', message: GIF_NOT_CONFIGURED_MESSAGE };
  try {
    const response = await safeFetch(providerUrl(config, key, request), {
      allowPrivate: config.OUTBOUND_ALLOW_PRIVATE,
      headers: { accept: 'application/json' },
      timeoutMs: PROVIDER_TIMEOUT_MS,
      maxBytes: PROVIDER_MAX_BYTES,
    });
    const page = providerPageSchema.parse(JSON.parse(response.body.toString('utf8')));
    const results = page.results.map(normaliseGif).filter((gif): gif is Gif => gif !== null);
    return { state: 'ok', results, next: page.next ?? '', attribution: KLIPY_ATTRIBUTION };
  } catch (err) {
    const keyRefused = err instanceof OutboundError && (err.status === 401 || err.status === 403);
    // The message names the host and status only; the URL with the key is never logged.
    log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'GIF provider request failed');
    return {
      state: 'unavailable',
      reason: keyRefused ? 'key_invalid' : 'provider_error',
      message: GIF_UNAVAILABLE_MESSAGE,
    };
  }
}
