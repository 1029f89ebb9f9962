import { eq, inArray } from 'drizzle-orm';
import type { AppAbility, Locale } from '@alvorada/contracts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { readableFields } from '../../platform/access/field-rules.ts';
import type { ExportColumn } from '../../platform/http/list-export.ts';
import { allocationVersions, customers, plants, units } from './schema.ts';
import { maskDocument } from './document-mask.ts';
import { label, type LabelKey } from './report-labels.ts';

type AllocationRow = typeof allocationVersions.$inferSelect;

/** One beneficiary line of the distributor's rateio request form (§1.5, §5.5 item 5). */
export interface DistributorFormRow extends Record<string, unknown> {
  plant: string;
  generating_unit: string;
  effective_cycle: string;
  /** The holder's name, a field of Prosumidor: left out for a reader whose field rules hide it. */
  name?: string;
  cpf_cnpj: string;
  installation_number: string;
  /** The distributor's conta contrato, when the UC has one. */
  account_number: string;
  percent: number | null;
  priority: number | null;
}

/** UCs with their holder's name, and any other columns of the two asked for, to be narrowed by a `where`. */
export const unitsWithHolders = <Extra extends SelectedFields = Record<never, never>>(
  db: Db,
  extra: Extra = {} as Extra,
) =>
  db
    .select({
      id: units.id,
      installation_number: units.installationNumber,
      customer_name: customers.name,
      ...extra,
    })
    .from(units)
    .innerJoin(customers, eq(customers.id, units.customerId));

/** The version's UCs with their holders; the document in full only for a reader with the `cpf_cnpj` field rule. */
export async function distributorFormRows(db: Db, version: AllocationRow, ability: AppAbility) {
  const [plant] = await db
    .select({ name: plants.name, generating: plants.generatingUnitId })
    .from(plants)
    .where(eq(plants.id, version.plantId));
  const ids = [...version.items.map((item) => item.unit_id), plant?.generating ?? 0];
  const named = await unitsWithHolders(db, {
    doc: customers.document,
    account: units.accountNumber,
  }).where(inArray(units.id, ids));
  const unitOf = new Map(named.map((u) => [u.id, u]));
  const rows: DistributorFormRow[] = version.items.map((item) => ({
    plant: plant?.name ?? '',
    generating_unit: unitOf.get(plant?.generating ?? 0)?.installation_number ?? '',
    effective_cycle: version.effectiveCycle,
    name: unitOf.get(item.unit_id)?.customer_name ?? '',
    cpf_cnpj: unitOf.get(item.unit_id)?.doc ?? '',
    installation_number: unitOf.get(item.unit_id)?.installation_number ?? '',
    account_number: unitOf.get(item.unit_id)?.account ?? '',
    percent: item.percent_ppm === undefined ? null : item.percent_ppm / 10_000,
    priority: item.priority ?? null,
  }));
  return readableFields(ability, 'Prosumidor', rows, { cpf_cnpj: (doc) => maskDocument(String(doc)) });
}

/** The form's columns in the reader's language: a share in percent, or the order of priority. */
export function distributorFormColumns(locale: Locale, kind: string): ExportColumn<DistributorFormRow>[] {
  const header = (key: LabelKey) => label(locale, key);
  return [
    { header: header('plant'), value: (r) => r.plant, width: 28 },
    { header: header('generatingUnit'), value: (r) => r.generating_unit },
    { header: header('effectiveCycle'), value: (r) => r.effective_cycle },
    { header: header('holder'), value: (r) => r.name, width: 32 },
    { header: header('document'), value: (r) => r.cpf_cnpj },
    { header: header('formAccount'), value: (r) => r.account_number || r.installation_number },
    kind === 'PRIORIDADE'
      ? { header: header('formPriority'), kind: 'number', value: (r) => r.priority }
      : { header: header('formPercent'), kind: 'number', value: (r) => r.percent },
  ];
}
