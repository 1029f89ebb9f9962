import { eq, type SQLWrapper } from 'drizzle-orm';
import { ENERGY_SEARCH_LIMIT, type EnergySearch } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canUnconditioned } from '../../platform/access/rule-conditions-sql.ts';
import { listOrder, listWhere } from '../../platform/db/list.ts';
import { customers, plants, units } from './schema.ts';
import { customersToApi } from './document-mask.ts';

/** The lists' own search (case and accents ignored) and pt-BR order, limited to the first few matches. */
function matching(actor: Actor, q: string, search: SQLWrapper[], orderBy: SQLWrapper, key: SQLWrapper) {
  const spec = { search, key, ordering: { label: orderBy }, defaultOrdering: 'label' };
  return { where: listWhere(spec, { search: q }, actor), orderBy: listOrder(spec, undefined) };
}

/**
 * The navbar's search over the energy area. Each kind needs what its list needs (read Geracao for plants,
 * read Prosumidor for customers and UCs); a kind the reader may not read is empty, never an error.
 */
export function createEnergySearch(db: Executor) {
  async function findPlants(actor: Actor, q: string) {
    const { where, orderBy } = matching(actor, q, [plants.name, plants.city], plants.name, plants.id);
    return db
      .select({
        id: plants.id,
        name: plants.name,
        city: plants.city,
        uf: plants.uf,
        dc_power_kwp: plants.dcPowerKwp,
      })
      .from(plants)
      .where(where)
      .orderBy(...orderBy)
      .limit(ENERGY_SEARCH_LIMIT);
  }

  async function findCustomers(actor: Actor, q: string) {
    const { where, orderBy } = matching(actor, q, [customers.name], customers.name, customers.id);
    const rows = await db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...orderBy)
      .limit(ENERGY_SEARCH_LIMIT);
    return customersToApi(rows, actor.ability).map((item, i) => ({
      id: rows[i]!.id,
      name: rows[i]!.name,
      cpf_cnpj: String(item.cpf_cnpj),
      document_full: item.document_full,
    }));
  }

  async function findUnits(actor: Actor, q: string) {
    const { where, orderBy } = matching(
      actor,
      q,
      [units.installationNumber, customers.name],
      units.installationNumber,
      units.id,
    );
    return db
      .select({
        id: units.id,
        installation_number: units.installationNumber,
        city: units.city,
        uf: units.uf,
        customer_name: customers.name,
      })
      .from(units)
      .innerJoin(customers, eq(customers.id, units.customerId))
      .where(where)
      .orderBy(...orderBy)
      .limit(ENERGY_SEARCH_LIMIT);
  }

  return {
    async search(actor: Actor, q: string): Promise<EnergySearch> {
      const reads = (subject: 'Geracao' | 'Prosumidor') => canUnconditioned(actor.ability, 'read', subject);
      return {
        plants: reads('Geracao') ? await findPlants(actor, q) : [],
        customers: reads('Prosumidor') ? await findCustomers(actor, q) : [],
        units: reads('Prosumidor') ? await findUnits(actor, q) : [],
      };
    },
  };
}
