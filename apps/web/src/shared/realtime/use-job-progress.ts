import { useEffect, useRef, useState } from 'react';
import { isJobFinished, type JobKind, type JobState } from '@alvorada/contracts';
import { realtime } from './realtime.ts';

export interface JobProgress {
  progress: number;
  state: JobState;
}

/**
 * Follows one job over realtime (`job_progress` of this kind and job id): answers its latest progress and
 * state, `queued` until the job says anything, and null without a job. `onChange` sees each message, and
 * `onFinished` runs once the job ends (done, failed or cancelled): what it changed is read again there.
 */
export function useJobProgress(
  kind: JobKind | undefined,
  jobId: string | null | undefined,
  on: { onChange?: (latest: JobProgress) => void; onFinished?: (latest: JobProgress) => void } = {},
): JobProgress | null {
  const [latest, setLatest] = useState<(JobProgress & { jobId: string }) | null>(null);
  const handlers = useRef(on);
  useEffect(() => {
    handlers.current = on;
  });
  useEffect(() => {
    if (!kind || !jobId) return;
    return realtime.subscribe((message) => {
      if (message.type !== 'job_progress' || message.kind !== kind || message.job_id !== jobId) return;
      const { progress, state } = message;
      setLatest({ jobId, progress, state });
      handlers.current.onChange?.({ progress, state });
      if (isJobFinished(state)) handlers.current.onFinished?.({ progress, state });
    });
  }, [kind, jobId]);
  if (!kind || !jobId) return null;
  return latest?.jobId === jobId ? latest : { progress: 0, state: 'queued' };
}
