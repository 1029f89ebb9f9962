import { eq, like, or, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canUnconditioned } from '../../platform/access/rule-conditions-sql.ts';
import { mayReadField } from '../../platform/access/field-rules.ts';
import { listOrder, listWhere } from '../../platform/db/list.ts';
import type { SearchRegistry } from '../../platform/search/search-registry.ts';
import { customers, plants, units } from './schema.ts';
import { customersToApi, maskDocument } from './document-mask.ts';

/** The lists' own search (case and accents ignored) and pt-BR order, limited to the first few matches. */
function matching(actor: Actor, q: string, search: SQLWrapper[], orderBy: SQLWrapper, key: SQLWrapper) {
  const spec = { search, key, ordering: { label: orderBy }, defaultOrdering: 'label' };
  return { where: listWhere(spec, { search: q }, actor), orderBy: listOrder(spec, undefined) };
}

const place = (city: string, uf: string) => (city ? `${city} – ${uf}` : uf);

/**
 * The fewest digits a query needs to be looked for in CPF/CNPJs: five digits occur in about 7 of 100,000
 * random 11-digit documents, so even a base of 100,000 customers answers a handful, which the group's five
 * hits can show; fewer digits (a year, a UC's prefix) would match customers by the thousand.
 */
export const DOCUMENT_SEARCH_DIGITS = 5;

/**
 * The digits of a query written as a CPF/CNPJ or part of one, with or without its dots, slash and dash
 * (`529.982.247-25`, `11222333000181`, `982.247`); '' for any other query or too few digits.
 */
export function documentDigits(q: string) {
  if (!/^[\d.\-/\s]+$/.test(q)) return '';
  const digits = q.replace(/\D/g, '');
  return digits.length >= DOCUMENT_SEARCH_DIGITS ? digits : '';
}

/**
 * The global search's energy kinds. Each needs what its list needs, unconditioned (read Geracao for plants,
 * read Prosumidor for customers and UCs). A customer is found by name or by CPF/CNPJ (typed with or without
 * punctuation, or a run of its digits) and shows its document masked as the Prosumidores overview shows it;
 * the document is searched only for a role that may read it in full, and a holder's name a role may not read
 * is neither searched nor shown.
 */
export function registerEnergySearch(search: SearchRegistry, db: Executor) {
  const reads = (actor: Actor, subject: 'Geracao' | 'Prosumidor') =>
    canUnconditioned(actor.ability, 'read', subject);
  const readsName = (actor: Actor) => mayReadField(actor.ability, 'Prosumidor', 'name');
  const readsDocument = (actor: Actor) => mayReadField(actor.ability, 'Prosumidor', 'cpf_cnpj');

  search.register({
    kind: 'plants',
    subject: 'Geracao',
    async search(actor, q, limit) {
      if (!reads(actor, 'Geracao')) return [];
      const { where, orderBy } = matching(actor, q, [plants.name, plants.city], plants.name, plants.id);
      const rows = await db
        .select({ id: plants.id, name: plants.name, city: plants.city, uf: plants.uf })
        .from(plants)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit);
      return rows.map((row) => ({ id: row.id, title: row.name, subtitle: place(row.city, row.uf) }));
    },
  });

  search.register({
    kind: 'customers',
    subject: 'Prosumidor',
    async search(actor, q, limit) {
      if (!reads(actor, 'Prosumidor') || !readsName(actor)) return [];
      const { where, orderBy } = matching(actor, q, [customers.name], customers.name, customers.id);
      const digits = readsDocument(actor) ? documentDigits(q) : '';
      const rows = await db
        .select()
        .from(customers)
        .where(digits ? or(where, like(customers.document, `%${digits}%`)) : where)
        .orderBy(...orderBy)
        .limit(limit);
      // A name hidden from the reader on this record (a field rule with conditions) leaves the hit out.
      return customersToApi(rows, actor.ability).flatMap((item, i) =>
        item.name === undefined
          ? []
          : [{ id: item.id, title: item.name, subtitle: maskDocument(rows[i]!.document) }],
      );
    },
  });

  search.register({
    kind: 'units',
    subject: 'Prosumidor',
    async search(actor, q, limit) {
      if (!reads(actor, 'Prosumidor')) return [];
      const named = readsName(actor);
      const columns = named ? [units.installationNumber, customers.name] : [units.installationNumber];
      const { where, orderBy } = matching(actor, q, columns, units.installationNumber, units.id);
      const rows = await db
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
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        title: row.installation_number,
        subtitle: named ? `${row.customer_name} · ${place(row.city, row.uf)}` : place(row.city, row.uf),
      }));
    },
  });
}
