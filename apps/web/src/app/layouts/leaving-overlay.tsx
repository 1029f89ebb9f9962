import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { leavingStore } from '@/shared/auth/session-actions.ts';
import { useStore } from '@/shared/storage/use-store.ts';

/** Tells the user the session is ending during the 3 s before /login. */
export function LeavingOverlay() {
  const { t } = useTranslation();
  const reason = useStore(leavingStore);
  return (
    <Backdrop open={reason !== null} sx={{ zIndex: (theme) => theme.zIndex.modal + 10 }}>
      <Paper
        role="alertdialog"
        aria-live="assertive"
        sx={{ p: 4, display: 'flex', alignItems: 'center', gap: 2 }}
      >
        <CircularProgress size={28} />
        <Typography data-testid="leaving-message">
          {reason === 'deactivated'
            ? t('auth.deactivatedLeaving')
            : reason === 'sessionEnded'
              ? t('auth.sessionEndedLeaving')
              : t('auth.leaving')}
        </Typography>
      </Paper>
    </Backdrop>
  );
}
