/** PostgreSQL unique_violation (23505), whether thrown by pg directly or wrapped (as `cause`) by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
