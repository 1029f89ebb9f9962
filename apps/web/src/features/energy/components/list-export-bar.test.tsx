import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { download } from '@/shared/files/download.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { ListExportBar, RegisterExportBar } from './list-export-bar.tsx';

vi.mock('@/shared/files/download.ts', () => ({ download: vi.fn(async () => undefined) }));

beforeAll(() => loadNamespace('energy'));

describe('the energy lists’ export bar', () => {
  it('asks for the list as the grid filters it, without its page, and is off while the list is empty', () => {
    const query = {
      from: '2026-09',
      to: '2026-11',
      alert: 'PI_BAIXO',
      search: undefined,
      page: 2,
      page_size: 10,
    };
    const bar = (empty: boolean) => (
      <ListExportBar
        path="/energy/summary/generation/plants/export/"
        name="usinas-no-periodo"
        query={query}
        empty={empty}
      />
    );
    const { unmount } = renderInApp(bar(true));
    expect(screen.getByRole('button', { name: 'Exportar XLSX' })).toHaveProperty('disabled', true);
    unmount();
    renderInApp(bar(false));
    fireEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    expect(download).toHaveBeenCalledWith(
      '/energy/summary/generation/plants/export/?from=2026-09&to=2026-11&alert=PI_BAIXO&format=xlsx',
      'usinas-no-periodo.xlsx',
    );
  });

  it('offers a whole register by its name beside an overview’s table', () => {
    renderInApp(<RegisterExportBar register="units" file="ucs" />);
    fireEvent.click(screen.getByRole('button', { name: 'Exportar cadastro de UCs (CSV)' }));
    expect(download).toHaveBeenCalledWith('/energy/units/export/?format=csv', 'ucs.csv');
  });
});
