import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { OptopProvider } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useOptopSettings } from '@/features/optop/api/settings-api.ts';

const PROVIDER_NAMES: Record<OptopProvider, string> = { openai: 'OpenAI', anthropic: 'Anthropic' };

/** The profile's connection to the OPTOP agent: the model provider it answers with, or none. */
export function OptopConnection() {
  const { t } = useTranslation();
  const settings = useOptopSettings();
  const data = settings.data;
  return (
    <Card component="section" aria-label={t('profile.connections.optop')}>
      <CardHeader
        title={t('profile.connections.optop')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      {settings.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {settings.isError && (
        <LoadError message={t('dashboard.loadError')} onRetry={() => void settings.refetch()} />
      )}
      {data && (
        <CardContent sx={{ pt: 0 }}>
          <Typography>
            {data.provider
              ? t('profile.connections.provider', {
                  provider: PROVIDER_NAMES[data.provider],
                  model: data.model || '—',
                })
              : t('profile.connections.offline')}
          </Typography>
        </CardContent>
      )}
    </Card>
  );
}
