import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { forgotPasswordSchema } from '@alvorada/contracts';
import '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { FormEmailField } from './form-email-field.tsx';

function EmailForm({ onValid }: { onValid: (values: { email: string }) => void }) {
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormEmailField form={form} required />
      <button type="submit">ok</button>
    </form>
  );
}

describe('the e-mail field', () => {
  it('is the user’s own address, and says why the form refuses it', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<EmailForm onValid={onValid} />);
    const field = screen.getByRole('textbox', { name: /^E-mail/ });
    expect([field.getAttribute('type'), field.getAttribute('autocomplete')]).toEqual(['email', 'email']);

    await fill(user, field, 'maria@');
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('E-mail inválido.')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();

    await fill(user, field, 'maria@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'maria@exemplo.com.br' }, expect.anything());
  });
});
