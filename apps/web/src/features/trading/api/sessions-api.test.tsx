import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaperSession } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { testQueryClient, withQueryClient } from '@/test/render.tsx';
import { forgetSession, useSession } from './sessions-api.ts';

vi.mock(import('@/shared/api/client.ts'), async (original) => ({ ...(await original()), api: vi.fn() }));
const request = vi.mocked(api);

describe('a session deleted while its view reads it', () => {
  it('reads it again and learns it is gone, instead of waiting on the read it dropped', async () => {
    const client = testQueryClient();
    let answer = (_session: PaperSession) => {};
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    request.mockRejectedValueOnce(new ApiRequestError('Não encontrado.', 404));
    const view = renderHook(() => useSession(3), { wrapper: withQueryClient(client) });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));

    forgetSession(client, 3);
    answer({ id: 3, state: 'stopped' } as PaperSession);

    await waitFor(() => expect((view.result.current.error as ApiRequestError | null)?.status).toBe(404));
    expect(request).toHaveBeenCalledTimes(2);
  });
});
