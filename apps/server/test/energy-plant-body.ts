/** A shared-generation plant of 300 kWp injecting since December 2023, in MG, for tests that need one plant. */
export const plantBody = (fields: { name: string; distributor_id: number; generating_unit_id: number }) => ({
  ...fields,
  uf: 'MG',
  dc_power_kwp: 300,
  ac_power_kw: 250,
  modality: 'GERACAO_COMPARTILHADA',
  access_request_date: '2023-09-01',
  injection_start: '2023-12-01',
  monthly_irradiation: [5.2, 5.5, 4.8, 4.2, 3.5, 3.2, 3.3, 4.1, 4.2, 4.8, 5.2, 5.6],
});
