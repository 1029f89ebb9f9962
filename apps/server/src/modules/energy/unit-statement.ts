import { asc, eq, sql } from 'drizzle-orm';
import { AVAILABILITY_KWH, type ConnectionType } from '@alvorada/energy';
import type { UnitCycle, UnitLot, UnitStatement } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  allocationVersions,
  bills,
  customers,
  cycleResults,
  distributors,
  lots,
  movements,
  plants,
  units,
} from './schema.ts';

/** CD_kWh of §1.6: Grupo A has none; a Grupo B UC without a known connection shows none either. */
const minimumKwh = (group: string, connection: ConnectionType | null) =>
  group === 'B' && connection ? AVAILABILITY_KWH[connection] : 0;

/**
 * One UC as its customer would ask about it: each cycle's distributor bill beside the §3.2 compensation
 * (credits used per lot, the balance left), and, for a reader of Credito, its lots by vintage with their
 * ledgers. One call instead of the bills, results, lots and movements lists joined in the browser.
 */
export function createUnitStatement(db: Db) {
  return async (actor: Actor, id: number): Promise<UnitStatement> => {
    const [unit] = await db
      .select({
        unit: units,
        distributor: distributors.acronym,
        customerName: customers.name,
      })
      .from(units)
      .innerJoin(distributors, eq(distributors.id, units.distributorId))
      .innerJoin(customers, eq(customers.id, units.customerId))
      .where(eq(units.id, id));
    if (!unit) throw notFound();
    const u = unit.unit;
    const [feeding, billRows, resultRows, lotRows, movementRows, plantRows] = await Promise.all([
      db
        .select({ plantId: allocationVersions.plantId, items: allocationVersions.items })
        .from(allocationVersions)
        .where(
          sql`${allocationVersions.status} = 'VIGENTE' and ${allocationVersions.items} @> ${JSON.stringify([{ unit_id: id }])}::jsonb`,
        ),
      db.select().from(bills).where(eq(bills.unitId, id)),
      db.select().from(cycleResults).where(eq(cycleResults.unitId, id)),
      db.select().from(lots).where(eq(lots.unitId, id)).orderBy(asc(lots.originCycle), asc(lots.id)),
      db.select().from(movements).where(eq(movements.unitId, id)).orderBy(asc(movements.id)),
      db.select({ id: plants.id, name: plants.name }).from(plants),
    ]);
    const plantName = new Map(plantRows.map((p) => [p.id, p.name]));
    const lotById = new Map(lotRows.map((lot) => [lot.id, lot]));
    const billOf = new Map(billRows.map((b) => [b.cycle, b]));
    const resultOf = new Map(resultRows.map((r) => [r.cycle, r]));
    const minimum = minimumKwh(u.supplyGroup, u.connection);

    // The balance after each cycle: the ledger summed up to it.
    const netByCycle = new Map<string, number>();
    for (const m of movementRows) netByCycle.set(m.cycle, (netByCycle.get(m.cycle) ?? 0) + m.kwh);
    const cycles = [...new Set([...billOf.keys(), ...resultOf.keys()])].sort();
    const ledgerCycles = [...netByCycle.keys()].sort();
    const balanceAfter = (cycle: string) =>
      ledgerCycles.filter((c) => c <= cycle).reduce((s, c) => s + netByCycle.get(c)!, 0);

    const rows: UnitCycle[] = cycles.map((cycle) => {
      const bill = billOf.get(cycle);
      const result = resultOf.get(cycle);
      const usage = result?.usage ?? [];
      const fromLots = usage.filter((s) => s.source === 'LOTE');
      return {
        cycle,
        bill: bill
          ? {
              id: bill.id,
              consumption_kwh: bill.consumptionKwh,
              injected_kwh: bill.injectedKwh,
              compensated_kwh: bill.compensatedKwh,
              credit_balance_kwh: bill.creditBalanceKwh,
              total_centavos: bill.totalCentavos,
              cip_centavos: bill.cipCentavos,
              due_date: bill.dueDate,
              reading_start: bill.readingStart,
              reading_end: bill.readingEnd,
              check_status: bill.checkStatus,
            }
          : null,
        compensation: result
          ? {
              consumption_kwh: result.consumptionKwh,
              received_kwh: result.allocatedKwh,
              compensated_kwh: result.compensatedKwh,
              compensated_from_received_kwh: usage
                .filter((s) => s.source === 'ALOCACAO')
                .reduce((s, x) => s + x.kwh, 0),
              compensated_from_lots_kwh: fromLots.reduce((s, x) => s + x.kwh, 0),
              residual_kwh: result.residualKwh,
              banked_kwh: result.bankedKwh,
              expired_kwh: result.expiredKwh,
              minimum_kwh: minimum,
              minimum_rule: result.minimumRule,
              bill_centavos: result.billCentavos,
              bill_without_gd_centavos: result.billWithoutGdCentavos,
              lots_used: fromLots.map((s) => ({
                lot_id: s.lotId!,
                origin_cycle: lotById.get(s.lotId!)?.originCycle ?? '',
                plant_id: Number(s.plantId),
                regime: s.regime,
                kwh: s.kwh,
              })),
              balance_kwh: balanceAfter(cycle),
            }
          : null,
      };
    });

    const mayReadCredits = actor.ability.can('read', 'Credito');
    const ledgerOf = new Map<string, UnitLot['movements']>();
    for (const m of movementRows)
      ledgerOf.set(m.lotId, [
        ...(ledgerOf.get(m.lotId) ?? []),
        { id: m.id, cycle: m.cycle, type: m.type, kwh: m.kwh },
      ]);
    return {
      unit: {
        id: u.id,
        installation_number: u.installationNumber,
        supply_group: u.supplyGroup,
        subgroup: u.subgroup,
        unit_class: u.unitClass,
        connection: u.connection,
        city: u.city,
        uf: u.uf,
        active: u.active,
        distributor: unit.distributor,
        customer_id: u.customerId,
        customer_name: unit.customerName,
        contract_id: u.contractId,
        plants: feeding.map((f) => ({
          id: f.plantId,
          name: plantName.get(f.plantId) ?? '',
          percent_ppm: f.items.find((item) => item.unit_id === id)?.percent_ppm ?? null,
        })),
      },
      cycles: rows.reverse(),
      lots: mayReadCredits
        ? lotRows.map((lot) => ({
            id: lot.id,
            origin_cycle: lot.originCycle,
            plant_id: lot.plantId,
            plant_name: plantName.get(lot.plantId) ?? '',
            regime: lot.regime,
            initial_kwh: lot.initialKwh,
            balance_kwh: lot.balanceKwh,
            expires_at: lot.expiresAt,
            status: lot.status,
            movements: ledgerOf.get(lot.id) ?? [],
          }))
        : null,
    };
  };
}
