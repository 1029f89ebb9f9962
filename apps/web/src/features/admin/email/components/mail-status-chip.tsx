import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { MailSummary } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { readableText } from '@/shared/ui/readable-text.ts';

const TONES = { queued: 'info', sent: 'success', failed: 'error' } as const;

/** Delivery status of a sent message; a failure shows its reason on hover. */
export function MailStatusChip({
  message,
}: {
  message: Pick<MailSummary, 'status' | 'last_error' | 'attempts'>;
}) {
  const { t } = useTranslation();
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      sx={message.status === 'stored' ? undefined : readableText(TONES[message.status])}
      label={t(`admin.mail.status.${message.status}`)}
    />
  );
  return message.last_error ? (
    <Tooltip title={`${message.last_error} (${t('admin.mail.attempts', { count: message.attempts })})`}>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
