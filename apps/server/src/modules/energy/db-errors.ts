import { AppError } from '../../platform/http/errors.ts';

function pgCode(error: unknown): string | undefined {
  const own = (error as { code?: unknown })?.code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: unknown })?.cause;
  return cause ? pgCode(cause) : undefined;
}

/** Unique and foreign-key violations become the client's 409/400 instead of a 500. */
export async function withConstraintErrors<T>(run: () => Promise<T>, deleting = false): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = pgCode(error);
    if (code === '23505') throw new AppError(409, 'already_exists');
    if (code === '23503')
      throw deleting ? new AppError(409, 'in_use') : new AppError(400, 'not_found_reference');
    throw error;
  }
}
