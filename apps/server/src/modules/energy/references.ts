import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { contracts, invoices, lots, plants } from './schema.ts';

/*
 * References the database does not hold as foreign keys: a contract's plant (plants point at units, which
 * point at contracts) and the rows a cycle's close writes (invoices, credit lots). They are checked here, so
 * that no write names a record that does not exist and no delete leaves a row naming one that is gone.
 */

/** A contract's plant, when it names one, must exist (400 on its field otherwise). */
export async function assertContractPlant(tx: Executor, plantId: number | null | undefined) {
  if (plantId === null || plantId === undefined) return;
  const [plant] = await tx.select({ id: plants.id }).from(plants).where(eq(plants.id, plantId));
  if (!plant)
    throw new AppError(400, 'not_found_reference', { fields: { plant_id: ['not_found_reference'] } });
}

async function refuseWhileNamed(lookups: (() => Promise<unknown[]>)[]) {
  for (const lookup of lookups) if ((await lookup()).length) throw new AppError(409, 'in_use');
}

/** A plant that a contract or a credit lot names is not deleted (409). */
export const assertPlantUnused = (tx: Executor, id: number) =>
  refuseWhileNamed([
    () => tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.plantId, id)).limit(1),
    () => tx.select({ id: lots.id }).from(lots).where(eq(lots.plantId, id)).limit(1),
  ]);

/** A contract that an invoice bills is not deleted (409). */
export const assertContractUnused = (tx: Executor, id: number) =>
  refuseWhileNamed([
    () => tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.contractId, id)).limit(1),
  ]);
