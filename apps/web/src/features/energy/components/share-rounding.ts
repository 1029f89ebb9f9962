import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A share's ppm per step of `decimals` decimals of a percent (1 ppm = 0,0001 %). */
const stepOf = (decimals: number) => 10 ** (4 - decimals);

/**
 * Shares (ppm) rounded to `decimals` decimals of a percent so that, shown side by side, they add up to their
 * sum rounded the same way: each is rounded down and the steps still missing go to the largest remainders
 * (ties to the earlier share). For display only: what is stored keeps its 4 decimals.
 */
export function sharesAddingUp(ppms: number[], decimals = 2): number[] {
  const step = stepOf(decimals);
  const shown = ppms.map((ppm) => Math.floor(ppm / step));
  let missing = Math.round(ppms.reduce((sum, ppm) => sum + ppm, 0) / step) - shown.reduce((s, n) => s + n, 0);
  const byRemainder = ppms
    .map((ppm, i) => ({ i, remainder: ppm % step }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    shown[i]! += 1;
    missing -= 1;
  }
  return shown.map((n) => n * step);
}

/** A share in ppm as a percentage of the interface's language, to `decimals` decimals: 112562 → "11,26 %". */
export function useShareFormat(decimals = 2) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(i18n.language, {
      style: 'percent',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    return (ppm: number) => percent.format(ppm / 1_000_000);
  }, [i18n.language, decimals]);
}
