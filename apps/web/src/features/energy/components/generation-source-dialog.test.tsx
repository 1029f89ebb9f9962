import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerationSource } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { renderInApp } from '@/test/render.tsx';
import { GenerationSourceDialog } from './generation-source-dialog.tsx';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

const source: GenerationSource = {
  plant_id: 7,
  kind: 'SOLAREDGE',
  base_url: null,
  site_id: '4242',
  api_key_set: true,
  enabled: true,
  interval_minutes: 360,
  state: 'needs_credentials',
  pulling: false,
  failures: 1,
  last_pull_at: '2026-11-28T10:00:00.000Z',
  next_pull_at: null,
  last_error: 'pull_credentials_rejected',
  last_error_message: 'O portal recusou a chave de API.',
  last_import_id: null,
};

beforeAll(() => loadNamespace('energy'));
beforeEach(() => {
  vi.mocked(api).mockReset();
  vi.mocked(api).mockResolvedValue(source);
});

describe('a plant’s generation source dialog', () => {
  it('never shows the stored key, keeps it when left blank and sends a new one typed', async () => {
    const onClose = vi.fn();
    const events = userEvent.setup();
    const { unmount } = renderInApp(<GenerationSourceDialog source={source} onClose={onClose} />);
    const key = screen.getByTestId<HTMLInputElement>('generation-source-key');
    expect(key.value).toBe('');
    expect(key.type).toBe('password');
    expect(screen.getByText(/Uma chave está guardada/)).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(api).mock.calls[0]).toEqual([
      '/energy/plants/7/generation-source/',
      {
        method: 'PUT',
        body: { kind: 'SOLAREDGE', base_url: null, site_id: '4242', enabled: true, interval_minutes: 360 },
      },
    ]);
    unmount();

    renderInApp(<GenerationSourceDialog source={source} onClose={onClose} />);
    await fill(events, screen.getByTestId('generation-source-key'), 'new-key-123456');
    await events.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api).mock.calls[1]![1]).toMatchObject({ body: { api_key: 'new-key-123456' } });
  });
});
