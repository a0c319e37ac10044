import { GEOCODE_RESULTS_MAX, type GeocodeResult } from '@newsletter-os/contracts';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { OutboundError, safeFetch } from './safe-http';

/**
 * A client of a Nominatim-compatible geocoder (`GET {GEOCODER_URL}/search?q=…&format=jsonv2`): the wire shape of
 * OpenStreetMap's Nominatim, also served by Photon-compatible gateways and self-hosted instances. Goes through the
 * SSRF-safe client, like every outbound call to a configured address.
 */

/** The fields of a jsonv2 search answer the product reads (coordinates arrive as strings). */
const nominatimPlaceSchema = z.object({
  lat: z.string(),
  lon: z.string(),
  display_name: z.string(),
});
const nominatimAnswerSchema = z.array(z.unknown());

export const GEOCODER_UNREACHABLE =
  'The address search could not be reached. Please try again, or enter the coordinates.';

export function searchUrl(baseUrl: string, query: string): string {
  const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', String(GEOCODE_RESULTS_MAX));
  return url.toString();
}

/** The places the geocoder finds for an address, best first; 502 when it cannot be reached or answers nonsense. */
export async function searchAddress(
  baseUrl: string,
  query: string,
  options: { allowPrivate?: boolean } = {},
): Promise<GeocodeResult[]> {
  let body: unknown;
  try {
    const response = await safeFetch(searchUrl(baseUrl, query), {
      allowPrivate: options.allowPrivate,
      headers: { accept: 'application/json', 'accept-language': 'en' },
      maxBytes: 512 * 1024,
    });
    body = JSON.parse(response.body.toString('utf8'));
  } catch (err) {
    if (err instanceof OutboundError || err instanceof SyntaxError) throw new AppError(502, GEOCODER_UNREACHABLE);
    throw err;
  }
  const answer = nominatimAnswerSchema.safeParse(body);
  if (!answer.success) throw new AppError(502, GEOCODER_UNREACHABLE);
  const results: GeocodeResult[] = [];
  for (const entry of answer.data) {
    // One odd entry (a missing field, a coordinate out of range) is skipped, not a reason to fail the search.
    const place = nominatimPlaceSchema.safeParse(entry);
    if (!place.success) continue;
    const latitude = Number(place.data.lat);
    const longitude = Number(place.data.lon);
    if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) continue;
    results.push({ label: place.data.display_name.slice(0, 300), latitude, longitude });
    if (results.length >= GEOCODE_RESULTS_MAX) break;
  }
  return results;
}
