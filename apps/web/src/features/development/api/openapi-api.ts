import { useMutation, useQuery } from '@tanstack/react-query';
import { api, publicApi } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { developmentKeys } from '@/shared/api/query-keys.ts';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
}
export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
export interface OpenApiDocument {
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One route of the reference: its method, path and what the document says of it. */
export interface ApiOperation {
  method: string;
  path: string;
  tag: string;
  operation: OpenApiOperation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, grouped by its first tag, groups and paths in order. */
export function operationsByTag(doc: OpenApiDocument): [string, ApiOperation[]][] {
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const tag = operation.tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({ method: method.toUpperCase(), path, tag, operation });
    }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, list]) => [
      tag,
      list.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    ]);
}

/** The server's OpenAPI document (served by the app itself; nothing comes from a CDN). */
export const useOpenApi = () =>
  useQuery({
    queryKey: developmentKeys.openapi(),
    queryFn: () => publicApi<OpenApiDocument>('/docs/openapi.json'),
    staleTime: Infinity,
  });

export interface TryResult {
  status: number;
  body: unknown;
  ms: number;
}

/**
 * Calls one route as the signed-in user, through the app's API client (token renewal included), and answers
 * the status and body whether the call succeeded or not.
 */
export const useTryOperation = () =>
  useMutation({
    mutationFn: async ({
      method,
      path,
      query,
      body,
    }: {
      method: string;
      path: string;
      query: Record<string, string>;
      body?: unknown;
    }): Promise<TryResult> => {
      const start = performance.now();
      const relative = path.replace(/^\/api/, '');
      let status = 0;
      try {
        const answer = await api<unknown>(relative, {
          method,
          query,
          body: body as Record<string, unknown> | undefined,
          onResponse: ({ response }) => void (status = response.status),
        });
        return { status, body: answer ?? null, ms: performance.now() - start };
      } catch (error) {
        if (error instanceof ApiRequestError)
          return {
            status: error.status ?? 0,
            body: error.body ?? error.message,
            ms: performance.now() - start,
          };
        throw error;
      }
    },
  });
