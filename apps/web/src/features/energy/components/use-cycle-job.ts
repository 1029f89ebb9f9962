import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CYCLE_CLOSE_JOB_KIND, isJobFinished } from '@alvorada/contracts';
import { energyKeys } from '@/shared/api/query-keys.ts';
import { useJobProgress } from '@/shared/realtime/use-job-progress.ts';
import { useCycles } from '@/features/energy/api/cycle-api.ts';

/** A close closes one cycle; a recompute closes again the cycle and every closed one after it. */
export type CycleJobKind = 'close' | 'recompute';

interface Tracked {
  cycleId: number;
  jobId: string;
  kind: CycleJobKind;
  since: number;
}

/**
 * Follows the close or recompute the reader started: its progress over realtime and, read every second
 * while it runs, whether any cycle is still closing — so a job quicker than the socket still shows its end.
 * When it ends the cycles, invoices and every energy figure are read again.
 */
export function useCycleJob() {
  const [tracked, setTracked] = useState<Tracked | null>(null);
  const client = useQueryClient();
  const live = useJobProgress(CYCLE_CLOSE_JOB_KIND, tracked?.jobId, {
    onFinished: () => void client.invalidateQueries({ queryKey: energyKeys.all }),
  });
  const [polling, setPolling] = useState(false);
  const closing = useCycles({ state: 'closing', page_size: 5 }, polling, tracked !== null);
  const noneClosing = tracked !== null && closing.dataUpdatedAt > tracked.since && closing.data?.count === 0;
  const ended = (live !== null && isJobFinished(live.state)) || noneClosing;
  if (polling && ended) setPolling(false);
  // Seen ended without the socket (a job quicker than it), the cycles are read once more, done.
  useEffect(() => {
    if (noneClosing) void client.invalidateQueries({ queryKey: energyKeys.all });
  }, [noneClosing, client]);
  return {
    tracked,
    live,
    ended,
    /** Read the cycles every second while this is true. */
    polling,
    track(cycleId: number, jobId: string, kind: CycleJobKind) {
      setTracked({ cycleId, jobId, kind, since: Date.now() });
      setPolling(true);
    },
  };
}
export type CycleJob = ReturnType<typeof useCycleJob>;
