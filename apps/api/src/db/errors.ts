/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error. Drizzle wraps
 * driver errors (node-postgres and PGlite both carry `code` and `constraint`) in `cause`.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
