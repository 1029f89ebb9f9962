import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { realtime } from '@/shared/realtime/realtime.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

export interface CloseProgress {
  progress: number;
  state: 'queued' | 'running' | 'completed' | 'failed';
}

const FINISHED: readonly string[] = ['completed', 'failed'];

/**
 * Follows a cycle close's job over realtime (`job_progress` for this job id); when it ends, the cycles,
 * the invoices and every energy figure are read again.
 */
export function useCycleCloseProgress(jobId: string | null) {
  const client = useQueryClient();
  const [latest, setLatest] = useState<(CloseProgress & { jobId: string }) | null>(null);
  useEffect(() => {
    if (!jobId) return;
    return realtime.subscribe((message) => {
      if (message.type !== 'job_progress' || message.job_id !== jobId) return;
      setLatest({ jobId, progress: message.progress, state: message.state as CloseProgress['state'] });
      if (FINISHED.includes(message.state)) void client.invalidateQueries({ queryKey: energyKeys.all });
    });
  }, [client, jobId]);
  if (!jobId) return null;
  return latest?.jobId === jobId ? latest : ({ progress: 0, state: 'queued' } satisfies CloseProgress);
}
