import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlantAllocationVersion } from '@alvorada/contracts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { AllocationHistory } from './allocation-history.tsx';
import { sharesAddingUp } from './share-rounding.ts';

beforeAll(() => loadNamespace('energy'));

const version = (percents: number[]): PlantAllocationVersion => ({
  id: 1,
  version: 3,
  effective_cycle: '2026-01',
  status: 'VIGENTE',
  kind: 'PERCENTUAL',
  protocol: 'PROT-9',
  items: percents.map((percent_ppm, i) => ({
    unit_id: 10 + i,
    installation_number: `SP0${i}`,
    customer_name: `Cliente ${i}`,
    percent_ppm,
    priority: null,
  })),
});

describe('shares shown side by side', () => {
  it('add up to their rounded sum, the missing steps going to the largest remainders', () => {
    expect(sharesAddingUp([333_333, 333_333, 250_000, 83_334])).toEqual([333_300, 333_300, 250_000, 83_400]);
    // Three thirds of 100 %: the first of the equal remainders takes the step.
    expect(sharesAddingUp([333_334, 333_333, 333_333])).toEqual([333_400, 333_300, 333_300]);
    expect(sharesAddingUp([112_562, 887_438])).toEqual([112_600, 887_400]);
    expect(sharesAddingUp([112_562], 4)).toEqual([112_562]);
  });

  it('shows a version’s shares to 2 decimals adding up to 100 % with the generating UC, each exact on hover', () => {
    render(<AllocationHistory versions={[version([333_333, 333_333, 250_000])]} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild!.textContent!.replace(/\s/g, ''))).toEqual([
      '33,33%',
      '33,33%',
      '25,00%',
      '8,34%',
    ]);
    expect(rows[3]!.textContent).toContain('UC geradora (não alocado)');
    expect(rows[0]!.lastElementChild!.getAttribute('title')!.replace(/\s/g, '')).toBe('33,3333%');
  });

  it('never shows a stored share lower than it is: 11,2562 % reads 11,26 %', () => {
    render(<AllocationHistory versions={[version([112_562, 887_438])]} />);
    const cell = screen.getByText(/11,26/);
    expect(cell.getAttribute('title')!.replace(/\s/g, '')).toBe('11,2562%');
  });
});
