import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import type { WorkanaSource } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useTransientFlag } from '@/shared/hooks/use-transient-flag.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { useRegenerateSecret } from '@/features/workana/api/settings-api.ts';

/**
 * The webhook's address and secret: masked but for its last characters, and "gerar novo", which after a
 * confirmation shows the new secret this once, with a copy button, until the page is left.
 */
export function WebhookSecret({ source }: { source: WorkanaSource }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateSecret();
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, raiseCopied] = useTransientFlag();
  const copy = async () => {
    await navigator.clipboard?.writeText(secret!);
    raiseCopied();
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', mt: 1 }}>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        <bdi dir="ltr">POST /api/workana/sources/{source.id}/webhook/</bdi>
      </Typography>
      {secret ? (
        <Alert
          severity="warning"
          sx={{ width: '100%' }}
          action={
            <Button
              size="small"
              color="inherit"
              startIcon={<ContentCopyOutlined />}
              onClick={() => void copy()}
              aria-live="polite"
            >
              {copied ? t('workana.sources.copied') : t('workana.sources.copy')}
            </Button>
          }
        >
          {t('workana.sources.secretOnce')}
          <Typography
            variant="body2"
            data-testid="webhook-secret"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mt: 0.5 }}
          >
            <bdi dir="ltr">{secret}</bdi>
          </Typography>
        </Alert>
      ) : (
        source.secret_hint && (
          <Typography variant="body2">
            {t('workana.sources.secret')}: <bdi dir="ltr">{`••••••••${source.secret_hint}`}</bdi>
          </Typography>
        )
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<AutorenewOutlined />}
        onClick={() => setConfirming(true)}
      >
        {t('workana.sources.regenerate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('workana.sources.regenerateTitle')}
        body={t('workana.sources.regenerateBody')}
        confirmLabel={t('workana.sources.regenerate')}
        pending={regenerate.isPending}
        error={regenerate.isError ? applyServerErrors(regenerate.error, t) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          regenerate.mutate(source.id, {
            onSuccess: (answer) => {
              setSecret(answer.secret);
              setConfirming(false);
            },
          })
        }
      />
    </Stack>
  );
}
