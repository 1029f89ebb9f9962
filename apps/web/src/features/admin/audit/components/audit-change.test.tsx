import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { AuditChange } from './audit-change.tsx';

const text = () => document.body.textContent ?? '';

beforeAll(() => loadNamespace('admin'));

describe('an audit entry', () => {
  it('reads a change as field label: old → new, with codes and dates as the screens show them', () => {
    render(
      <AuditChange
        before={{ status: 'pending', current_plan: '', birth_date: null, city: 'Recife' }}
        after={{ status: 'active', current_plan: 'team', birth_date: '1990-05-01', city: 'Recife' }}
      />,
    );
    expect(screen.getByText('Situação')).toBeTruthy();
    expect(text()).toContain('Pendente → Ativo');
    expect(text()).toContain('Sem plano → Equipe');
    expect(text()).toContain(
      `— → ${new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium' }).format(new Date(1990, 4, 1))}`,
    );
    expect(text()).not.toContain('Cidade');
  });

  it('reads a creation without raw codes, JSON, flags or ISO timestamps', () => {
    render(
      <AuditChange
        before={null}
        after={{
          id: 31,
          name: 'Gestão',
          rules: [
            { action: 'manage', subject: 'all' },
            { action: 'read', subject: ['AccountSettings', 'Alvorada'] },
          ],
          invited: false,
          language: 'fr',
          createdAt: '2026-03-04T12:30:00.000Z',
        }}
      />,
    );
    expect(text()).toContain('Convidado por e-mail');
    expect(text()).toContain('Não');
    expect(text()).toContain(
      'Permite Gerenciar em Qualquer área; Permite Ler em Configurações da conta, Perguntas frequentes',
    );
    expect(text()).toContain('francês');
    expect(text()).not.toMatch(/false|\{|"|AccountSettings|2026-03-04T/);
  });
});
