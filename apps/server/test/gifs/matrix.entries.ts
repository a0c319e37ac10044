import { endpoint } from '../helpers/matrix';

// The GIF proxy names no workspace: everyone who builds newsletters may search, anywhere. The matrix app has no
// provider key, so the answer is the "not configured" state (the provider itself is tested in gifs.test.ts).
export const gifEntries = [
  endpoint({
    name: 'GET /tenor-featured',
    allowed: ['admin', 'manager', 'user'],
    crossTenant: 'own',
    request: () => ({ method: 'GET', url: '/api/v1/tenor-featured?limit=8' }),
  }),
  endpoint({
    name: 'GET /tenor-search',
    allowed: ['admin', 'manager', 'user'],
    crossTenant: 'own',
    request: () => ({ method: 'GET', url: '/api/v1/tenor-search?q=coffee&limit=8' }),
  }),
];
