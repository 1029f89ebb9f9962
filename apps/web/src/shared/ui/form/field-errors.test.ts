import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { applyServerErrors } from './field-errors.ts';

const t = ((key: string) => key) as unknown as TFunction;
const taken = () =>
  new ApiRequestError('[POST] "/api/admin/users/": 409', 409, {
    detail: 'E-mail já cadastrado',
    code: 'email_taken',
    fields: { email: ['E-mail já cadastrado'] },
  });

describe('server errors on a form', () => {
  it('say a message once: on its field when the form shows that field', () => {
    const setError = vi.fn();
    expect(applyServerErrors(taken(), t, setError, ['email'])).toBe('');
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'E-mail já cadastrado' });
  });

  it('for the whole form when no field of the form takes it', () => {
    const setError = vi.fn();
    expect(applyServerErrors(taken(), t, setError, ['full_name'])).toBe('E-mail já cadastrado');
    expect(applyServerErrors(taken(), t)).toBe('E-mail já cadastrado');
    expect(setError).not.toHaveBeenCalled();
  });
});
