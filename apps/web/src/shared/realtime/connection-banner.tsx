import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/shared/storage/use-store.ts';
import type { RealtimeClient } from './realtime-client.ts';

/**
 * Says that live updates have stopped once the socket's automatic retries are spent, with a button that
 * tries again; nothing otherwise.
 */
export function ConnectionBanner({ client }: { client: Pick<RealtimeClient, 'state' | 'reconnect'> }) {
  const { t } = useTranslation();
  const { gaveUp } = useStore(client.state);
  if (!gaveUp) return null;
  return (
    <Alert
      severity="warning"
      data-testid="realtime-offline"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={client.reconnect}>
          {t('realtime.reconnect')}
        </Button>
      }
    >
      {t('realtime.offline')}
    </Alert>
  );
}
