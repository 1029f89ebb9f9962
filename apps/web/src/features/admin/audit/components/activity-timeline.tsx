import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useAudit } from '@/features/admin/audit/api/audit-api.ts';
import { AuditChange } from './audit-change.tsx';
import { auditSummary } from './audit-summary.ts';

const STEP = 10;

/** What was done to or by a user, newest first, from the audit log. */
export function ActivityTimeline({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [size, setSize] = useState(STEP);
  const audit = useAudit({ page: 1, page_size: size, user_id: userId });
  if (audit.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (audit.isError) return <Alert severity="error">{applyServerErrors(audit.error, t)}</Alert>;
  if (audit.data.count === 0) return <EmptyState title={t('admin.audit.empty')} />;
  return (
    <Stack component="ol" spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {audit.data.results.map((entry) => (
        <Box component="li" key={entry.id} sx={{ display: 'flex', gap: 2, pb: 2.5, position: 'relative' }}>
          <Box
            sx={{
              width: 12,
              height: 12,
              mt: 0.75,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              flexShrink: 0,
              boxShadow: (th) => `0 0 0 4px ${th.palette.action.hover}`,
            }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">{auditSummary(t, entry)}</Typography>
              <Typography variant="caption" color="text.secondary" title={format.dateTime(entry.created_at)}>
                {format.relative(entry.created_at)}
              </Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              {t('admin.audit.byFrom', {
                actor: entry.actor?.full_name || entry.actor?.email || t('admin.audit.system'),
                ip: entry.ip || '—',
              })}
            </Typography>
            <AuditChange before={entry.before} after={entry.after} />
          </Box>
        </Box>
      ))}
      {audit.data.count > size && (
        <Button
          onClick={() => setSize(size + STEP)}
          disabled={audit.isFetching}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('admin.audit.more')}
        </Button>
      )}
    </Stack>
  );
}
