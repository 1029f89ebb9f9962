import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { distributors, plants, units } from './schema.ts';

/*
 * An inactive distributor keeps the records it has (they still show it) but takes no new one: no new UC,
 * plant or tariff names it, and it is not deactivated while an active UC or plant still depends on it.
 */

/** A new UC, plant or tariff, or one made active again, names an active distributor (400 on its field). */
export async function assertDistributorOffered(tx: Executor, id: number) {
  const [distributor] = await tx
    .select({ status: distributors.status })
    .from(distributors)
    .where(eq(distributors.id, id));
  // A distributor that does not exist is the foreign key's to refuse.
  if (distributor?.status === 'INATIVA')
    throw new AppError(400, 'validation', { fields: { distributor_id: ['distributor_inactive'] } });
}

/** A distributor with active UCs or plants is not deactivated (409 naming how many of each). */
export async function assertDistributorUnused(tx: Executor, id: number) {
  const [activeUnits] = await tx
    .select({ n: count() })
    .from(units)
    .where(and(eq(units.distributorId, id), eq(units.active, true)));
  const [activePlants] = await tx
    .select({ n: count() })
    .from(plants)
    .where(and(eq(plants.distributorId, id), ne(plants.status, 'DESATIVADA')));
  const params = { units: activeUnits!.n, plants: activePlants!.n };
  if (params.units || params.plants) throw new AppError(409, 'distributor_in_use', { params });
}
