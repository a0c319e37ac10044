export { BeehiivClient, type BeehiivClientOptions, type CreatePostInput, rateLimitWaitMs } from './client';
export { BeehiivError, type BeehiivErrorCode } from './errors';
export type { WireClickStats, WireEmailStats, WirePost, WirePublication } from './wire';
