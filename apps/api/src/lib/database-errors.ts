/** The error's own code, or its cause's: drizzle wraps the driver's error as `cause`. */
const codesOf = (error: unknown): string[] => {
  const own = (error as { code?: unknown })?.code;
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code;
  return [own, cause].filter((code): code is string => typeof code === 'string');
};

const UNAVAILABLE = ['ECONNREFUSED', 'ECONNRESET', 'CONNECTION_ENDED', 'CONNECTION_CLOSED', '57P01', '57P03'];
/** PostgreSQL's disk_full and out-of-space classes, and the file system's own. */
const DISK_FULL = ['53100', '53200', 'ENOSPC'];

/** The database cannot be reached now (a restart, a dropped connection): worth a retry soon. */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  codesOf(error).some((code) => UNAVAILABLE.includes(code));

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
