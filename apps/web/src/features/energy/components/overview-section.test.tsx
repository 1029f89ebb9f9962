import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { OverviewContent, OverviewLayout } from './overview-section.tsx';

const layout = (loading: boolean) => (
  <OverviewLayout
    loading={loading}
    kpis={[
      <KpiCard key="k" label="Saldo" definition="Soma dos créditos" value={loading ? undefined : '12 kWh'} />,
    ]}
    chart={{ title: 'Gráfico', chart: loading ? undefined : <p>desenho</p> }}
    alerts={{ title: 'Alertas', content: loading ? undefined : <p>nenhum alerta</p> }}
    table={{ title: 'Tabela', hint: 'Como ler a tabela', table: loading ? undefined : <p>linhas</p> }}
  />
);

beforeAll(() => loadNamespace('energy'));

describe('overview content', () => {
  it('says the figures could not be loaded and retries on request, instead of the page', async () => {
    const retry = vi.fn();
    render(
      <OverviewContent error onRetry={retry}>
        {layout(false)}
      </OverviewContent>,
    );
    expect(screen.getByText('Não foi possível carregar os números deste período.')).toBeTruthy();
    expect(screen.queryByText('Gráfico')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows what to do when there is nothing to count', () => {
    render(
      <OverviewContent
        error={false}
        onRetry={vi.fn()}
        empty={{ icon: null, title: 'Nenhum crédito registrado', body: 'Feche o primeiro ciclo.' }}
      >
        {layout(false)}
      </OverviewContent>,
    );
    expect(screen.getByText('Nenhum crédito registrado')).toBeTruthy();
    expect(screen.getByText('Feche o primeiro ciclo.')).toBeTruthy();
    expect(screen.queryByText('Tabela')).toBeNull();
  });

  it('keeps the section titles while loading, with skeletons in place of the figures', () => {
    const { container } = render(
      <OverviewContent error={false} onRetry={vi.fn()}>
        {layout(true)}
      </OverviewContent>,
    );
    for (const title of ['Saldo', 'Gráfico', 'Alertas', 'Tabela'])
      expect(screen.getByText(title)).toBeTruthy();
    expect(screen.queryByText('desenho')).toBeNull();
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(4);
  });
});
