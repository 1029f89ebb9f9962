import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { useDetailFallback } from './detail-fallback.tsx';

type Query = Parameters<typeof useDetailFallback>[1];

function UnitPage({ id, query }: { id: number | null; query: Query }) {
  const { fallback } = useDetailFallback(id, query, 'unit');
  return fallback ?? <p>a UC</p>;
}

const query = (error: unknown): Query => ({ error, isError: error !== null, refetch: vi.fn() });

beforeAll(() => loadNamespace('energy'));

describe('a detail page without its record', () => {
  it('says the record was not found for an address without a valid id, or a 404', () => {
    for (const [id, error] of [
      [null, null],
      [7, new ApiRequestError('not found', 404)],
    ] as const) {
      const { unmount } = renderInApp(<UnitPage id={id} query={query(error)} />);
      expect(screen.getByText('UC não encontrada')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Unidade consumidora' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Voltar aos prosumidores' }).getAttribute('href')).toBe(
        '/prosumidores/visao-geral',
      );
      expect(screen.queryByText('a UC')).toBeNull();
      unmount();
    }
  });

  it('offers a retry when the record could not be loaded', async () => {
    const failed = query(new ApiRequestError('unavailable', 503));
    renderInApp(<UnitPage id={7} query={failed} />);
    expect(screen.queryByText('UC não encontrada')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows the page once the record is there or on its way', () => {
    renderInApp(<UnitPage id={7} query={query(null)} />);
    expect(screen.getByText('a UC')).toBeTruthy();
  });
});
