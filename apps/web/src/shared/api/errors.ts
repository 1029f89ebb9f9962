import { FetchError } from 'ofetch';
import type { ApiError } from '@alvorada/contracts';

/** A failed API call: its message names method, URL and status; `detail` is the server's translated text. */
export class ApiRequestError extends Error {
  readonly status: number | undefined;
  readonly body: ApiError | undefined;

  constructor(message: string, status?: number, body?: ApiError) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  get detail(): string | undefined {
    return this.body?.detail;
  }

  get fields(): Record<string, string[]> | undefined {
    return this.body?.fields;
  }

  static async from(error: unknown, method: string, url: string): Promise<ApiRequestError> {
    if (error instanceof ApiRequestError) return error;
    if (error instanceof FetchError) {
      const { apiErrorSchema } = await import('./response-schemas.ts');
      const parsed = apiErrorSchema.safeParse(error.data);
      const status = error.status ?? error.response?.status;
      return new ApiRequestError(
        `[${method}] "${url}": ${status ?? 'network error'} ${error.statusText ?? ''}`.trim(),
        status,
        parsed.success ? parsed.data : undefined,
      );
    }
    return new ApiRequestError(
      `[${method}] "${url}": ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
