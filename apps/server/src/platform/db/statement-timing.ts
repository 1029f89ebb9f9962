/**
 * Told when a statement starts, with its bound values; the function it returns is called when the
 * statement ends.
 */
export type StatementObserver = (sql: string, params?: readonly unknown[]) => (failed: boolean) => void;

type Call = (...args: unknown[]) => unknown;
type Statement = string | { text?: unknown; values?: unknown; submit?: unknown } | undefined;

/**
 * Wraps `target.query` (and `exec`, PGlite's multi-statement call) so each statement is reported to the
 * observer: arguments, results and errors pass through untouched. The observer is told at the call, in the
 * caller's async context, so a per-request trace sees its own statements.
 */
export function observeStatements<T extends object>(target: T, observer: StatementObserver): T {
  const methods = target as unknown as Record<'query' | 'exec', Call | undefined>;
  for (const method of ['query', 'exec'] as const) {
    const original = methods[method]?.bind(target);
    if (!original) continue;
    methods[method] = (...args: unknown[]) => {
      const first = args[0] as Statement;
      const text = typeof first === 'string' ? first : first?.text;
      // Streams (cursors) report themselves: they are not ours to time.
      if (typeof text !== 'string' || typeof (first as { submit?: unknown }).submit === 'function')
        return original(...args);
      const values = Array.isArray(args[1]) ? args[1] : (first as { values?: unknown }).values;
      const end = observer(text, Array.isArray(values) ? values : undefined);
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (err: unknown, result: unknown) => {
          end(Boolean(err));
          (last as Call)(err, result);
        };
        return original(...args);
      }
      const result = original(...args) as { then?: unknown } | undefined;
      if (typeof result?.then === 'function')
        (result as Promise<unknown>).then(
          () => end(false),
          () => end(true),
        );
      return result;
    };
  }
  return target;
}
