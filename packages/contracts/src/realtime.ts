import { z } from 'zod';
import { rawRuleSchema } from './access.ts';
import { userSchema } from './auth.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Messages the server sends over /ws/user/{id}/. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heartbeat'), at: z.number() }),
  z.object({
    type: z.literal('profile_update'),
    profile: userSchema.extend({ userAbilityRules: z.array(rawRuleSchema).optional() }),
  }),
  z.object({ type: z.literal('user_deactivated'), user_id: z.number().int() }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({
    type: z.literal('job_progress'),
    job_id: z.string(),
    kind: z.string(),
    progress: z.number(),
    state: z.string(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Workana notification messages are re-broadcast by the client as a `websocket-message` browser event. */
export const WORKANA_MESSAGE_TYPES = [
  'workana_notification_new',
  'workana_notification_read',
  'workana_notification_bulk_read',
  'workana_notification_stats',
] as const;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heartbeat_response') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
