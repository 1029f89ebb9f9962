import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors.ts';
import '@/shared/i18n/i18n.ts';
import { useCreateDialog } from './use-create-dialog.ts';

const EMPTY = { email: '', name: '' };
const taken = new ApiRequestError('[POST] "/api/admin/users/": 409', 409, {
  detail: 'Falhou',
  code: 'email_taken',
  fields: { email: ['E-mail já cadastrado'] },
});

function dialog(send: () => Promise<{ id: number }>) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const { result } = renderHook(() => {
    const form = useForm({ defaultValues: EMPTY });
    return { form, ...useCreateDialog(form, { empty: EMPTY, fields: ['email'], send, onClose, onCreated }) };
  });
  return { result, onClose, onCreated };
}

describe('a create dialog', () => {
  it('hands the record created on, then closes with its form emptied', async () => {
    const { result, onClose, onCreated } = dialog(async () => ({ id: 7 }));
    act(() => result.current.form.setValue('name', 'Ana'));
    await act(() => result.current.submit());
    expect(onCreated).toHaveBeenCalledWith({ id: 7 });
    expect(onClose).toHaveBeenCalledOnce();
    expect(result.current.form.getValues()).toEqual(EMPTY);
  });

  it('stays open on a refusal, the server’s messages on the field it names and the rest above', async () => {
    const { result, onClose, onCreated } = dialog(() => Promise.reject(taken));
    await act(() => result.current.submit());
    expect(result.current.form.getFieldState('email').error?.message).toBe('E-mail já cadastrado');
    expect(result.current.error).toBe('Falhou');
    expect(onCreated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
