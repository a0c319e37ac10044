import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoFake, RunningFake } from './types';

/**
 * A small Nominatim-compatible geocoder: `GET /search?q=…&format=jsonv2&limit=n` answers the jsonv2 array shape of
 * OpenStreetMap's Nominatim (place_id, lat and lon as strings, display_name, boundingbox, …) from a fixed
 * gazetteer of the demo's towns, matching every word of the query. Tests and `npm run demo` use it.
 */

interface Place {
  name: string;
  displayName: string;
  lat: number;
  lon: number;
  type: string;
}

export const fakeGazetteer: Place[] = [
  {
    name: 'Harbor promenade',
    displayName: 'Harbor promenade, Millbrook, Riverside County, United Kingdom',
    lat: 51.4613,
    lon: -2.5891,
    type: 'pedestrian',
  },
  {
    name: 'Millbrook Town Hall',
    displayName: 'Millbrook Town Hall, 1 High Street, Millbrook, Riverside County, United Kingdom',
    lat: 51.4627,
    lon: -2.5932,
    type: 'townhall',
  },
  {
    name: 'Millbrook',
    displayName: 'Millbrook, Riverside County, United Kingdom',
    lat: 51.4622,
    lon: -2.5917,
    type: 'town',
  },
  {
    name: 'Riverside Market Square',
    displayName: 'Market Square, Riverside, Riverside County, United Kingdom',
    lat: 51.4781,
    lon: -2.6203,
    type: 'square',
  },
];

function toJsonV2(place: Place, index: number) {
  const pad = 0.002;
  return {
    place_id: 100_000 + index,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 200_000 + index,
    lat: place.lat.toFixed(7),
    lon: place.lon.toFixed(7),
    category: 'place',
    type: place.type,
    place_rank: 26,
    importance: 0.4,
    addresstype: place.type,
    name: place.name,
    display_name: place.displayName,
    boundingbox: [place.lat - pad, place.lat + pad, place.lon - pad, place.lon + pad].map((n) => n.toFixed(7)),
  };
}

/** Every place whose display name holds each word of the query, in gazetteer order. */
export function searchGazetteer(query: string, limit: number): ReturnType<typeof toJsonV2>[] {
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  return fakeGazetteer
    .map((place, index) => ({ place, index }))
    .filter(({ place }) => words.every((word) => place.displayName.toLowerCase().includes(word)))
    .slice(0, limit)
    .map(({ place, index }) => toJsonV2(place, index));
}

/** Starts the fake on a loopback port; `requests` counts the searches (tests check that nothing else was asked). */
export async function startFakeGeocoder(): Promise<RunningFake & { url: string; requests: () => number }> {
  let requests = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' || url.pathname !== '/search') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    requests += 1;
    if (url.searchParams.get('format') !== 'jsonv2') {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"Unsupported format"}');
      return;
    }
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 10) || 10, 40);
    const body = JSON.stringify(searchGazetteer(url.searchParams.get('q') ?? '', limit));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: { GEOCODER_URL: url },
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const geocoderFake: DemoFake = {
  name: 'Address search (Nominatim)',
  start: startFakeGeocoder,
};
