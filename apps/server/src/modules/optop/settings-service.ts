import { eq } from 'drizzle-orm';
import type { OptopSettings, OptopSettingsInput } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit/audit.ts';
import { optopSettings } from './schema.ts';
import type { ProviderConfig } from './providers/provider.ts';
import { openaiProvider } from './providers/openai-provider.ts';
import { anthropicProvider } from './providers/anthropic-provider.ts';

const DEFAULT_BASE_URL = { openai: 'https://api.openai.com/v1', anthropic: 'https://api.anthropic.com' };

/** Where a provider's requests go: the address given, else the provider's own. */
const originOf = (provider: keyof typeof DEFAULT_BASE_URL, baseUrl: string) =>
  new URL(baseUrl || DEFAULT_BASE_URL[provider]).origin;

export interface ActiveProvider {
  settings: OptopSettings;
  config: ProviderConfig;
}

/**
 * Which provider the agent uses: the administrator's stored choice, else the environment's (OPTOP_*), else
 * none (the offline router answers). Only the server ever reads the key.
 */
export function createSettingsService(p: Pick<Platform, 'db' | 'config'>) {
  async function active(): Promise<ActiveProvider | null> {
    const [row] = await p.db.select().from(optopSettings).where(eq(optopSettings.id, 1));
    const env = p.config.optop;
    const chosen = row
      ? { source: 'admin' as const, ...row }
      : env.provider
        ? { source: 'env' as const, ...env, provider: env.provider }
        : null;
    if (!chosen) return null;
    const baseUrl = (chosen.baseUrl || DEFAULT_BASE_URL[chosen.provider]).replace(/\/+$/, '');
    return {
      settings: {
        provider: chosen.provider,
        base_url: baseUrl,
        model: chosen.model,
        key_set: chosen.apiKey !== '',
        share_email: chosen.source === 'admin' ? chosen.shareEmail : false,
        source: chosen.source,
      },
      config: { baseUrl, model: chosen.model, apiKey: chosen.apiKey, timeouts: env.timeouts },
    };
  }

  return {
    active,
    async get(): Promise<OptopSettings> {
      return (
        (await active())?.settings ?? {
          provider: null,
          base_url: '',
          model: '',
          key_set: false,
          share_email: false,
          source: 'none',
        }
      );
    },

    /**
     * Stores (or, with provider null, removes) the administrator's choice. The key is kept unless replaced,
     * and only while requests go to the same origin: a key is never sent to an address it was not given for.
     */
    async put(actor: Actor, input: OptopSettingsInput) {
      await p.db.transaction(async (tx) => {
        const [before] = await tx.select().from(optopSettings).where(eq(optopSettings.id, 1));
        if (input.provider === null) await tx.delete(optopSettings);
        else {
          const baseUrl = (input.base_url ?? '').replace(/\/+$/, '');
          const sameOrigin =
            before && originOf(before.provider, before.baseUrl) === originOf(input.provider, baseUrl);
          const values = {
            provider: input.provider,
            baseUrl,
            model: input.model ?? '',
            apiKey: input.api_key === undefined ? (sameOrigin ? before.apiKey : '') : (input.api_key ?? ''),
            shareEmail: input.share_email ?? before?.shareEmail ?? false,
            updatedAt: new Date(),
          };
          await tx
            .insert(optopSettings)
            .values({ id: 1, ...values })
            .onConflictDoUpdate({ target: optopSettings.id, set: values });
        }
        const shown = (row?: typeof before) =>
          row && {
            provider: row.provider,
            base_url: row.baseUrl,
            model: row.model,
            key_set: row.apiKey !== '',
            share_email: row.shareEmail,
          };
        const [after] = await tx.select().from(optopSettings).where(eq(optopSettings.id, 1));
        await audit(tx, actor, {
          action: 'update',
          subject: 'OPTOP',
          targetId: 'settings',
          before: shown(before) ?? null,
          after: shown(after) ?? null,
        });
      });
      return this.get();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

export const providerFor = (active: ActiveProvider) =>
  active.settings.provider === 'anthropic' ? anthropicProvider(active.config) : openaiProvider(active.config);
