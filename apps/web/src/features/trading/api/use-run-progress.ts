import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Run, RunState } from '@alvorada/contracts';
import { realtime } from '@/shared/realtime/realtime.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';

const FINISHED: readonly string[] = ['done', 'failed', 'cancelled'];

/** Follows a run's progress over realtime; when it finishes, its record (and the history) is read again. */
export function useRunProgress(run: Pick<Run, 'id' | 'kind' | 'job_id'> | undefined) {
  const client = useQueryClient();
  const id = run?.id;
  const kind = run?.kind;
  const jobId = run?.job_id;
  useEffect(() => {
    if (id === undefined || !kind || !jobId) return;
    return realtime.subscribe((message) => {
      if (message.type !== 'job_progress' || message.job_id !== jobId) return;
      client.setQueryData<Run>(tradingKeys.run(kind, id), (old) =>
        old ? { ...old, progress: message.progress, state: message.state as RunState } : old,
      );
      if (FINISHED.includes(message.state)) void client.invalidateQueries({ queryKey: tradingKeys.all });
    });
  }, [client, id, kind, jobId]);
}
