import type { Distributor } from '@alvorada/contracts';

/** A distributor as the API answers it, for the record screens' tests. */
export const distributor: Distributor = {
  id: 4,
  version: 7,
  acronym: 'CEMIG-D',
  name: 'Cemig Distribuição',
  cnpj: '06981180000116',
  ufs: ['MG'],
  tax_formula: 'NOVA',
  gd1_minimum: 'PRESERVA_CREDITOS',
  gd2_minimum: 'MAIOR_ENTRE',
  credit_validity_months: 60,
  expiry_counting: 'ULTIMO_USO_M59',
  icms_ppm: 180_000,
  pis_ppm: 16_500,
  cofins_ppm: 76_000,
  status: 'ATIVA',
};
