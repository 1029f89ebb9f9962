import { WORKANA_DIGEST_JOB_KIND } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Tx } from '../../platform/db/client.ts';
import { defineBackgroundJob, queueBackgroundJob } from '../../platform/jobs/background-job.ts';
import type { Delivery } from './delivery.ts';

export const DIGEST_JOB = WORKANA_DIGEST_JOB_KIND;

/**
 * A user's digest, a background job (its subject the user's id): it delivers the matches waiting, done in the
 * transaction that marks them delivered, or with nothing to send when the digest went out meanwhile.
 */
export function defineDigestJob(
  p: Pick<Platform, 'db' | 'database' | 'queue' | 'log' | 'jobs'>,
  delivery: Delivery,
) {
  defineBackgroundJob(p, {
    name: DIGEST_JOB,
    async work(row, _job, finish) {
      let finished: boolean | undefined;
      const finishing = async (tx: Tx) => (finished = await finish(tx));
      await delivery.deliverUser(Number(row.subject), new Date(), finishing);
      return finished ?? (await p.db.transaction(finish));
    },
  });
}

/** Queues the user's digest, unless one of theirs is queued or running. */
export const queueDigest = (p: Pick<Platform, 'db' | 'queue'>, userId: number) =>
  queueBackgroundJob(p, DIGEST_JOB, String(userId), null);
