import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { ReportSchedule } from '@alvorada/contracts';
import { ReportDeleteDialog } from '@/features/energy/components/report-delete-dialog.tsx';
import { ListExportBar } from '@/features/energy/components/list-export-bar.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useReportSchedules, useScheduleMutations } from '@/features/energy/api/report-api.ts';
import { describeReport } from '@/features/energy/components/report-description.ts';

/** The monthly schedules: what runs when and for whom; each can be paused, resumed or removed. */
export function ReportScheduleList({
  canUpdate,
  canDelete,
  onMessage,
}: {
  canUpdate: boolean;
  canDelete: boolean;
  onMessage: (message: { severity: 'success' | 'error'; text: string }) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const schedules = useReportSchedules();
  const { update, remove } = useScheduleMutations();
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const fail = (error: unknown) => onMessage({ severity: 'error', text: applyServerErrors(error, t) });

  if (!schedules.data) return <Skeleton variant="rounded" height={80} />;
  if (schedules.data.results.length === 0)
    return <Typography color="text.secondary">{t('energy.reports.schedules.empty')}</Typography>;
  return (
    <>
      <ListExportBar path="/energy/report-schedules/export/" name="agendamentos" query={{}} empty={false} />
      <List dense disablePadding>
        {schedules.data.results.map((s) => {
          const name = t(`energy.reports.type.${s.type}`);
          return (
            <ListItem
              key={s.id}
              divider
              disableGutters
              secondaryAction={
                <>
                  {canUpdate && (
                    <Tooltip
                      title={t(
                        s.active ? 'energy.reports.schedules.pause' : 'energy.reports.schedules.resume',
                      )}
                    >
                      <Switch
                        edge="end"
                        checked={s.active}
                        slotProps={{
                          input: {
                            'aria-label': `${t(s.active ? 'energy.reports.schedules.pause' : 'energy.reports.schedules.resume')}: ${name}`,
                          },
                        }}
                        onChange={() =>
                          update.mutateAsync({ id: s.id, patch: { active: !s.active } }).catch(fail)
                        }
                      />
                    </Tooltip>
                  )}
                  {canDelete && (
                    <Tooltip title={t('energy.reports.schedules.delete')}>
                      <IconButton
                        edge="end"
                        aria-label={`${t('energy.reports.schedules.delete')}: ${name}`}
                        onClick={() => setDeleting(s)}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </Tooltip>
                  )}
                </>
              }
            >
              <ListItemText
                sx={{ pe: 12 }}
                primary={name}
                secondary={[
                  // Which customer, UC, plant or distributor it is about, when it is about one.
                  ...(Object.keys(s.params).length ? [describeReport(s, undefined, t, format.month)] : []),
                  s.active
                    ? t('energy.reports.schedules.line', {
                        day: s.day,
                        hour: String(s.hour).padStart(2, '0'),
                        format: t(`energy.reports.format.${s.format}`),
                        recipients: t(`energy.reports.dialog.recipient.${s.recipients}`),
                      })
                    : t('energy.reports.schedules.paused'),
                ].join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
      <ReportDeleteDialog
        target={deleting}
        keys="energy.reports.schedules"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(target) => {
          setDeleting(null);
          remove.mutateAsync(target.id).catch(fail);
        }}
      />
    </>
  );
}
