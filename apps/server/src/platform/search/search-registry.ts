import {
  SEARCH_KINDS,
  SEARCH_LIMIT,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
  type Subject,
} from '@alvorada/contracts';
import type { Actor } from '../access/actor.ts';

/**
 * One kind of record the global search finds, registered by the module that owns it. The provider calls its
 * own module's service with the actor, so the search shows exactly what that module's lists would show.
 */
export interface SearchProvider {
  kind: SearchKind;
  /** Asked only of a reader of this subject; the provider's service still applies record conditions. */
  subject: Subject;
  /** At most `limit` hits, matched ignoring case and accents. */
  search(actor: Actor, q: string, limit: number): Promise<SearchHit[]>;
}

/**
 * The global search's fan-out: modules register providers at start-up, and one query asks every provider
 * the actor may read, together, and keeps the groups that found something.
 */
export function createSearchRegistry() {
  const providers = new Map<SearchKind, SearchProvider>();
  return {
    register(provider: SearchProvider) {
      if (providers.has(provider.kind)) throw new Error(`search provider ${provider.kind} registered twice`);
      providers.set(provider.kind, provider);
    },
    async search(actor: Actor, q: string): Promise<SearchAnswer> {
      const asked = SEARCH_KINDS.flatMap((kind) => {
        const provider = providers.get(kind);
        return provider && actor.ability.can('read', provider.subject) ? [provider] : [];
      });
      const found = await Promise.all(
        asked.map(async (provider) => ({
          kind: provider.kind,
          results: await provider.search(actor, q, SEARCH_LIMIT),
        })),
      );
      return { groups: found.filter((group) => group.results.length > 0) };
    },
  };
}

export type SearchRegistry = ReturnType<typeof createSearchRegistry>;
