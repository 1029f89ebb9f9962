import type { OptopToolCall } from '@alvorada/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Platform } from '../../platform/platform.ts';
import { AppError } from '../../platform/http/errors.ts';
import { translate } from '../../platform/http/messages.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { OptopTool } from './tools/tool.ts';
import { toolSpec } from './tools/tool.ts';
import { present } from './presenters/present.ts';

/**
 * Runs tool calls as the signed-in person: the tool's permission first (the one its pages need), then the
 * service, which checks the records itself. Refusals come back as results the model reads and the page shows.
 */
export function createToolRunner(p: Pick<Platform, 'db' | 'log'>, tools: OptopTool[]) {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const refusal = (actor: Actor, error: AppError) => ({
    code: error.code,
    detail: translate(error.code, actor.locale, error.params),
  });

  /** The tools this person may use, as the provider sees them. */
  const specsFor = (actor: Actor) =>
    tools.filter((t) => actor.ability.can(t.needs.action, t.needs.subject)).map(toolSpec);

  /** A new call as the model asked for it: data-changing tools wait for approval, unknown ones fail. */
  function open(id: string, name: string, args: Record<string, unknown>): OptopToolCall {
    const tool = byName.get(name);
    return {
      id,
      name,
      arguments: args,
      changes_data: tool?.changesData ?? false,
      state: tool?.changesData ? 'pending' : 'approved',
      ...(!tool && { state: 'failed', result: { code: 'optop_unknown_tool' } }),
    };
  }

  /** The call with what it came to, and that result put into words for the reader. */
  async function run(actor: Actor, call: OptopToolCall): Promise<OptopToolCall> {
    const ran = await execute(actor, call);
    return ran.result === undefined ? ran : { ...ran, summary: present(actor.locale, ran.name, ran.result) };
  }

  async function execute(actor: Actor, call: OptopToolCall): Promise<OptopToolCall> {
    const tool = byName.get(call.name);
    if (!tool || call.state !== 'approved') return call;
    if (!actor.ability.can(tool.needs.action, tool.needs.subject))
      return { ...call, state: 'refused', result: refusal(actor, new AppError(403, 'forbidden')) };
    const args = tool.args.safeParse(call.arguments);
    if (!args.success)
      return {
        ...call,
        state: 'failed',
        result: { code: 'validation', issues: args.error.issues.slice(0, 5) },
      };
    try {
      return { ...call, state: 'done', result: await tool.run(actor, args.data) };
    } catch (error) {
      if (!(error instanceof AppError)) {
        p.log.error({ err: error, tool: call.name }, 'agent tool failed');
        return { ...call, state: 'failed', result: refusal(actor, new AppError(500, 'internal')) };
      }
      const refused = error.status === 403 || error.status === 404;
      return { ...call, state: refused ? 'refused' : 'failed', result: refusal(actor, error) };
    }
  }

  /** The person's decision on a pending call, recorded in the audit log before the tool runs. */
  async function decide(actor: Actor, call: OptopToolCall, approve: boolean) {
    await audit(p.db, actor, {
      action: approve ? 'approve' : 'reject',
      subject: 'OPTOP',
      targetId: call.id,
      after: { tool: call.name, arguments: call.arguments },
    });
    if (!approve) {
      const result = { code: 'optop_rejected' };
      return {
        ...call,
        state: 'rejected' as const,
        result,
        summary: present(actor.locale, call.name, result),
      };
    }
    return run(actor, { ...call, state: 'approved' });
  }

  return { specsFor, open, run, decide };
}

export type ToolRunner = ReturnType<typeof createToolRunner>;
