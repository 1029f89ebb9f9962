import type { Distributor, tariffSchema } from '@alvorada/contracts';
import type { z } from 'zod';
import type { distributors, tariffs } from './schema.ts';

export const distributorToApi = (row: typeof distributors.$inferSelect): Distributor => ({
  id: row.id,
  version: row.version,
  acronym: row.acronym,
  name: row.name,
  cnpj: row.cnpj,
  ufs: row.ufs,
  tax_formula: row.taxFormula,
  gd1_minimum: row.gd1Minimum,
  gd2_minimum: row.gd2Minimum,
  credit_validity_months: row.creditValidityMonths,
  expiry_counting: row.expiryCounting,
  icms_ppm: row.icmsPpm,
  pis_ppm: row.pisPpm,
  cofins_ppm: row.cofinsPpm,
  status: row.status,
});

export const tariffToApi = (row: typeof tariffs.$inferSelect): z.output<typeof tariffSchema> => ({
  id: row.id,
  version: row.version,
  distributor_id: row.distributorId,
  subgroup: row.subgroup,
  valid_from: row.validFrom,
  te_micros: row.teMicros,
  tusd_micros: row.tusdMicros,
  fio_b_micros: row.fioBMicros,
  fio_a_micros: row.fioAMicros,
  charges_micros: row.chargesMicros,
  resolution: row.resolution,
});
