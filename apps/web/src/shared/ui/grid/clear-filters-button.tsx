import Button from '@mui/material/Button';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { useTranslation } from 'react-i18next';
import type { ServerGridView } from './use-server-grid.ts';

/** Clears a server list's search and filters; disabled while none is set. */
export function ClearFiltersButton({ grid }: { grid: ServerGridView }) {
  const { t } = useTranslation();
  return (
    <Button size="small" startIcon={<FilterAltOffOutlined />} disabled={!grid.filtered} onClick={grid.clear}>
      {t('dataTable.clearFilters')}
    </Button>
  );
}
