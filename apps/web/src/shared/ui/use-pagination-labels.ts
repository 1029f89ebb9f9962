import { useTranslation } from 'react-i18next';

/** The data-table texts of the spec for MUI's TablePagination, in the UI language. */
export function usePaginationLabels() {
  const { t } = useTranslation();
  return {
    labelRowsPerPage: t('dataTable.itemsPerPage'),
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      t('dataTable.displayedRows', { from, to, total: count }),
    getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => t(`dataTable.${type}Page`),
  };
}
