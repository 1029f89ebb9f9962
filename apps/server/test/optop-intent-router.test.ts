import { describe, expect, it } from 'vitest';
import { routeIntent } from '../src/modules/optop/intent-router.ts';

const november = new Date('2026-11-26T12:00:00Z');
const february = new Date('2026-02-10T12:00:00Z');

describe('the offline intent router', () => {
  it.each([
    [
      'quanto gerou a usina Pampulha em março?',
      november,
      { plant: 'pampulha', from: '2026-03', to: '2026-03' },
    ],
    [
      'Quanto gerou a usina Pampulha em março?',
      february,
      { plant: 'pampulha', from: '2025-03', to: '2025-03' },
    ],
    [
      'How much did plant Guaíba generate in June 2025?',
      november,
      { plant: 'guaiba', from: '2025-06', to: '2025-06' },
    ],
    ['geração de todas as usinas', november, {}],
  ])('reads generation questions: %s', (question, today, args) => {
    expect(routeIntent(question, today)).toEqual({ tool: 'energy_generation', args });
  });

  it.each(['faturas vencidas', 'Quais faturas estão atrasadas?', 'overdue invoices'])(
    'finds overdue invoices: %s',
    (q) => {
      expect(routeIntent(q)).toEqual({ tool: 'overdue_invoices', args: {} });
    },
  );

  it.each([
    ['rode SmaCross em PETR4', { strategy: 'smacross', symbol: 'PETR4' }],
    ['Run sma-cross on vale3', { strategy: 'sma-cross', symbol: 'VALE3' }],
  ])('reads a backtest request: %s', (question, args) => {
    expect(routeIntent(question)).toEqual({ tool: 'run_backtest', args });
  });

  it('tells one backtest by its number from the list of them', () => {
    expect(routeIntent('resultado do backtest #12')).toEqual({ tool: 'backtest_result', args: { id: 12 } });
    expect(routeIntent('meus backtests')).toEqual({ tool: 'list_backtests', args: {} });
  });

  it('reads permission questions in both languages', () => {
    expect(routeIntent('Por que não consigo abrir Financeiro?')).toEqual({
      tool: 'explain_access',
      args: { page: 'financeiro' },
    });
    expect(routeIntent("Why can't I open the admin panel?")).toEqual({
      tool: 'explain_access',
      args: { page: 'admin panel' },
    });
  });

  it('answers null when no intent matches', () => {
    expect(routeIntent('bom dia')).toBeNull();
  });
});
