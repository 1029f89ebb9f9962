import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { fill } from '@/test/fill.ts';
import { RUN_FORM_DEFAULTS, settingsOf, type RunFormValues } from './run-form-values.ts';
import { SettingsFields } from './settings-fields.tsx';

function Settings({ session, onValid }: { session?: boolean; onValid: (values: RunFormValues) => void }) {
  const form = useForm<RunFormValues>({ defaultValues: RUN_FORM_DEFAULTS });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <SettingsFields form={form} session={session} />
      <button type="submit">ok</button>
    </form>
  );
}

beforeAll(() => loadNamespace('trading'));

describe('the run settings fields', () => {
  it('offer every engine option: margin, hedging and closing the trades open at the last bar', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Settings onValid={onValid} />);
    const margin = screen.getByRole('textbox', { name: /^Margem exigida/ });
    await fill(user, margin, '0');
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(onValid).not.toHaveBeenCalled();
    await fill(user, margin, '50');
    await user.click(screen.getByRole('checkbox', { name: /^Hedge/ }));
    await user.click(screen.getByRole('checkbox', { name: /no último candle/ }));
    await user.click(screen.getByRole('button', { name: 'ok' }));
    expect(settingsOf(onValid.mock.calls[0]![0])).toMatchObject({
      margin: 0.5,
      hedging: true,
      finalize_trades: true,
    });
  });

  it('leave closing at the last bar out of a paper session, which has none', () => {
    render(<Settings session onValid={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: /^Hedge/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /no último candle/ })).toBeNull();
  });
});
