import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { DateField } from './date-field.tsx';

/**
 * The picker is a lazy module; the first test loads it, however slowly a busy machine does: no limit of the
 * wait's own (the longest a timer takes), the suite's safety net ends a hang.
 */
const LOADED = { timeout: 2 ** 31 - 1 };

/** The text the field shows, as the hidden input MUI keeps beside the typed sections holds it. */
const shown = () => (document.querySelector('input[aria-hidden="true"], input') as HTMLInputElement).value;

describe('the date field', () => {
  afterEach(() => act(() => i18n.changeLanguage('pt-BR')));

  it("shows and reads a date in the interface's order, dd/mm/aaaa in Portuguese", async () => {
    const onChange = vi.fn();
    render(<DateField label="Data de nascimento" value="1990-05-21" onChange={onChange} />);
    await waitFor(() => expect(shown()).toBe('21/05/1990'), LOADED);
    expect(screen.getByRole('button', { name: /Escolher data/ })).toBeTruthy();
  });

  it('opens a calendar headed by the weekday initials of Portuguese', async () => {
    render(<DateField label="Data de nascimento" value="1990-05-21" onChange={() => undefined} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Escolher data/ }, LOADED));
    const initials = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent);
    expect(initials).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
    expect(screen.getByText('maio 1990')).toBeTruthy();
  });

  it('takes a date typed day first and hands the form the calendar date', async () => {
    const onChange = vi.fn();
    render(<DateField label="Data de nascimento" value="" onChange={onChange} />);
    const day = await screen.findByRole('spinbutton', { name: 'Dia' }, LOADED);
    const events = userEvent.setup();
    await events.click(day);
    await events.keyboard('2105');
    expect(shown()).toBe('21/05/AAAA');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-/));
    await events.keyboard('1990');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('1990-05-21'));
  });

  it.each([
    ['fr', '21/05/1990'],
    ['en', '05/21/1990'],
    ['ar', '21/05/1990'],
  ])('follows the interface in %s', async (language, text) => {
    await act(() => i18n.changeLanguage(language));
    render(<DateField label="x" value="1990-05-21" onChange={() => undefined} />);
    await waitFor(() => expect(shown()).toBe(text), LOADED);
  });
});
