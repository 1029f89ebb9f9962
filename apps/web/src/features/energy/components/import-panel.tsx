import { useTranslation } from 'react-i18next';
import { useImportRecord } from '@/features/energy/api/import-api.ts';
import { useImportFields } from '@/features/energy/components/import-history-table.tsx';
import { RecordPanel } from '@/features/energy/components/record-panel.tsx';

/**
 * One landed file, read by its id (the one an "import finished" notice opens), as the history lists it,
 * whatever page of the history is shown.
 */
export function ImportPanel({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useImportRecord(id);
  const fields = useImportFields();
  const record = query.data;
  return (
    <RecordPanel
      id={id}
      title={t('energy.imports.panel.title')}
      query={query}
      notFound={t('energy.imports.panel.notFound')}
      onClose={onClose}
      fields={record ? fields.map(({ label, text }) => [label, text(record)]) : null}
    />
  );
}
