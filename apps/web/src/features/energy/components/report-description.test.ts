import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespace } from '@/shared/i18n/i18n.ts';
import { describeReport } from './report-description.ts';

const options = {
  plants: [{ id: 3, name: 'Usina Sol Nascente', city: 'Uberlândia', uf: 'MG' }],
  distributors: [{ id: 7, name: 'CEMIG' }],
};
const month = (value: string) => `[${value}]`;
const describeIt = (report: Parameters<typeof describeReport>[0]) =>
  describeReport(report, options, i18n.t, month);

beforeAll(() => loadNamespace('energy'));

describe("a report's parameters in words", () => {
  it('names the customer and the UC by what the server sent, never by their ids', () => {
    expect(
      describeIt({
        params: { month: '2026-01', customer_id: 12, unit_id: 345 },
        param_names: { customer_id: 'Maria da Silva', unit_id: '3001234567' },
      }),
    ).toBe('Mês de referência: [2026-01] · Cliente: Maria da Silva · UC: 3001234567');
  });

  it("prefers the server's names, and falls back to the page's options for plants and distributors", () => {
    expect(
      describeIt({
        params: { plant_id: 3, distributor_id: 7 },
        param_names: { plant_id: 'Usina Renomeada' },
      }),
    ).toBe('Usina: Usina Renomeada · Distribuidora: CEMIG');
  });

  it('says a record that no longer exists was removed', () => {
    expect(describeIt({ params: { customer_id: 12, plant_id: 99 }, param_names: {} })).toBe(
      'Usina: (removido) · Cliente: (removido)',
    );
  });

  it('says when a report takes no parameters', () => {
    expect(describeIt({ params: {}, param_names: {} })).toBe('Sem parâmetros');
  });
});
