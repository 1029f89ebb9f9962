import type { TFunction } from 'i18next';

/** A page's KPI label and definition, from `<section>.kpi.<key>` and `<key>Def` (which reads `params`). */
export const kpiTexts =
  (t: TFunction, section: string, params: Record<string, unknown> = {}) =>
  (key: string) => ({
    label: t(`${section}.kpi.${key}`),
    definition: t(`${section}.kpi.${key}Def`, params),
  });
