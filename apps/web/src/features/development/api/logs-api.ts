import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LogLine, LogQuery } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { developmentKeys } from '@/shared/api/query-keys.ts';
import { realtime } from '@/shared/realtime/realtime.ts';
import { download } from '@/shared/files/download.ts';

/** Lines the page holds at most; the oldest go first. */
export const MAX_LINES = 2000;
/** The tail's lease on the server lasts a minute; the page renews it well before. */
const RENEW_MS = 30_000;

export const useRecentLogs = (query: LogQuery) =>
  useQuery({
    queryKey: developmentKeys.logs(query),
    queryFn: () => api<LogLine[]>('/development/logs/', { query: cleanQuery(query) }),
  });

const holdTail = (on: boolean) =>
  api('/development/logs/tail/', { method: 'POST', body: { on } }).catch(() => undefined);

/**
 * Lines arriving live from every instance while the page is open: the tail is held (and renewed) on the
 * server for as long as the hook is mounted. Paused, arriving lines are counted, not kept.
 */
export function useLiveLogs() {
  const [lines, setLines] = useState<LogLine[]>([]);
  const [missed, setMissed] = useState(0);
  const [paused, setPausedState] = useState(false);
  const pausedRef = useRef(false);
  const setPaused = (value: boolean) => {
    pausedRef.current = value;
    setPausedState(value);
    if (!value) setMissed(0);
  };

  useEffect(() => {
    void holdTail(true);
    const renew = setInterval(() => void holdTail(true), RENEW_MS);
    const stop = realtime.subscribe((message) => {
      if (message.type !== 'log_lines') return;
      if (pausedRef.current) return setMissed((n) => n + message.lines.length);
      setLines((held) => [...held, ...message.lines].slice(-MAX_LINES));
    });
    return () => {
      clearInterval(renew);
      stop();
      void holdTail(false);
    };
  }, []);

  return { lines, missed, paused, setPaused };
}

export const exportLogs = (query: LogQuery) => {
  const search = new URLSearchParams(cleanQuery(query) as Record<string, string>).toString();
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  return download(`/development/logs/export/${search ? `?${search}` : ''}`, `logs-${stamp}.ndjson`);
};
