export { BeehiivClient, type BeehiivClientOptions, type CreatePostInput, rateLimitWaitMs } from './client';
export { BeehiivError, type BeehiivErrorCode } from './errors';
export type { WireEmailStats, WirePost, WirePublication } from './wire';
