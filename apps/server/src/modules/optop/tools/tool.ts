import { z } from 'zod';
import type { Actor } from '../../../platform/access/actor.ts';
import type { Action, Subject } from '@alvorada/contracts';
import type { ToolSpec } from '../providers/provider.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { isMessageCode, type MessageCode } from '../../../platform/http/messages.ts';

/**
 * A function the agent may call: typed arguments (their JSON schema goes to the provider), the permission a
 * person needs to reach the same data through the pages, and whether it changes data (then it waits for the
 * person's approval, enforced by the server, whatever the model says).
 */
export interface OptopTool<Args extends z.ZodObject = z.ZodObject> {
  name: string;
  description: string;
  args: Args;
  needs: { action: Action; subject: Subject };
  changesData?: boolean;
  run(actor: Actor, args: z.infer<Args>): Promise<unknown>;
}

export const defineTool = <Args extends z.ZodObject>(tool: OptopTool<Args>) => tool as unknown as OptopTool;

export const toolSpec = (tool: OptopTool): ToolSpec => {
  const { $schema: _, ...parameters } = z.toJSONSchema(tool.args, { io: 'input' }) as Record<string, unknown>;
  return { name: tool.name, description: tool.description, parameters };
};

/**
 * A data-changing tool's request, checked by the zod schema of the HTTP route that makes the same change, so
 * that the service receives exactly what a person's request would give it (defaults filled in).
 */
export function routeBody<Schema extends z.ZodType>(schema: Schema, body: z.input<Schema>): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, MessageCode[]> = {};
  for (const issue of parsed.error.issues)
    (fields[issue.path.join('.') || 'non_field_errors'] ??= []).push(
      isMessageCode(issue.message) ? issue.message : 'validation',
    );
  throw new AppError(400, 'validation', { fields });
}

/** The named fields of a row, in that order: what a tool's answer keeps of each. */
export const pick = <Row, Key extends keyof Row>(row: Row, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;

/** Lower case without accents: "Pampúlha" finds "Pampulha". */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The API-style URL the list services use for their page links; the agent never follows them. */
export const LIST_URL = '/api/optop/tools/';
