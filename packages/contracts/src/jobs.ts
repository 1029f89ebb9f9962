import { z } from 'zod';
import './zod-config.ts';

/**
 * The states of every background job, whatever its area: a run, a cycle's close, a report. A job is queued,
 * then running, and ends done, failed (with its reason) or cancelled.
 */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const jobStateSchema = z.enum(JOB_STATES);

/** The states a job ends in: nothing follows them. */
export const FINISHED_JOB_STATES = jobStateSchema.exclude(['queued', 'running']).options;
export const isJobFinished = (state: JobState) =>
  (FINISHED_JOB_STATES as readonly JobState[]).includes(state);

/** What a job does, as its realtime progress messages name it. */
export const JOB_KINDS = [
  'trading.backtest',
  'trading.optimization',
  'trading.walk_forward',
  'trading.monte_carlo',
  'energy.close-cycle',
  'energy.expire-credits',
  'energy.report',
  'energy.pull-generation',
  'workana.poll',
  'workana.digest',
  'development.test-run',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const jobKindSchema = z.enum(JOB_KINDS);

/** The energy jobs whose end moves the figures: a cycle's close (or recompute) and the expiry of credits. */
export const CYCLE_CLOSE_JOB_KIND = 'energy.close-cycle' satisfies JobKind;
export const CREDIT_EXPIRY_JOB_KIND = 'energy.expire-credits' satisfies JobKind;

/** A Workana source's poll, and a user's digest of matches. */
export const WORKANA_POLL_JOB_KIND = 'workana.poll' satisfies JobKind;
export const WORKANA_DIGEST_JOB_KIND = 'workana.digest' satisfies JobKind;
