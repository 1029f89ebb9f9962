import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type UserPreferences } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { usePreferences, useUpdatePreferences } from './preferences-api.ts';

vi.mock('@/shared/api/client.ts', () => ({ api: vi.fn() }));

/** A server that keeps the preferences and answers each PATCH only when the test lets it. */
function preferencesServer(refuse = false) {
  let stored = DEFAULT_PREFERENCES;
  const bodies: unknown[] = [];
  const waiting: (() => void)[] = [];
  vi.mocked(api).mockImplementation(async (_path: string, options?: { method?: string; body?: unknown }) => {
    if (options?.method !== 'PATCH') return stored;
    bodies.push(options.body);
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (refuse) throw new ApiRequestError('Recusado.', 400, { detail: 'Recusado.', code: 'invalid' });
    stored = { ...stored, ...(options.body as Partial<UserPreferences>) };
    return stored;
  });
  return {
    bodies,
    stored: () => stored,
    answerNext: async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()!();
    },
  };
}

function screenWithPreferences() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => ({ change: useUpdatePreferences(), shown: usePreferences() }), {
    wrapper,
  });
  return result;
}

describe('changing the preferences', () => {
  it('keeps both of two quick changes made before the screen drew the first, saved in order', async () => {
    const server = preferencesServer();
    const screen = screenWithPreferences();
    await waitFor(() => expect(screen.current.shown.loaded).toBe(true));
    const { change } = screen.current;
    act(() => {
      change(({ dashboard }) => ({ dashboard: { ...dashboard, order: ['finance', 'generation'] } }));
      change(({ dashboard }) => ({ dashboard: { ...dashboard, hidden: ['credits'] } }));
    });
    const both = { order: ['finance', 'generation'], hidden: ['credits'] };
    await waitFor(() => expect(screen.current.shown.preferences.dashboard).toEqual(both));
    await server.answerNext();
    // The first answer, older than the second change, does not draw that change away.
    expect(screen.current.shown.preferences.dashboard).toEqual(both);
    await server.answerNext();
    expect(server.bodies).toEqual([
      { dashboard: { order: ['finance', 'generation'], hidden: [] } },
      { dashboard: both },
    ]);
    await waitFor(() => expect(server.stored().dashboard).toEqual(both));
    expect(screen.current.shown.preferences.dashboard).toEqual(both);
  });

  it('undoes a refused change by reading the server’s preferences again', async () => {
    const server = preferencesServer(true);
    const screen = screenWithPreferences();
    await waitFor(() => expect(screen.current.shown.loaded).toBe(true));
    act(() => screen.current.change(() => ({ pinned_pages: ['FAQ'] })));
    await waitFor(() => expect(screen.current.shown.preferences.pinned_pages).toEqual(['FAQ']));
    await server.answerNext();
    await waitFor(() => expect(screen.current.shown.preferences.pinned_pages).toEqual([]));
  });
});
