import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import {
  addMonths,
  allocateExcedente,
  effectiveAllocation,
  prepareCycle,
  taxedTariff,
  type AllocationVersion,
  type CycleContext,
  type DistributorRules,
  type GdRegime,
  type PricingContract,
  type SameCycleAllocation,
  type TaxFormula,
  type Taxes,
} from '@alvorada/energy';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  allocationVersions,
  bills,
  contracts,
  distributors,
  plants,
  readings,
  tariffs,
  units,
} from './schema.ts';
import { selectJson } from './bulk.ts';

export interface UnitInfo {
  id: number;
  distributorId: number;
  customerId: number;
  supplyGroup: 'A' | 'B';
  subgroup: string;
  connection: string | null;
  contractId: number | null;
}

export interface ContractTerms {
  id: number;
  customerId: number;
  pricing: PricingContract;
  dueDay: number;
  paymentMethod: (typeof contracts.$inferSelect)['paymentMethod'];
}

/** Everything that is the same for every UC of a cycle, loaded once before the chunks. */
export interface CycleInputs {
  cycle: string;
  units: Map<number, UnitInfo>;
  bills: Map<number, { consumptionKwh: number; cipCentavos: number }>;
  allocations: Map<number, SameCycleAllocation[]>;
  contracts: Map<number, ContractTerms>;
  rules: Map<number, DistributorRules>;
  context(unit: UnitInfo): CycleContext;
  /** The distributor's tax rates and gross-up formula, to tell the taxes a bill contains. */
  taxes(unit: UnitInfo): { rates: Taxes; formula: TaxFormula };
}

const firstDay = (cycle: string) => `${cycle}-01`;

/** Excedente of each plant: the generating UC's injection on its bill, else the inverter's month total. */
export async function plantExcedente(db: Executor, cycle: string) {
  const injected = await db
    .select({ plantId: plants.id, kwh: bills.injectedKwh })
    .from(plants)
    .innerJoin(bills, and(eq(bills.unitId, plants.generatingUnitId), eq(bills.cycle, cycle)));
  const generated = await db
    .select({
      plantId: readings.plantId,
      kwh: sql<number>`cast(round(sum(${readings.energyWh}) / 1000.0) as int)`,
    })
    .from(readings)
    .where(and(gte(readings.day, firstDay(cycle)), lt(readings.day, firstDay(addMonths(cycle, 1)))))
    .groupBy(readings.plantId);
  const result = new Map<number, number>(generated.map((row) => [row.plantId, Number(row.kwh)]));
  for (const row of injected) if (row.kwh > 0) result.set(row.plantId, row.kwh);
  return result;
}

