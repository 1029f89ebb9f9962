import type { JobKind, JobState } from '@alvorada/contracts';
import type { RealtimeHub } from '../realtime/hub.ts';

export interface JobProgress {
  job_id: string;
  kind: JobKind;
  state: JobState;
  progress: number;
}

/** Tells a job's owner, on their open pages, where the job stands. */
export const sendJobProgress = (hub: Pick<RealtimeHub, 'send'>, userId: number, progress: JobProgress) =>
  hub.send(userId, { type: 'job_progress', ...progress });
