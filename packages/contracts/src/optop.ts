import { z } from 'zod';
import './zod-config.ts';
import { listQuerySchema } from './api.ts';
import { calendarDate, idSchema, int32, queryInt, safeString } from './schema-helpers.ts';

/** The wire formats the agent speaks: any OpenAI-compatible chat completions endpoint, or Anthropic's messages. */
export const OPTOP_PROVIDERS = ['openai', 'anthropic'] as const;
export type OptopProvider = (typeof OPTOP_PROVIDERS)[number];

/** What the agent runs on, as anyone who may use it sees it: the key itself never leaves the server. */
export const optopSettingsSchema = z.object({
  /** Null: no provider configured; the agent answers with its offline intent router. */
  provider: z.enum(OPTOP_PROVIDERS).nullable(),
  base_url: safeString(),
  model: safeString(),
  key_set: z.boolean(),
  /** Whether e-mail addresses reach the provider whole; CPF/CNPJ and phone numbers are always masked. */
  share_email: z.boolean(),
  /** Where the configuration comes from: the administrator's settings win over the environment. */
  source: z.enum(['admin', 'env', 'none']),
});
export type OptopSettings = z.infer<typeof optopSettingsSchema>;

const httpUrl = safeString()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value), { message: 'invalid_url' });

/** An administrator's configuration; `provider: null` returns to the environment's. An absent key keeps the stored one. */
export const optopSettingsInputSchema = z.object({
  provider: z.enum(OPTOP_PROVIDERS).nullable(),
  base_url: httpUrl.or(z.literal('')).default(''),
  model: safeString().max(200).default(''),
  api_key: safeString().max(500).nullable().optional(),
  /** Absent: the stored choice is kept. */
  share_email: z.boolean().optional(),
});
export type OptopSettingsInput = z.input<typeof optopSettingsInputSchema>;

export const optopModelListSchema = z.object({ results: z.array(z.object({ id: safeString() })) });
export type OptopModelList = z.infer<typeof optopModelListSchema>;

export const OPTOP_TOOL_STATES = ['pending', 'approved', 'rejected', 'done', 'refused', 'failed'] as const;
export type OptopToolState = (typeof OPTOP_TOOL_STATES)[number];

/** A tool the model (or the offline router) called, with what it returned. */
export const optopToolCallSchema = z.object({
  id: safeString(),
  name: safeString(),
  arguments: z.record(z.string(), z.unknown()),
  state: z.enum(OPTOP_TOOL_STATES),
  /** Whether running it changes data: such calls wait for the person's approval. */
  changes_data: z.boolean(),
  result: z.unknown().optional(),
  /** The result as the reader reads it (Markdown: a sentence and, for lists, a table), in their language. */
  summary: z.string().optional(),
});
export type OptopToolCall = z.infer<typeof optopToolCallSchema>;

export const optopUsageSchema = z.object({
  input_tokens: int32(),
  output_tokens: int32(),
  /** In US dollars when the model's price is known (OPTOP_PRICES), else null. */
  cost_usd: z.number().nullable(),
});
export type OptopUsage = z.infer<typeof optopUsageSchema>;

export const optopMessageSchema = z.object({
  id: int32(),
  /** The turn this one follows (null for a conversation's first question). */
  parent_id: int32().nullable(),
  /** This turn and the others that follow the same parent (its edits), oldest first: the branches. */
  siblings: z.array(int32()),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  tool_calls: z.array(optopToolCallSchema),
  usage: optopUsageSchema.nullable(),
  model: safeString().nullable(),
  /** An error code when the answer stopped early (what was streamed before it is kept). */
  error: safeString().nullable(),
  created_at: safeString(),
});
export type OptopMessage = z.infer<typeof optopMessageSchema>;

export const optopConversationSchema = z.object({
  id: int32(),
  title: safeString(),
  created_at: safeString(),
  updated_at: safeString(),
});
export type OptopConversation = z.infer<typeof optopConversationSchema>;

export const optopConversationQuerySchema = listQuerySchema;
export const optopConversationPatchSchema = z.object({ title: safeString().trim().min(1).max(120) });
export type OptopConversationPatch = z.infer<typeof optopConversationPatchSchema>;

/** Older messages first come last: `before` pages backwards from a message id. */
export const optopMessageQuerySchema = z.object({
  before: queryInt(int32().min(1)).optional(),
  limit: queryInt(int32().min(1).max(100)).default(30),
});
export const optopMessagePageSchema = z.object({
  results: z.array(optopMessageSchema),
  has_more: z.boolean(),
});
export type OptopMessagePage = z.infer<typeof optopMessagePageSchema>;

export const optopAskSchema = z.object({
  conversation_id: idSchema.optional(),
  content: safeString().trim().min(1).max(8000),
  model: safeString().max(200).optional(),
});
export type OptopAsk = z.infer<typeof optopAskSchema>;

/** A past question asked again in other words: a new branch beside it. */
export const optopEditSchema = z.object({
  content: safeString().trim().min(1).max(8000),
  model: safeString().max(200).optional(),
});
export type OptopEdit = z.infer<typeof optopEditSchema>;
export const optopMessageParams = z.object({ id: idSchema, message_id: idSchema });

/** The administrators' view of the agent's use: tokens and cost per day, person and model. */
export const optopUsageQuerySchema = z.object({
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  user: queryInt(int32().min(1)).optional(),
  model: safeString().max(200).optional(),
});
export type OptopUsageQuery = z.infer<typeof optopUsageQuerySchema>;
const usageFigures = {
  answers: int32(),
  input_tokens: z.number(),
  output_tokens: z.number(),
  /** Null when no answer in the group had a known price. */
  cost_usd: z.number().nullable(),
};
export const optopUsageReportSchema = z.object({
  rows: z.array(
    z.object({
      day: safeString(),
      user_id: int32(),
      user_name: safeString(),
      model: safeString(),
      ...usageFigures,
    }),
  ),
  totals: z.object(usageFigures),
  /** Everyone and every model with answers in the period, for the filters. */
  users: z.array(z.object({ id: int32(), name: safeString() })),
  models: z.array(safeString()),
});
export type OptopUsageReport = z.infer<typeof optopUsageReportSchema>;

export const optopRegenerateSchema = z.object({ model: safeString().max(200).optional() });
export const optopDecisionSchema = z.object({ approve: z.boolean() });
export const optopToolCallParams = z.object({ id: idSchema, call_id: safeString().min(1).max(200) });

/** The events of an answer's text/event-stream, in order: `conversation`, `message`, then the rest. */
export type OptopStreamEvent =
  | { type: 'conversation'; conversation: OptopConversation }
  | { type: 'message'; message: OptopMessage }
  | { type: 'delta'; text: string }
  | { type: 'tool_call'; call: OptopToolCall }
  | { type: 'usage'; usage: OptopUsage }
  | { type: 'error'; code: string; detail: string }
  | { type: 'done'; message: OptopMessage };
