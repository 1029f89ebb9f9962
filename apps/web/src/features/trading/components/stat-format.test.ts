// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeFormatters } from '@/shared/i18n/format.ts';
import ptBR from '@/locales/trading/pt-BR.json';
import { drawdownOf } from './drawdown.ts';
import { parseDecimal } from '@/shared/ui/form/decimal.ts';
import { makeStatFormat, STAT_KEYS, STAT_NAMES } from './stat-format.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const pt = makeStatFormat('pt-BR', 'USD', makeFormatters('pt-BR'));

describe("a backtest's figures in Brazilian Portuguese", () => {
  it('reads each statistic in its own unit', () => {
    expect(plain(pt.stat('Equity Final [$]', 56263.51934))).toBe('US$ 56.263,52');
    expect(plain(pt.stat('Return [%]', 462.635193))).toBe('462,64%');
    expect(pt.stat('Sharpe Ratio', 0.6012)).toBe('0,6');
    expect(pt.stat('# Trades', 1093)).toBe('1.093');
    expect(pt.stat('Max. Drawdown Duration', 10 * 86_400_000 + 3_600_000)).toBe('10 dias');
    expect(pt.stat('Start', Date.UTC(2004, 7, 19, 12))).toBe(
      makeFormatters('pt-BR').date(Date.UTC(2004, 7, 19, 12)),
    );
  });

  it('shows an undefined figure as a dash, not NaN', () => {
    expect(pt.stat('Profit Factor', null)).toBe('—');
    expect(pt.stat('Sortino Ratio', Number.NaN)).toBe('—');
  });

  it('keeps statistics in percent and trades in fractions apart', () => {
    expect(plain(pt.percent(12.5))).toBe('12,5%');
    expect(plain(pt.fraction(-0.0639))).toBe('-6,39%');
  });

  it('names and explains every statistic', () => {
    for (const name of STAT_NAMES) {
      const entry = (ptBR.trading.stats as Record<string, { label: string; def: string }>)[STAT_KEYS[name]];
      expect(entry?.label, name).toBeTruthy();
      expect(entry?.def, name).toBeTruthy();
    }
  });
});

describe('numbers typed in a form', () => {
  it('takes a comma or a point as the decimal separator', () => {
    expect(parseDecimal('0,2')).toBe(0.2);
    expect(parseDecimal(' 0.2 ')).toBe(0.2);
    expect(parseDecimal('10000')).toBe(10000);
  });
  it('refuses what is not one number', () => {
    expect(parseDecimal('')).toBeNaN();
    expect(parseDecimal('1.000,50')).toBeNaN();
    expect(parseDecimal('1e3')).toBeNaN();
  });
});

describe('drawdown', () => {
  it('is the fall from the highest equity so far, in percent', () => {
    const drawdown = drawdownOf([100, 110, 99, 121, 108.9]);
    [0, 0, -10, 0, -10].forEach((expected, i) => expect(drawdown[i]).toBeCloseTo(expected, 10));
  });
});
