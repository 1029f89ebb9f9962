import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { ListQuery, Strategy, StrategyInput, StrategyPatch, StrategyVersion } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { Actor } from '../../platform/access/actor.ts';
import type { Executor } from '../../platform/db/client.ts';
import { joinSource, listPage, type ListSpec } from '../../platform/db/list.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { strategies, strategyVersions } from './schema.ts';
import { assertOwned, ownedWhere } from './ownership.ts';
import { assertValidDefinition } from './strategy-definition.ts';

type Row = { strategy: typeof strategies.$inferSelect; version: typeof strategyVersions.$inferSelect };

/** Strategies with their current version. */
const SOURCE = joinSource<Row>({
  from: strategies,
  select: { strategy: strategies, version: strategyVersions },
  join: {
    table: strategyVersions,
    on: and(eq(strategyVersions.strategyId, strategies.id), eq(strategyVersions.version, strategies.version)),
  },
});

const LIST: ListSpec = {
  ordering: {
    id: strategies.id,
    name: strategies.name,
    created_at: strategies.createdAt,
    updated_at: strategies.updatedAt,
  },
  defaultOrdering: '-updated_at',
  key: strategies.id,
  search: [strategies.name, strategies.description],
  access: { subject: 'Backtest', fields: { owner_id: strategies.ownerId } },
};

const toApi = ({ strategy, version }: Row): Strategy => ({
  id: strategy.id,
  owner_id: strategy.ownerId,
  name: strategy.name,
  description: strategy.description,
  version: version.version,
  version_id: version.id,
  definition: version.definition,
  created_at: strategy.createdAt.toISOString(),
  updated_at: strategy.updatedAt.toISOString(),
});

const versionToApi = (row: typeof strategyVersions.$inferSelect): StrategyVersion => ({
  id: row.id,
  version: row.version,
  definition: row.definition,
  created_at: row.createdAt.toISOString(),
});

/** Strategies per user, versioned: a changed definition is a new version, and old versions stay. */
export function createStrategyService(p: Pick<Platform, 'db'>) {
  const { db } = p;

  async function find(executor: Executor, id: number, where?: SQL) {
    const [row] = await SOURCE.rows(executor, and(eq(strategies.id, id), where), [], 1, 0);
    if (!row) throw notFound();
    return row;
  }

  /** The strategy `id` if `actor` may `action` it (else 404). */
  async function reachable(
    executor: Executor,
    actor: Actor,
    id: number,
    action: 'read' | 'update' | 'delete',
  ) {
    const row = await find(executor, id);
    assertOwned(actor, action, { owner_id: row.strategy.ownerId });
    return row;
  }

  return {
    list(actor: Actor, query: ListQuery, url: string) {
      return listPage(db, SOURCE, LIST, query, {
        ability: actor.ability,
        url,
        where: ownedWhere(actor, 'read', strategies.ownerId),
      }).then((page) => ({ ...page, results: page.results.map(toApi) }));
    },

    async get(actor: Actor, id: number) {
      return toApi(await reachable(db, actor, id, 'read'));
    },

    async create(actor: Actor, input: StrategyInput) {
      assertValidDefinition(input.definition);
      const ownerId = actor.userId!;
      assertOwned(actor, 'create', { owner_id: ownerId });
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(strategies)
          .values({ ownerId, name: input.name, description: input.description })
          .returning({ id: strategies.id });
        await tx
          .insert(strategyVersions)
          .values({ strategyId: row!.id, version: 1, definition: input.definition });
        return row!.id;
      });
      return toApi(await find(db, id));
    },

    async update(actor: Actor, id: number, patch: StrategyPatch) {
      if (patch.definition) assertValidDefinition(patch.definition);
      await db.transaction(async (tx) => {
        const { strategy, version } = await reachable(tx, actor, id, 'update');
        const changed = patch.definition && !isDeepStrictEqual(patch.definition, version.definition);
        const next = changed ? strategy.version + 1 : strategy.version;
        if (changed)
          await tx
            .insert(strategyVersions)
            .values({ strategyId: id, version: next, definition: patch.definition! });
        await tx
          .update(strategies)
          .set({
            name: patch.name ?? strategy.name,
            description: patch.description ?? strategy.description,
            version: next,
            updatedAt: new Date(),
          })
          .where(eq(strategies.id, id));
      });
      return toApi(await find(db, id));
    },

    async remove(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        await reachable(tx, actor, id, 'delete');
        await tx.delete(strategies).where(eq(strategies.id, id));
      });
    },

    async versions(actor: Actor, id: number) {
      await reachable(db, actor, id, 'read');
      const rows = await db
        .select()
        .from(strategyVersions)
        .where(eq(strategyVersions.strategyId, id))
        .orderBy(asc(strategyVersions.version));
      return rows.map(versionToApi);
    },

    /** A version to run, with its strategy, if `actor` may read it; else 400 naming the field. */
    async version(actor: Actor, versionId: number) {
      const [row] = await db
        .select({ strategy: strategies, version: strategyVersions })
        .from(strategyVersions)
        .innerJoin(strategies, eq(strategies.id, strategyVersions.strategyId))
        .where(eq(strategyVersions.id, versionId));
      const missing = new AppError(400, 'not_found_reference', {
        fields: { strategy_version_id: ['not_found_reference'] },
      });
      if (!row) throw missing;
      try {
        assertOwned(actor, 'read', { owner_id: row.strategy.ownerId });
      } catch {
        throw missing;
      }
      return row;
    },
  };
}

export type StrategyService = ReturnType<typeof createStrategyService>;
