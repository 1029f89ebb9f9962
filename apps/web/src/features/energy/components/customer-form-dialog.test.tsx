import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { renderInApp } from '@/test/render.tsx';
import { CustomerFormDialog } from './customer-form-dialog.tsx';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

const customer: Customer = {
  id: 7,
  version: 3,
  person_type: 'PF',
  name: 'Bruno Pereira Carvalho',
  cpf_cnpj: '52998224725',
  document_full: true,
  email: 'bruno@exemplo.com.br',
  phone: '(11) 3333-4444',
  role: 'BENEFICIARIO',
  status: 'ATIVO',
};

beforeAll(() => loadNamespace('energy'));
beforeEach(() => vi.mocked(api).mockReset());

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('the customer form', () => {
  it('masks the CPF/CNPJ and the phone as typed, refuses a bad CPF at its field, and sends the digits', async () => {
    const events = userEvent.setup();
    vi.mocked(api).mockResolvedValue({ ...customer, id: 8, version: 1 });
    renderInApp(<CustomerFormDialog customer={null} open onClose={() => {}} />);
    await fill(events, field('Nome'), 'Ana Souza');
    await fill(events, field('CPF/CNPJ'), '11111111111');
    expect(field('CPF/CNPJ').value).toBe('111.111.111-11');
    await fill(events, field('Telefone/WhatsApp'), '11987654321');
    expect(field('Telefone/WhatsApp').value).toBe('(11) 98765-4321');
    await events.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('CPF inválido.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    await fill(events, field('CPF/CNPJ'), '529.982.247-25');
    await events.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(vi.mocked(api).mock.calls[0]![0]).toBe('/energy/customers/');
    expect(vi.mocked(api).mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: { name: 'Ana Souza', cpf_cnpj: '52998224725', phone: '(11) 98765-4321', person_type: 'PF' },
    });
  });

  it('shows the server’s message at its field', async () => {
    const events = userEvent.setup();
    vi.mocked(api).mockRejectedValueOnce(
      new ApiRequestError('409', 409, {
        detail: 'Já existe um registro com estes dados.',
        code: 'already_exists',
        fields: { email: ['Este e-mail já é de outro cliente.'] },
      }),
    );
    renderInApp(<CustomerFormDialog customer={customer} open onClose={() => {}} />);
    await fill(events, field('E-mail'), 'outro@exemplo.com.br');
    await events.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Este e-mail já é de outro cliente.')).toBeTruthy();
  });

  it('sends the version the edit was made on; refused as changed meanwhile, it lists what changed and loads the record as it is now', async () => {
    const events = userEvent.setup();
    const now = { ...customer, version: 4, name: 'Bruno P. Carvalho', status: 'SUSPENSO' as const };
    vi.mocked(api).mockRejectedValueOnce(
      new ApiRequestError('409', 409, {
        detail: 'Este registro foi alterado por outra pessoa depois que você o abriu.',
        code: 'record_changed',
        fields: { name: ['Alterado.'], status: ['Alterado.'] },
        current: now,
      }),
    );
    const onClose = vi.fn();
    renderInApp(<CustomerFormDialog customer={customer} open onClose={onClose} />);
    await fill(events, field('E-mail'), 'novo@exemplo.com.br');
    await events.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(vi.mocked(api).mock.calls[0]).toEqual([
      '/energy/customers/7/',
      { method: 'PATCH', body: { email: 'novo@exemplo.com.br', version: 3 } },
    ]);
    const alert = await screen.findByTestId('changed-meanwhile');
    expect(within(alert).getByText(/alterado por outra pessoa/)).toBeTruthy();
    expect(alert.textContent).toContain('2 campos alterados');
    expect(alert.textContent).toContain('Nome: Bruno P. Carvalho');
    expect(alert.textContent).toContain('Situação: Suspenso');
    expect(onClose).not.toHaveBeenCalled();

    await events.click(within(alert).getByRole('button', { name: 'Carregar a versão atual' }));
    expect(field('Nome').value).toBe('Bruno P. Carvalho');
    expect(screen.queryByTestId('changed-meanwhile')).toBeNull();
    vi.mocked(api).mockResolvedValueOnce({ ...now, version: 5, email: 'novo@exemplo.com.br' });
    await fill(events, field('E-mail'), 'novo@exemplo.com.br');
    await events.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(api).mock.calls[1]).toEqual([
      '/energy/customers/7/',
      { method: 'PATCH', body: { email: 'novo@exemplo.com.br', version: 4 } },
    ]);
  });
});
