import { z } from 'zod';
import type { Energy } from '../../energy/module.ts';
import type { SearchRegistry } from '../../../platform/search/search-registry.ts';
import type { Actor } from '../../../platform/access/actor.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { defineTool, fold, pick } from './tool.ts';

const month = z.string().regex(/^\d{4}-\d{2}$/);

/** The plant a person names, matched without case or accents on its name; 404 when none or unreadable. */
async function plantNamed(search: SearchRegistry, actor: Actor, name: string) {
  const { groups } = await search.search(actor, name);
  const plants = groups.find((group) => group.kind === 'plants')?.results ?? [];
  const wanted = fold(name);
  const plant = plants.find((p) => fold(p.title).includes(wanted)) ?? plants[0];
  if (!plant) throw new AppError(404, 'optop_plant_not_found', { params: { name } });
  return plant;
}

export const energyTools = (energy: Energy, search: SearchRegistry) => [
  defineTool({
    name: 'energy_generation',
    description:
      'Generated and expected energy (kWh) per plant and month, with performance index. Optionally one plant by name.',
    args: z.object({
      plant: z.string().max(120).optional().describe('Plant name, or part of it'),
      from: month.optional().describe('First month, YYYY-MM'),
      to: month.optional().describe('Last month, YYYY-MM'),
    }),
    needs: { action: 'read', subject: 'Geracao' },
    async run(actor, { plant, from, to }) {
      const plantId = plant ? (await plantNamed(search, actor, plant)).id : undefined;
      const summary = (await energy.figures.summary(actor, 'generation', {
        from,
        to,
        plant_id: plantId,
      })) as {
        from: string;
        to: string;
        table: {
          plant_id: number;
          name: string;
          generated_kwh: number;
          expected_kwh: number;
          performance_index: number | null;
        }[];
      };
      return {
        from: summary.from,
        to: summary.to,
        plants: summary.table.map((p) =>
          pick(p, ['plant_id', 'name', 'generated_kwh', 'expected_kwh', 'performance_index']),
        ),
      };
    },
  }),
  defineTool({
    name: 'energy_credits',
    description: 'Energy credit figures (banks, compensation, expiring credits) over a period of months.',
    args: z.object({ from: month.optional(), to: month.optional() }),
    needs: { action: 'read', subject: 'Credito' },
    run: (actor, period) => energy.figures.summary(actor, 'credits', period),
  }),
  defineTool({
    name: 'finance_summary',
    description:
      'Finance figures over a period: invoiced, received, receivable (centavos), delinquency, aging of open amounts.',
    args: z.object({ from: month.optional(), to: month.optional() }),
    needs: { action: 'read', subject: 'Financeiro' },
    async run(actor, period) {
      const { monthly: _, ...figures } = (await energy.figures.summary(actor, 'finance', period)) as Record<
        string,
        unknown
      >;
      return figures;
    },
  }),
  defineTool({
    name: 'overdue_invoices',
    description: 'Invoices past their due date and not fully paid, oldest first (amounts in centavos).',
    args: z.object({ limit: z.number().int().min(1).max(50).default(10) }),
    needs: { action: 'read', subject: 'Financeiro' },
    async run(actor, { limit }) {
      const { count, results } = await energy.figures.overdueInvoices(actor, limit);
      return {
        count,
        results: (
          results as ((typeof results)[number] & { id: number; cycle: string; due_date: string })[]
        ).map((i) => pick(i, ['id', 'customer_name', 'cycle', 'due_date', 'total_centavos'])),
      };
    },
  }),
];
