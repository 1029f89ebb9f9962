import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OptopMessage } from '@alvorada/contracts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import { MessageBubble } from './message-bubble.tsx';

const question: OptopMessage = {
  id: 7,
  parent_id: 2,
  siblings: [3, 7, 11],
  role: 'user',
  content: 'faturas vencidas',
  tool_calls: [],
  usage: null,
  model: null,
  error: null,
  created_at: '2026-11-26T09:00:00Z',
};

beforeAll(() => loadNamespace('optop'));

const show = (message: OptopMessage, busy = false) => {
  const onEdit = vi.fn();
  const onChoose = vi.fn();
  renderInApp(
    <MessageBubble
      message={message}
      busy={busy}
      onDecide={() => undefined}
      onEdit={onEdit}
      onChoose={onChoose}
    />,
  );
  return { onEdit, onChoose };
};

describe('a past question', () => {
  it('switches between its versions with "‹ 2/3 ›"', async () => {
    const { onChoose } = show(question);
    expect(screen.getByRole('group', { name: 'Versão 2 de 3' }).textContent).toContain('2/3');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima versão' }));
    await userEvent.click(screen.getByRole('button', { name: 'Versão anterior' }));
    expect(onChoose.mock.calls).toEqual([[11], [3]]);
  });

  it('is rewritten in place and sent as a new version; Escape leaves it as it was', async () => {
    const { onEdit } = show({ ...question, siblings: [7] });
    expect(screen.queryByRole('group')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Editar pergunta' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Editar pergunta' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Editar pergunta' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Editar pergunta' }), 'faturas pagas{Enter}');
    expect(onEdit).toHaveBeenCalledWith(7, 'faturas pagas');
    expect(screen.getByText('faturas vencidas')).toBeTruthy();
  });

  it('shows the versions of a regenerated answer, which cannot be edited', async () => {
    const { onChoose } = show({ ...question, role: 'assistant', content: 'Nenhuma.', siblings: [8, 7] });
    expect(screen.queryByRole('button', { name: 'Editar pergunta' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Versão anterior' }));
    expect(onChoose).toHaveBeenCalledWith(8);
  });

  it('cannot be edited or switched while an answer streams', () => {
    show(question, true);
    expect(screen.getByRole('button', { name: 'Editar pergunta' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Próxima versão' })).toHaveProperty('disabled', true);
  });
});
