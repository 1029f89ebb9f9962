import { act, render, screen, within } from '@testing-library/react';
import type { BacktestReport } from '@alvorada/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespace } from '@/shared/i18n/i18n.ts';
import { MonthlyReturnsTable } from './monthly-returns-table.tsx';

/** November 2023 to February 2025: a gain, a loss, months without bars, and a year without any. */
const months = (values: Record<number, number>) => Array.from({ length: 12 }, (_, m) => values[m] ?? null);
const monthly: BacktestReport['monthly'] = [
  { year: 2023, months: months({ 10: 0.1, 11: -0.05 }), total: 0.045 },
  { year: 2024, months: months({}), total: 0 },
  { year: 2025, months: months({ 0: 0.02, 1: -0.125 }), total: -0.1075 },
];

const rowOf = (year: string) => screen.getByRole('rowheader', { name: year }).closest('tr')!;
const cells = (year: string) => within(rowOf(year)).getAllByRole('cell');

beforeAll(() => loadNamespace('trading'));
afterEach(() => act(() => i18n.changeLanguage('pt-BR')));

describe('the monthly returns table', () => {
  it("lists each year's months in the reader's language, then the year, as percentages", () => {
    render(<MonthlyReturnsTable monthly={monthly} />);
    const table = screen.getByRole('table', { name: 'Retornos mensais por ano' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Ano',
      ...Array.from({ length: 12 }, (_, m) =>
        new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2001, m, 1)),
      ),
      'No ano',
    ]);
    expect(headers[1]).toBe('jan.');
    expect(cells('2023').map((c) => c.textContent)).toEqual([...Array(10).fill(''), '10,0', '-5,0', '4,5']);
    expect(cells('2024').map((c) => c.textContent)).toEqual([...Array(12).fill(''), '0,0']);
    expect(
      cells('2025')
        .slice(0, 2)
        .map((c) => c.textContent),
    ).toEqual(['2,0', '-12,5']);
    expect(cells('2025')[12]!.textContent).toBe('-10,8');
    expect(cells('2025')[1]!.getAttribute('title')).toBe('fevereiro 2025: -12,5%');
  });

  it('tints a gain green and a loss red, the larger the stronger', () => {
    render(<MonthlyReturnsTable monthly={monthly} />);
    const background = (cell: HTMLElement) => getComputedStyle(cell).backgroundColor;
    const gain = background(cells('2023')[10]!);
    const loss = background(cells('2025')[1]!);
    const small = background(cells('2025')[0]!);
    const rgba = (color: string) => color.match(/[\d.]+/g)!.map(Number);
    const [gr, gg, , ga] = rgba(gain);
    const [lr, lg, , la] = rgba(loss);
    expect(gg).toBeGreaterThan(gr!);
    expect(lr).toBeGreaterThan(lg!);
    // −12.5 % is the largest move of the table: the strongest tint; 2 % a faint one.
    expect(la).toBeGreaterThan(ga!);
    expect(rgba(small)[3]).toBeLessThan(ga!);
    expect(background(cells('2023')[0]!)).toBe('rgba(0, 0, 0, 0)');
  });

  it('names the months in English for an English reader', async () => {
    await act(() => i18n.changeLanguage('en'));
    await loadNamespace('trading');
    render(<MonthlyReturnsTable monthly={monthly} />);
    const table = screen.getByRole('table', { name: 'Monthly returns by year' });
    expect(within(table).getByRole('columnheader', { name: 'Jan' })).toBeTruthy();
    expect(cells('2025')[1]!.textContent).toBe('-12.5');
  });
});
