import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Cycle, CycleClosePreview } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useClosePreview } from '@/features/energy/api/cycle-api.ts';
import { unitPath } from '@/features/energy/components/detail-paths.ts';
import { ReasonDialog } from '@/features/energy/components/reason-dialog.tsx';

/** The UCs a close would meet without a distributor bill, in a list that scrolls. */
export function MissingBillsList({ preview }: { preview: CycleClosePreview }) {
  const { t } = useTranslation();
  const listed = preview.missing_bills.length;
  return (
    <>
      <Box
        component="ul"
        aria-label={t('energy.cycles.missingListLabel')}
        tabIndex={0}
        sx={{
          maxHeight: 220,
          listStyle: 'none',
          overflowY: 'auto',
          m: 0,
          py: 1,
          px: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {preview.missing_bills.map((unit) => (
          <Typography component="li" variant="body2" key={unit.unit_id} sx={{ py: 0.25 }}>
            <Link component={RouterLink} to={unitPath(unit.unit_id)}>
              {unit.installation_number}
            </Link>
            {' · '}
            {unit.customer_name}
          </Typography>
        ))}
      </Box>
      {preview.missing_bills_count > listed && (
        <Typography variant="caption" color="text.secondary">
          {t('energy.cycles.missingMore', { count: preview.missing_bills_count - listed, listed })}
        </Typography>
      )}
    </>
  );
}

/**
 * Asks before closing a cycle, with what the close would meet: a month not yet ended cannot close (said, and
 * nothing offered); UCs under contract without a distributor bill are listed, and closing anyway takes a reason
 * that the cycle keeps; otherwise the plain confirmation.
 */
export function CycleCloseDialog({
  cycle,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  cycle: Cycle | null;
  pending: boolean;
  error: unknown;
  /** With the reason when UCs lack a bill (the close then overrides their absence). */
  onConfirm: (reason?: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const preview = useClosePreview(cycle?.id ?? null);
  const data = preview.data;
  const month = cycle ? format.month(cycle.cycle) : '';
  const missing = data && data.month_ended && data.missing_bills_count > 0;
  const title = missing
    ? t('energy.cycles.missingTitle', { cycle: month })
    : t('energy.cycles.confirmTitle', { cycle: month });
  const confirmLabel = !data?.month_ended
    ? undefined
    : missing
      ? t('energy.cycles.closeAnyway')
      : t('energy.cycles.close');
  return (
    <ReasonDialog
      open={cycle !== null}
      title={title}
      reasonLabel={missing ? t('energy.cycles.overrideReason') : undefined}
      reasonRequired={!!missing}
      confirmLabel={confirmLabel}
      pending={pending}
      error={error ?? preview.error}
      onConfirm={(reason) => onConfirm(missing ? reason : undefined)}
      onClose={onClose}
    >
      {!data ? (
        !preview.isError && <Skeleton variant="rounded" height={96} aria-label={t('common.loading')} />
      ) : !data.month_ended ? (
        <Alert severity="info">
          {t('energy.cycles.monthNotEnded', { cycle: month, date: format.day(data.closable_from) })}
        </Alert>
      ) : missing ? (
        <>
          <Alert severity="warning">
            {t('energy.cycles.missingBody', { count: data.missing_bills_count, cycle: month })}
          </Alert>
          <MissingBillsList preview={data} />
          <DialogContentText>{t('energy.cycles.missingChoice')}</DialogContentText>
        </>
      ) : (
        <DialogContentText>{t('energy.cycles.confirmBody')}</DialogContentText>
      )}
    </ReasonDialog>
  );
}
