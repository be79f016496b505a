/** The codes of the error and of every cause under it: drizzle wraps the driver's error as `cause`, and a caller may wrap that again. */
const codesOf = (error: unknown): string[] => {
  const codes: string[] = [];
  for (
    let at: unknown = error, depth = 0;
    at && depth < 8;
    at = (at as { cause?: unknown }).cause, depth += 1
  ) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
};

/**
 * The connection is gone or cannot be made: refused, reset or closed sockets, postgres.js's own
 * connection errors (a connection ended, destroyed, or not made within connect_timeout, or a
 * transaction's BEGIN that landed on a connection broken mid-transaction), the
 * server shutting down or starting (57P01, 57P03) and SQLSTATE's class 08, connection exceptions.
 */
const UNAVAILABLE = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'CONNECTION_ENDED',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // postgres.js refusing a BEGIN that reached a pooled connection outside its transaction: seen
  // only when connections break mid-transaction (docs/decisions/0014); nothing of it ran.
  'UNSAFE_TRANSACTION',
  '57P01',
  '57P03',
];
const UNAVAILABLE_CLASS = '08';
/** PostgreSQL's disk_full and out-of-space classes, and the file system's own. */
const DISK_FULL = ['53100', '53200', 'ENOSPC'];

/** The database cannot be reached now (a restart, a dropped connection): worth a retry soon. */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  codesOf(error).some(
    (code) => UNAVAILABLE.includes(code) || (code.length === 5 && code.startsWith(UNAVAILABLE_CLASS)),
  );

/** The database (or the disk under PGlite) has no room to write. */
export const isDiskFull = (error: unknown): boolean =>
  codesOf(error).some((code) => DISK_FULL.includes(code));

/**
 * What to log of a database failure: the codes and the driver's own message, never the query's
 * parameters (drizzle's message quotes them, and they hold what customers typed).
 */
export const failureCause = (error: unknown): { codes: string[]; cause: string } => ({
  codes: codesOf(error),
  cause:
    (error as { cause?: { message?: string } })?.cause?.message ??
    String((error as { message?: string })?.message ?? error)
      .split('\nparams:')[0]!
      .slice(0, 200),
});

/**
 * The refusal of a unique index or constraint, in the error or one of its causes (PGlite and
 * postgres.js alike), with the driver's fields; undefined for any other error.
 */
export const uniqueViolationOf = (
  error: unknown,
  constraint: string,
): Record<string, unknown> | undefined => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const record = cause as Record<string, unknown>;
    if (record.code === '23505' && (record.constraint ?? record.constraint_name) === constraint)
      return record;
  }
  return undefined;
};

export const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  uniqueViolationOf(error, constraint) !== undefined;
