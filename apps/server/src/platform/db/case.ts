/** API keys (snake_case) → row keys (camelCase); undefined values are dropped (a PATCH sends a subset). */
export function toCamel(body: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), value]),
  );
}
