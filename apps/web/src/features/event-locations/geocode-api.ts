import { envelope, type GeocodeResult, geocodeResponseSchema } from '@newsletter-os/contracts';
import { http } from '../../shared/api/client';

const geocodeEnvelope = envelope(geocodeResponseSchema);

/** GET /geocode/: places for an address. The form shows failures (e.g. search not set up) next to the field. */
export async function searchAddress(workspaceId: string, q: string, signal?: AbortSignal): Promise<GeocodeResult[]> {
  const response = await http.get('/geocode/', { params: { workspaceId, q }, signal, silent: true });
  return geocodeEnvelope.parse(response.data).data.results;
}
