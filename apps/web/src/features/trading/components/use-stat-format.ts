import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useInstruments } from '@/features/trading/api/trading-api.ts';
import { makeStatFormat } from './stat-format.ts';

/** The figures of a run on this instrument, amounts in its currency (the same object while those hold). */
export function useStatFormat(instrumentId: number | undefined) {
  const { i18n } = useTranslation();
  const format = useFormatters();
  const instruments = useInstruments();
  const currency = instruments.data?.results.find((i) => i.id === instrumentId)?.currency ?? 'USD';
  return useMemo(() => makeStatFormat(i18n.language, currency, format), [i18n.language, currency, format]);
}
