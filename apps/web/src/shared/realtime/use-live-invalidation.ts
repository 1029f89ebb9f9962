import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ServerMessage } from '@alvorada/contracts';
import { realtime } from './realtime.ts';

/**
 * Reads `queryKey` again when a realtime message `affects` it, at most once per `minGapMs` (a running
 * paper session sends a message per bar). What was missed while the socket was down is read again by the
 * app on its return.
 */
export function useLiveInvalidation(
  queryKey: QueryKey,
  affects: (message: ServerMessage) => boolean,
  minGapMs = 10_000,
) {
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);
  const test = useRef(affects);
  useEffect(() => {
    test.current = affects;
  });
  useEffect(() => {
    const target = JSON.parse(key) as QueryKey;
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      pending = undefined;
      last = Date.now();
      void client.invalidateQueries({ queryKey: target });
    };
    const schedule = () => {
      if (pending) return;
      pending = setTimeout(refresh, Math.max(0, last + minGapMs - Date.now()));
    };
    const unsubscribe = realtime.subscribe((message) => {
      if (test.current(message)) schedule();
    });
    return () => {
      clearTimeout(pending);
      unsubscribe();
    };
  }, [client, key, minGapMs]);
}
