/**
 * Whether an error is PostgreSQL's unique violation (SQLSTATE 23505), of `constraint` when one is named and the
 * driver tells it; on both drivers, thrown as is or wrapped (`cause`).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === '23505') {
      const name = e.constraint ?? e.constraint_name;
      return constraint === undefined || name === undefined || name === constraint;
    }
    e = e.cause as typeof e;
  }
  return false;
}
