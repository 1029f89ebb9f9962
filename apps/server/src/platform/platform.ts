import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from './db/client.ts';
import type { EventBus } from './bus/index.ts';
import type { JobQueue } from './queue/index.ts';
import type { MailService } from './mail/mail.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { AuthState } from './access/auth-state.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { Throttle } from './throttle/throttle.ts';
import type { LogRing } from './logs.ts';
import type { Metrics } from './metrics.ts';
import type { RequestRecorder } from './http/request-recorder.ts';
import type { Redis } from 'ioredis';
import type { SearchRegistry } from './search/search-registry.ts';
import type { JobRecoveries } from './jobs/recovery.ts';

/** The cross-cutting services every module receives from the composition root. */
export interface Platform {
  config: Config;
  database: Database;
  db: Database['db'];
  bus: EventBus;
  queue: JobQueue;
  mail: MailService;
  hub: RealtimeHub;
  authState: AuthState;
  tokens: TokenSigner;
  throttle: Throttle;
  redis: Redis | null;
  log: Logger;
  logRing: LogRing;
  metrics: Metrics;
  /** The global search's providers, registered by the modules. */
  search: SearchRegistry;
  /** What each area does at start-up with the jobs a previous process left unfinished. */
  jobs: JobRecoveries;
  recorder: RequestRecorder;
}
