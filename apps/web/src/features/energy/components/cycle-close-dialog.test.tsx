import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cycle, CycleClosePreview } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { renderInApp } from '@/test/render.tsx';
import { CycleActionDialog } from './cycle-actions.tsx';
import type { CycleJob } from './use-cycle-job.ts';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

const cycle: Cycle = {
  id: 24,
  cycle: '2026-10',
  flag_micros: 0,
  state: 'open',
  units_total: 0,
  units_done: 0,
  progress: 0,
  stale: false,
  error: null,
  closed_at: null,
  override: null,
  reopened: null,
};
const preview = (over: Partial<CycleClosePreview>): CycleClosePreview => ({
  cycle: cycle.cycle,
  closable_from: '2026-11-01',
  month_ended: true,
  missing_bills_count: 0,
  missing_bills: [],
  ...over,
});
const missing = preview({
  missing_bills_count: 2,
  missing_bills: [
    { unit_id: 7, installation_number: 'SP01000007', customer_id: 3, customer_name: 'Carla Ribeiro Costa' },
    { unit_id: 9, installation_number: 'SP01000009', customer_id: 5, customer_name: 'Elisa Santos Gomes' },
  ],
});

const noCycles = { count: 0, next: null, previous: null, results: [] };

/** Answers the preview with `answer`, the cycle lists with none, and a close with `close` (its job by default). */
function serve(answer: CycleClosePreview, close: () => unknown = () => ({ job_id: 'job-1', cycle })) {
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (path.endsWith('/close-preview/')) return answer;
    if (path.endsWith('/close/')) return close();
    return noCycles;
  });
}

function open() {
  const job = { track: vi.fn() } as unknown as CycleJob;
  const onClose = vi.fn();
  renderInApp(<CycleActionDialog asked={{ cycle, action: 'close' }} job={job} onClose={onClose} />);
  return { job, onClose };
}

const closeCalls = () => vi.mocked(api).mock.calls.filter(([path]) => path.endsWith('/close/'));

beforeAll(() => loadNamespace('energy'));
beforeEach(() => {
  vi.mocked(api).mockReset();
});

describe('the confirmation before closing a cycle', () => {
  it('says when the month has not ended yet, and offers no close', async () => {
    serve(preview({ month_ended: false, closable_from: '2026-11-01' }));
    open();
    expect(
      await screen.findByText(
        'O mês de out. de 2026 ainda não terminou: o ciclo só pode ser fechado a partir de 01/11/2026.',
      ),
    ).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /Fechar ciclo|Fechar mesmo assim/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });

  it('lists the UCs without a bill and closes anyway only with a reason, sent as an override', async () => {
    serve(missing);
    const { job } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Há UCs sem fatura em out. de 2026' });
    const list = await within(dialog).findByRole('list', { name: 'UCs sem fatura da distribuidora' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SP01000007 · Carla Ribeiro Costa', 'SP01000009 · Elisa Santos Gomes']);
    expect(within(list).getByRole('link', { name: 'SP01000007' }).getAttribute('href')).toBe(
      '/prosumidores/ucs/7',
    );
    const anyway = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Fechar mesmo assim' });
    expect(anyway.disabled).toBe(true);

    const events = userEvent.setup();
    const reason = within(dialog).getByRole('textbox', {
      name: /Justificativa do fechamento sem as faturas/,
    });
    await fill(events, reason, '   ');
    expect(anyway.disabled).toBe(true);
    await fill(events, reason, ' Distribuidora atrasou as faturas de outubro. ');
    expect(anyway.disabled).toBe(false);
    await events.click(anyway);
    await vi.waitFor(() => expect(job.track).toHaveBeenCalledWith(24, 'job-1', 'close'));
    expect(closeCalls()).toEqual([
      [
        '/energy/cycles/24/close/',
        { method: 'POST', body: { override: true, reason: 'Distribuidora atrasou as faturas de outubro.' } },
      ],
    ]);
  });

  it('keeps the dialog, with the server’s message, when the close is refused', async () => {
    serve(preview({}), () => {
      throw new ApiRequestError('409', 409, {
        detail: 'O ciclo 2026-10 está em fechamento.',
        code: 'cycle_busy',
      });
    });
    const { job } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Fechar o ciclo de out. de 2026?' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Fechar ciclo' }));
    expect(await within(dialog).findByText('O ciclo 2026-10 está em fechamento.')).toBeTruthy();
    expect(job.track).not.toHaveBeenCalled();
    expect(closeCalls()[0]![1]).toEqual({ method: 'POST', body: {} });
  });
});
