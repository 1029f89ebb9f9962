import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { afterEach, describe, expect, it } from 'vitest';
import { updateSettings } from '@/shared/settings/settings-store.ts';
import { useGridLocaleText } from '@/shared/ui/grid/use-grid-locale-text.ts';
import '@/shared/i18n/i18n.ts';
import { AppThemeProvider } from './theme-provider.tsx';

const renderChoice = () =>
  render(
    <AppThemeProvider>
      <Autocomplete options={[]} renderInput={(params) => <TextField {...params} label="Plano" />} />
    </AppThemeProvider>,
  );

describe("MUI's own texts", () => {
  afterEach(() => act(() => updateSettings({ language: 'pt-BR' })));

  it('are in Brazilian Portuguese by default', () => {
    renderChoice();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByText('Sem opções')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
  });

  it("follow the interface's language once its pack has loaded", async () => {
    renderChoice();
    act(() => updateSettings({ language: 'fr' }));
    expect(await screen.findByRole('button', { name: 'Ouvrir' })).toBeTruthy();
    act(() => updateSettings({ language: 'ar' }));
    expect(await screen.findByRole('button', { name: 'فتح' })).toBeTruthy();
  });

  it("say 'Gerenciar colunas' in the grid, as Brazil does, not Portugal's 'Gerir colunas'", () => {
    const { result } = renderHook(() => useGridLocaleText());
    expect(result.current.columnMenuManageColumns).toBe('Gerenciar colunas');
  });
});
