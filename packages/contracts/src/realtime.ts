import { z } from 'zod';
import './zod-config.ts';
import { int32, safeString } from './schema-helpers.ts';
import { rawRuleSchema } from './access-rule.ts';
import { userSchema } from './auth.ts';
import { sessionUpdateSchema } from './paper-trading.ts';
import { workanaRealtimeSchemas } from './workana.ts';
import { logLineSchema } from './development.ts';
import { jobKindSchema, jobStateSchema } from './jobs.ts';

export const notificationSchema = z.object({
  id: int32(),
  kind: safeString(),
  title: safeString(),
  body: safeString(),
  link: safeString().nullable(),
  read_at: safeString().nullable(),
  created_at: safeString(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Messages the server sends over /ws/user/{id}/. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heartbeat'), at: z.number() }),
  z.object({
    type: z.literal('profile_update'),
    profile: userSchema.extend({ userAbilityRules: z.array(rawRuleSchema).optional() }),
  }),
  z.object({ type: z.literal('user_deactivated'), user_id: int32() }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({
    type: z.literal('job_progress'),
    job_id: safeString(),
    kind: jobKindSchema,
    progress: z.number(),
    state: jobStateSchema,
  }),
  sessionUpdateSchema,
  /** A paper session deleted (from any tab): the owner's pages let it go. */
  z.object({ type: z.literal('paper_session_deleted'), session_id: int32() }),
  ...workanaRealtimeSchemas,
  /**
   * Messages may have been lost on their way to this socket (its instance was cut off from the others for a
   * while): the client reads again what the socket keeps current, as it does when the socket comes back.
   */
  z.object({ type: z.literal('resync') }),
  /** Log lines of one instance, sent while the reader tails the logs. */
  z.object({ type: z.literal('log_lines'), instance: safeString(), lines: z.array(logLineSchema) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Workana notification messages are re-broadcast by the client as a `websocket-message` browser event. */
export const WORKANA_MESSAGE_TYPES = [
  'workana_notification_new',
  'workana_notification_read',
  'workana_notification_bulk_read',
  'workana_notification_stats',
] as const satisfies readonly ServerMessage['type'][];
export type WorkanaMessage = Extract<ServerMessage, { type: (typeof WORKANA_MESSAGE_TYPES)[number] }>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heartbeat_response') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
