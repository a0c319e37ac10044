/** The SQLSTATE of a PostgreSQL error, whether thrown by pg directly or wrapped (as `cause`) by drizzle. */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** PostgreSQL unique_violation (23505), whether thrown by pg directly or wrapped (as `cause`) by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23505';
}

/** PostgreSQL foreign_key_violation (23503). */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23503';
}

/** PostgreSQL deadlock_detected (40P01): the transaction was rolled back and may simply be run again. */
export function isDeadlock(err: unknown): boolean {
  return pgErrorCode(err) === '40P01';
}
