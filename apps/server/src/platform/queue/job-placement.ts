/** What a server process does (`ROLE`): web answers HTTP and sockets, worker runs jobs, both does both. */
export type ProcessRole = 'web' | 'worker' | 'both';

/**
 * Where each kind of queued job runs: on worker processes, on web instances, or on any process. Heavy or
 * slow work belongs on workers, so that it never holds up requests; every process may queue any job. A kind
 * not named here runs on workers.
 */
export const JOB_PLACEMENT: Record<string, Exclude<ProcessRole, 'both'> | 'any'> = {
  'mail.deliver': 'worker',
  'development.self-check-echo': 'any',
  'development.test-run': 'worker',
  'trading.run': 'worker',
  'energy.report': 'worker',
  'energy.close-cycle': 'worker',
  'energy.expire-credits': 'worker',
  'energy.recompute-cycles': 'worker',
  'energy.pull-generation': 'worker',
  'workana.poll': 'worker',
  'workana.digest': 'worker',
};

/** Whether a process of `role` consumes the queue of `name`. */
export function runsHere(role: ProcessRole, name: string) {
  const place = JOB_PLACEMENT[name] ?? 'worker';
  return role === 'both' || place === 'any' || place === role;
}