export async function loadCycleInputs(db: Executor, cycle: string, flagMicros: number): Promise<CycleInputs> {
  const [unitRows, billRows, plantRows, versionRows, contractRows, distributorRows, tariffRows, excedente] =
    await Promise.all([
      selectJson(
        db,
        {
          id: units.id,
          distributorId: units.distributorId,
          customerId: units.customerId,
          supplyGroup: units.supplyGroup,
          subgroup: units.subgroup,
          connection: units.connection,
          contractId: units.contractId,
        },
        sql`from ${units}`,
      ),
      selectJson(
        db,
        { unitId: bills.unitId, consumptionKwh: bills.consumptionKwh, cipCentavos: bills.cipCentavos },
        sql`from ${bills} where ${bills.cycle} = ${cycle}`,
      ),
      db.select().from(plants),
      db.select().from(allocationVersions).where(lte(allocationVersions.effectiveCycle, cycle)),
      selectJson(
        db,
        {
          id: contracts.id,
          customerId: contracts.customerId,
          status: contracts.status,
          dueDay: contracts.dueDay,
          paymentMethod: contracts.paymentMethod,
          pricingMode: contracts.pricingMode,
          discountPpm: contracts.discountPpm,
          fixedFeeCentavos: contracts.fixedFeeCentavos,
          baseIncludesFlag: contracts.baseIncludesFlag,
        },
        sql`from ${contracts}`,
      ),
      db.select().from(distributors),
      db
        .select()
        .from(tariffs)
        .where(lte(tariffs.validFrom, firstDay(cycle))),
      plantExcedente(db, cycle),
    ]);

  const unitMap = new Map<number, UnitInfo>(unitRows.map((u) => [u.id, u]));
  const billMap = new Map(billRows.map((b) => [b.unitId, b]));

  const allocations = new Map<number, SameCycleAllocation[]>();
  const give = (unitId: number, plantId: number, regime: GdRegime, kwh: number) => {
    if (kwh <= 0) return;
    const list = allocations.get(unitId) ?? [];
    list.push({ plantId: String(plantId), regime, kwh });
    allocations.set(unitId, list);
  };
  for (const plant of plantRows) {
    const kwh = excedente.get(plant.id) ?? 0;
    const versions: AllocationVersion[] = versionRows
      .filter((v) => v.plantId === plant.id)
      .map((v) => ({
        plantId: String(v.plantId),
        version: v.version,
        kind: v.kind,
        effectiveCycle: v.effectiveCycle,
        status: v.status,
        items: v.items.map((item) => ({
          unitId: String(item.unit_id),
          percentPpm: item.percent_ppm,
          priority: item.priority,
        })),
      }));
    const version = effectiveAllocation(versions, cycle);
    const regime = plant.regime;
    if (!version) {
      give(plant.generatingUnitId, plant.id, regime, kwh);
      continue;
    }
    const demand = Object.fromEntries(
      version.items.map((item) => [item.unitId, billMap.get(Number(item.unitId))?.consumptionKwh ?? 0]),
    );
    const split = allocateExcedente(version, kwh, demand);
    for (const share of split.shares) give(Number(share.unitId), plant.id, regime, share.kwh);
    give(plant.generatingUnitId, plant.id, regime, split.generatorKwh);
  }

  const contractMap = new Map(
    contractRows
      .filter((c) => c.status === 'ATIVO' || c.status === 'ASSINADO')
      .map((c) => [
        c.id,
        {
          id: c.id,
          customerId: c.customerId,
          dueDay: c.dueDay,
          paymentMethod: c.paymentMethod,
          pricing: {
            mode: c.pricingMode,
            discountPpm: c.discountPpm,
            fixedFeeCentavos: c.fixedFeeCentavos,
            baseIncludesFlag: c.baseIncludesFlag,
          },
        },
      ]),
  );

  const rules = new Map<number, DistributorRules>();
  const taxes = new Map<number, Taxes>();
  const names = new Map<number, string>();
  for (const d of distributorRows) {
    rules.set(d.id, {
      taxFormula: d.taxFormula,
      gd1Minimum: d.gd1Minimum,
      gd2Minimum: d.gd2Minimum,
      creditValidityMonths: d.creditValidityMonths,
      expiryCounting: d.expiryCounting,
    });
    taxes.set(d.id, { icmsPpm: d.icmsPpm, pisPpm: d.pisPpm, cofinsPpm: d.cofinsPpm });
    names.set(d.id, d.acronym);
  }
  const contexts = new Map<string, CycleContext>();
  const context = (unit: UnitInfo) => {
    const key = `${unit.distributorId}:${unit.subgroup}`;
    let found = contexts.get(key);
    if (found) return found;
    const tariff = tariffRows
      .filter((t) => t.distributorId === unit.distributorId && t.subgroup === unit.subgroup)
      .sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1))[0];
    if (!tariff) {
      throw new AppError(409, 'missing_tariff', {
        params: { distributor: names.get(unit.distributorId) ?? '', subgroup: unit.subgroup, cycle },
      });
    }
    const distributorRules = rules.get(unit.distributorId)!;
    found = prepareCycle({
      cycle,
      tariff: taxedTariff(tariff, taxes.get(unit.distributorId)!, distributorRules.taxFormula),
      rules: distributorRules,
      flagMicros,
    });
    contexts.set(key, found);
    return found;
  };

  return {
    cycle,
    units: unitMap,
    bills: billMap,
    allocations,
    contracts: contractMap,
    rules,
    context,
    taxes: (unit) => ({
      rates: taxes.get(unit.distributorId)!,
      formula: rules.get(unit.distributorId)!.taxFormula,
    }),
  };
}
