import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './tenancy';

/**
 * One-time codes mailed for account verification and password reset. Stored as keyed hashes.
 * Only the newest row per (email, purpose) counts. A row without user_id is a code that was never mailed (the
 * address has no account, or needs no code): it lets unknown addresses behave exactly like known ones, and its
 * created_at drives the resend cool-down for them too.
 * A verification code carries the name and password hash of the registration it was issued for: entering it
 * activates exactly those credentials, so a later registration of the same address cannot change what it does.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased address the code was requested for. */
    email: text('email').notNull(),
    /** verify | reset */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Verification codes only: the name the registration gave. */
    pendingName: text('pending_name'),
    /** Verification codes only: the argon2id hash of the password the registration gave. */
    pendingPasswordHash: text('pending_password_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt),
    index('otp_codes_user_idx').on(t.userId),
  ],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; rotated on every use, grouped in families. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * Every mail sent. Without SMTP_URL the body is kept (a local user reads their codes here) for a day; with SMTP_URL
 * only the delivery state is, since bodies hold codes and invitation links (see integrations/mail-outbox.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Null when the mail went over SMTP. */
    text: text('text'),
    html: text('html'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * Failed logins per address (known or not, so the answers reveal nothing). Past a few failures every further
 * one blocks the address for a growing, bounded window; a success clears the row.
 */
export const loginFailures = pgTable('login_failures', {
  /** Lower-cased address. */
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** When a security notice of a kind was last mailed to an address: at most one per window. */
export const accountNotices = pgTable(
  'account_notices',
  {
    /** Lower-cased address. */
    email: text('email').notNull(),
    /** signup-attempt | reset-attempts */
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);
