import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { describe, expect, it } from 'vitest';
import { OutlinedField } from './outlined-field.tsx';

/** What a field draws inside its root (whose only difference is TextField's own, unstyled, class name). */
const drawn = (field: ReactElement) => {
  const { container, unmount } = render(field);
  const html = container.firstElementChild!.innerHTML;
  unmount();
  return html;
};

describe('the outlined field', () => {
  it('draws what TextField draws: label, required mark, error, helper text and their ids', () => {
    const props = {
      id: 'email',
      label: 'E-mail',
      name: 'email',
      autoComplete: 'username',
      required: true,
      error: true,
      helperText: 'Obrigatório',
    };
    expect(drawn(<OutlinedField {...props} />)).toBe(drawn(<TextField fullWidth {...props} />));
  });

  it('lets the input be described by another element, as TextField’s htmlInput does', () => {
    const props = { id: 'password', label: 'Senha', type: 'password', helperText: 'Curta demais' };
    const describedBy = { 'aria-describedby': 'password-rules' };
    expect(drawn(<OutlinedField {...props} inputProps={describedBy} />)).toBe(
      drawn(<TextField fullWidth {...props} slotProps={{ htmlInput: describedBy }} />),
    );
  });

  it('hands its input to the ref, for react-hook-form', () => {
    let input: HTMLInputElement | null = null;
    render(<OutlinedField label="E-mail" ref={(element) => void (input = element)} />);
    expect(input).toBeInstanceOf(HTMLInputElement);
  });
});
