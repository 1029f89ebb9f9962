type Wrapped = { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;

/** The PostgreSQL error code of an error or of one it wraps (drizzle wraps the driver's error). */
export function pgCode(error: unknown): string | undefined {
  for (let e = error as Wrapped; e; e = e.cause as Wrapped) if (typeof e.code === 'string') return e.code;
  return undefined;
}

/** The violated unique constraint's name, when the error is a unique violation. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as Wrapped; e; e = e.cause as Wrapped)
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  return undefined;
}
