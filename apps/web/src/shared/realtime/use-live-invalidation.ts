import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ServerMessage } from '@alvorada/contracts';
import { realtime } from './realtime.ts';

/**
 * Reads `queryKey` again when a realtime message `affects` it, at most once per `minGapMs` (a running
 * paper session sends a message per bar), and after the socket comes back, since messages sent while it was
 * down are lost.
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
    let connected = realtime.state.get().connected;
    const unwatch = realtime.state.subscribe(() => {
      const now = realtime.state.get().connected;
      if (now && !connected) schedule();
      connected = now;
    });
    const unsubscribe = realtime.subscribe((message) => {
      if (test.current(message)) schedule();
    });
    return () => {
      clearTimeout(pending);
      unwatch();
      unsubscribe();
    };
  }, [client, key, minGapMs]);
}
