import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, enUS, frFR, ptBR } from '@mui/x-data-grid/locales';

const GRID_LOCALES = { 'pt-BR': ptBR, en: enUS, fr: frFR, ar: arSD } as const;

/** Where MUI's Portuguese pack reads as Portugal's, the Brazilian words. */
const BRAZILIAN: Partial<GridLocaleText> = {
  columnMenuManageColumns: 'Gerenciar colunas',
  columnsManagementShowHideAllText: 'Mostrar/Ocultar todas',
};

/**
 * The grid's own translations (MUI X's pack of the interface's language, in Brazilian Portuguese by default),
 * with the spec's data-table texts on top.
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const base = GRID_LOCALES[i18n.language as keyof typeof GRID_LOCALES] ?? ptBR;
    return {
      ...base.components.MuiDataGrid.defaultProps.localeText,
      ...(base === ptBR ? BRAZILIAN : {}),
      noRowsLabel: t('dataTable.noData'),
      noResultsOverlayLabel: t('dataTable.noData'),
      paginationRowsPerPage: t('dataTable.itemsPerPage'),
      paginationDisplayedRows: ({ from, to, count }) =>
        t('dataTable.displayedRows', { from, to, total: count }),
      paginationItemAriaLabel: (type) => t(`dataTable.${type}Page`),
    };
  }, [t, i18n.language]);
}
