import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { useRecordHistory, type EnergyRecord } from '@/features/energy/api/record-api.ts';
import { Section } from './overview-section.tsx';

type Held = Record<string, unknown> | null;

/** The fields an entry changed (the version aside), each with its value before and after. */
export function changesOf(entry: AuditEntry) {
  const before = (entry.before ?? {}) as Exclude<Held, null>;
  const after = (entry.after ?? {}) as Exclude<Held, null>;
  if (!entry.before || !entry.after) return [];
  return Object.keys(after)
    .filter((field) => field !== 'version' && JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/**
 * "Histórico" of a record's page: its audit entries, newest first, each saying who did what and when, and for an
 * edit the fields it changed from → to (`label` and `show` name and write a field as the record's form does).
 */
export function RecordHistory({
  resource,
  id,
  label,
  show,
}: {
  resource: EnergyRecord;
  id: number;
  label: (field: string) => string;
  show: (field: string, value: unknown) => string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const history = useRecordHistory(resource, id);
  const entries = history.data;
  return (
    <Section title={t('energy.records.history')} loading={history.isPending && !history.isError} height={120}>
      {history.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void history.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('energy.records.historyError')}
        </Alert>
      )}
      {entries && !entries.length && (
        <EmptyState title={t('energy.records.noHistory')} body={t('energy.records.noHistoryBody')} />
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="record-history">
        {entries?.map((entry) => (
          <li key={entry.id}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`energy.records.action.${entry.action.split('_')[0]}`, {
                defaultValue: entry.action,
              })}
              {' · '}
              {format.dateTime(entry.created_at)}
              {' · '}
              {entry.actor ? entry.actor.full_name || entry.actor.email : t('energy.records.someone')}
            </Typography>
            {changesOf(entry).map((change) => (
              <Typography key={change.field} variant="body2" color="text.secondary">
                {label(change.field)}: <bdi>{show(change.field, change.before)}</bdi> →{' '}
                <bdi>{show(change.field, change.after)}</bdi>
              </Typography>
            ))}
          </li>
        ))}
      </Stack>
    </Section>
  );
}
