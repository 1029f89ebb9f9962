import type { billSchema, Unit } from '@alvorada/contracts';
import type { z } from 'zod';
import type { bills, units } from './schema.ts';

export const unitToApi = (row: typeof units.$inferSelect): Unit => ({
  id: row.id,
  version: row.version,
  distributor_id: row.distributorId,
  customer_id: row.customerId,
  installation_number: row.installationNumber,
  account_number: row.accountNumber,
  supply_group: row.supplyGroup,
  subgroup: row.subgroup,
  unit_class: row.unitClass,
  connection: row.connection,
  city: row.city,
  uf: row.uf,
  cep: row.cep,
  contract_id: row.contractId,
  active: row.active,
});

export const billToApi = (row: typeof bills.$inferSelect): z.output<typeof billSchema> => ({
  id: row.id,
  unit_id: row.unitId,
  cycle: row.cycle,
  consumption_kwh: row.consumptionKwh,
  injected_kwh: row.injectedKwh,
  compensated_kwh: row.compensatedKwh,
  credit_balance_kwh: row.creditBalanceKwh,
  cip_centavos: row.cipCentavos,
  total_centavos: row.totalCentavos,
  due_date: row.dueDate,
  reading_start: row.readingStart,
  reading_end: row.readingEnd,
  check_status: row.checkStatus,
});
