import { z } from 'zod';
import './zod-config.ts';
import { int32, realNumber, safeString } from './schema-helpers.ts';
import { id, micros, name, ppm, recordDate, recordVersion as version, uf } from './energy-fields.ts';
import { isValidCnpj } from './brazilian-documents.ts';
import {
  DISTRIBUTOR_STATUSES,
  EXPIRY_COUNTING_VALUES,
  GD1_MINIMUM_VALUES,
  GD2_MINIMUM_VALUES,
  MODALITY_VALUES,
  PLANT_SOURCES,
  PLANT_STATUSES,
  REGIME_VALUES,
  SUBGROUPS,
  TAX_FORMULA_VALUES,
} from './energy.ts';

// Reference data ------------------------------------------------------------------------------------------

export const distributorInputSchema = z.object({
  acronym: safeString().trim().min(2).max(40),
  name,
  cnpj: safeString().refine((v) => /^\d{14}$/.test(v) && isValidCnpj(v), { message: 'invalid_cnpj' }),
  ufs: z.array(uf).min(1).max(27),
  tax_formula: z.enum(TAX_FORMULA_VALUES).default('NOVA'),
  gd1_minimum: z.enum(GD1_MINIMUM_VALUES).default('PRESERVA_CREDITOS'),
  gd2_minimum: z.enum(GD2_MINIMUM_VALUES).default('MAIOR_ENTRE'),
  credit_validity_months: int32().min(1).max(120).default(60),
  expiry_counting: z.enum(EXPIRY_COUNTING_VALUES).default('ULTIMO_USO_M59'),
  icms_ppm: ppm,
  pis_ppm: ppm,
  cofins_ppm: ppm,
  status: z.enum(DISTRIBUTOR_STATUSES).default('ATIVA'),
});
export const distributorSchema = distributorInputSchema.extend({ id, version, cnpj: safeString() });
export type Distributor = z.infer<typeof distributorSchema>;

export const tariffInputSchema = z.object({
  distributor_id: id,
  subgroup: z.enum(SUBGROUPS).default('B1'),
  valid_from: recordDate(),
  te_micros: micros,
  tusd_micros: micros,
  fio_b_micros: micros,
  fio_a_micros: micros.default(0),
  charges_micros: micros.default(0),
  resolution: safeString().trim().max(60).default(''),
});
export const tariffSchema = tariffInputSchema.extend({ id, version });

// Plants and generation -----------------------------------------------------------------------------------

export const plantIncrementSchema = z.object({
  access_request_date: recordDate(),
  dc_power_kwp: realNumber().positive().max(100_000),
  ac_power_kw: realNumber().positive().max(100_000),
});
export const plantInputSchema = z.object({
  name,
  distributor_id: id,
  generating_unit_id: id,
  city: safeString().trim().max(80).default(''),
  uf,
  latitude: realNumber().min(-90).max(90).nullable().default(null),
  longitude: realNumber().min(-180).max(180).nullable().default(null),
  dc_power_kwp: realNumber().positive().max(100_000),
  ac_power_kw: realNumber().positive().max(100_000),
  source: z.enum(PLANT_SOURCES).default('SOLAR_FV'),
  dispatchable: z.boolean().default(false),
  modality: z.enum(MODALITY_VALUES),
  access_request_date: recordDate(),
  injection_start: recordDate(),
  status: z.enum(PLANT_STATUSES).default('OPERANDO'),
  monthly_irradiation: z.array(realNumber().min(0).max(12)).length(12),
  performance_ratio: realNumber().gt(0).max(1).default(0.78),
  annual_degradation: realNumber().min(0).lt(1).default(0.005),
  increments: z.array(plantIncrementSchema).max(20).default([]),
});
export const plantSchema = plantInputSchema.extend({
  id,
  version,
  regime: z.enum(REGIME_VALUES),
  size_class: z.enum(['MICRO', 'MINI', 'ACIMA_DO_LIMITE']),
  increments: z.array(plantIncrementSchema.extend({ regime: z.enum(REGIME_VALUES) })),
});
export type Plant = z.infer<typeof plantSchema>;

export const readingSchema = z.object({
  plant_id: id,
  day: safeString(),
  energy_kwh: realNumber(),
  irradiation_kwh_m2: realNumber().nullable(),
  source: safeString(),
  quality: safeString(),
});
export type Reading = z.infer<typeof readingSchema>;

/** Canonical inverter export: `usina;data;energia_kwh[;irradiacao_kwh_m2]` (§4.2). */
export const GENERATION_CSV_COLUMNS = ['usina', 'data', 'energia_kwh', 'irradiacao_kwh_m2'] as const;
/** Distributor bill fields (§4.3), one row per UC and reference month. */
export const BILL_COLUMNS = [
  'uc',
  'mes_referencia',
  'consumo_kwh',
  'injetado_kwh',
  'compensado_kwh',
  'saldo_kwh',
  'cip',
  'valor_total',
  'vencimento',
  'data_leitura_anterior',
  'data_leitura_atual',
] as const;

export const importRequestSchema = z.object({
  file_name: safeString().trim().min(1).max(200).default('import.csv'),
  // Any text, so the server can say a binary file is one (it refuses NUL bytes and lone surrogates itself).
  content: z.string().min(1).max(5_000_000),
});
export const importErrorSchema = z.object({ line: int32(), field: safeString(), code: safeString() });
export const importResultSchema = z.object({
  import_id: id.nullable(),
  duplicate: z.boolean(),
  rows: int32(),
  inserted: int32(),
  updated: int32(),
  unchanged: int32(),
  errors: z.array(importErrorSchema.extend({ message: safeString() })),
  affected_closed_cycles: z.array(safeString()),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** GET /api/energy/imports/: the files landed, newest first (`kind` GERACAO or FATURAS). */
export const importRecordSchema = z.object({
  id,
  kind: z.enum(['GERACAO', 'FATURAS']),
  file_name: safeString(),
  rows: int32(),
  user_id: id.nullable(),
  /** The plant's generation source that pulled it; null for a file. */
  source_id: id.nullable(),
  created_at: safeString(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;
