/**
 * Reads a JSON path of the collections' small grammar (`$`, then `.name` or `[index]` steps, checked by the
 * contracts' schema) from a parsed body: undefined when nothing is there.
 */
export function readJsonPath(value: unknown, path: string): unknown {
  let here = value;
  for (const [, name, index] of path.slice(1).matchAll(/\.([A-Za-z_][\w-]*)|\[(\d+)\]/g)) {
    if (here === null || typeof here !== 'object') return undefined;
    here =
      index !== undefined
        ? Array.isArray(here)
          ? here[Number(index)]
          : undefined
        : Object.hasOwn(here, name!)
          ? (here as Record<string, unknown>)[name!]
          : undefined;
  }
  return here;
}

/** A value as an assertion compares and shows it: strings as they are, the rest as JSON. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
