import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).default(900),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 24 * 3600),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Newsletter OS <no-reply@newsletter-os.local>'),
  REDIS_URL: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  BEEHIIV_API_URL: z.url().default('https://api.beehiiv.com/v2'),
  /** Another Mailchimp API root (a local fake); default: the data centre the key names, e.g. us21. */
  MAILCHIMP_API_URL: optionalUrl,
  KIT_API_URL: z.url().default('https://api.kit.com'),
  /** Stripe secret key; without it paid ad products are not offered and the public ad form stays free. */
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** The webhook endpoint's signing secret (`whsec_…`); `POST /stripe/webhook/` refuses every event without it. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** Another Stripe API root (a local fake); default api.stripe.com. */
  STRIPE_API_URL: optionalUrl,
  GIF_API_URL: optionalUrl,
  GIF_API_KEY: z.string().optional(),
  /** A Nominatim-compatible geocoder (address search in the event-locations form); off when unset. */
  GEOCODER_URL: optionalUrl,
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
  OUTBOUND_ALLOW_PRIVATE: booleanFromEnv,
  /** Set by `npm run demo` only: lets the product offer its local fakes (e.g. the "Demo (offline)" LLM provider). */
  DEMO_MODE: booleanFromEnv,
  /** The demo's offline LLM provider (set by `npm run demo`); offered as "Demo (offline)" only with DEMO_MODE. */
  DEMO_LLM_URL: optionalUrl,
  /** Requests per minute per user on the AI endpoints that call a model (chat, rewrites). */
  AI_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (otherwise it could be forged). */
  TRUST_PROXY: booleanFromEnv,
  /** Requests per minute per IP on each authentication endpoint. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Uploads (multipart requests) per minute per user on each upload endpoint: image processing is costly. */
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  WEB_DIST: z.string().optional(),
  /** Public submissions per hour from one IP address (sliding window, kept in PostgreSQL). */
  PORTAL_IP_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Public submissions per hour through one submission link. */
  PORTAL_LINK_LIMIT: z.coerce.number().int().min(1).default(100),
  /** A public form sent sooner than this after it was shown is refused (people take longer; bots do not). */
  PORTAL_MIN_FILL_SECONDS: z.coerce.number().int().min(0).default(3),
  /** Proof of work of public forms: PBKDF2 iterations per attempt, and the highest counter a solver may need. */
  PORTAL_POW_COST: z.coerce.number().int().min(1).default(1000),
  PORTAL_POW_MAX_COUNTER: z.coerce.number().int().min(2).default(400),
  /** First wait before a failed scheduled publish is tried again; each further retry waits twice as long. */
  PUBLISH_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
});

export type Config = Omit<z.infer<typeof envSchema>, 'JWT_SECRET' | 'SECRETS_KEY' | 'APP_URL'> & {
  APP_URL: string;
  JWT_SECRET: string;
  SECRETS_KEY: string;
  DATA_DIR: string;
};

export class ConfigError extends Error {}

/** Reads a secret from DATA_DIR, generating and keeping it on first use so restarts keep sessions valid. */
function persistentSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    DATA_DIR: dataDir,
    APP_URL: e.APP_URL ?? `http://localhost:${e.PORT}`,
    JWT_SECRET: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    SECRETS_KEY: e.SECRETS_KEY ?? persistentSecret(dataDir, 'secrets-key'),
  };
}
