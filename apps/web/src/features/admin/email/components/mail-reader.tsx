import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ForwardOutlined from '@mui/icons-material/ForwardOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import { MAIL_LABELS, type MailLabel, type MailMessage } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { download } from '@/shared/files/download.ts';
import {
  useMailBulk,
  useMailMessage,
  usePatchMail,
  useRetryMail,
} from '@/features/admin/email/api/mail-api.ts';
import { MailStatusChip } from './mail-status-chip.tsx';

export type ReplyKind = 'reply' | 'forward';

export function MailReader({
  id,
  onBack,
  onReply,
}: {
  id: number;
  onBack: () => void;
  onReply: (message: MailMessage, kind: ReplyKind) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const message = useMailMessage(id);
  const patch = usePatchMail();
  const bulk = useMailBulk();
  const retry = useRetryMail();
  const [labelsAnchor, setLabelsAnchor] = useState<HTMLElement | null>(null);
  const error = patch.error ?? bulk.error ?? retry.error;

  if (message.isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (message.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {applyServerErrors(message.error, t)}
      </Alert>
    );
  const m = message.data;
  const toggleLabel = (label: MailLabel) =>
    patch.mutate({
      id,
      labels: m.labels.includes(label) ? m.labels.filter((l) => l !== label) : [...m.labels, label],
    });
  const moveAndBack = (action: 'trash' | 'spam' | 'delete') =>
    bulk.mutate({ ids: [id], action }, { onSuccess: onBack });

  return (
    <Box sx={{ flex: 1, overflowY: 'auto' }}>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ px: 1.5, py: 1, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
      >
        <Tooltip title={t('admin.mail.back')}>
          <IconButton onClick={onBack} aria-label={t('admin.mail.back')}>
            <ArrowBackOutlined
              sx={(th) => ({ transform: th.direction === 'rtl' ? 'scaleX(-1)' : undefined })}
            />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {m.subject || t('admin.mail.noSubject')}
        </Typography>
        <Tooltip title={m.starred ? t('admin.mail.unstar') : t('admin.mail.star')}>
          <IconButton
            aria-pressed={m.starred}
            aria-label={m.starred ? t('admin.mail.unstar') : t('admin.mail.star')}
            onClick={() => patch.mutate({ id, starred: !m.starred })}
          >
            {m.starred ? <StarRounded sx={{ color: 'warning.main' }} /> : <StarBorderOutlined />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('admin.mail.labels')}>
          <IconButton
            aria-label={t('admin.mail.labels')}
            aria-haspopup="menu"
            onClick={(e) => setLabelsAnchor(e.currentTarget)}
          >
            <LabelOutlined />
          </IconButton>
        </Tooltip>
        {m.folder === 'inbox' && (
          <Tooltip title={t('admin.mail.bulk.spam')}>
            <IconButton aria-label={t('admin.mail.bulk.spam')} onClick={() => moveAndBack('spam')}>
              <ReportGmailerrorredOutlined />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip
          title={m.folder === 'trash' ? t('admin.mail.bulk.deleteForever') : t('admin.mail.bulk.delete')}
        >
          <IconButton
            aria-label={
              m.folder === 'trash' ? t('admin.mail.bulk.deleteForever') : t('admin.mail.bulk.delete')
            }
            onClick={() => moveAndBack('delete')}
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
      <Menu anchorEl={labelsAnchor} open={!!labelsAnchor} onClose={() => setLabelsAnchor(null)}>
        {MAIL_LABELS.map((label) => (
          <MenuItem key={label} onClick={() => toggleLabel(label)} selected={m.labels.includes(label)}>
            <ListItemIcon>{m.labels.includes(label) && <CheckOutlined fontSize="small" />}</ListItemIcon>
            {t(`admin.mail.label.${label}`)}
          </MenuItem>
        ))}
      </Menu>
      <Box sx={{ p: 3 }}>
        {!!error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {applyServerErrors(error, t)}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', mb: 2 }}
        >
          <div>
            <Typography sx={{ fontWeight: 600 }}>
              {m.from_name ? `${m.from_name} <${m.from_address}>` : m.from_address}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('admin.mail.toLine', { to: m.to_address })}
            </Typography>
          </div>
          <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' } }}>
            <Typography variant="body2" color="text.secondary">
              {format.dateTime(m.created_at)}
            </Typography>
            {m.folder === 'sent' && <MailStatusChip message={m} />}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          {m.labels.map((l) => (
            <Chip key={l} size="small" label={t(`admin.mail.label.${l}`)} onDelete={() => toggleLabel(l)} />
          ))}
        </Stack>
        {m.folder === 'sent' && m.status === 'failed' && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                disabled={retry.isPending}
                onClick={() => retry.mutate(id)}
              >
                {t('admin.mail.retry')}
              </Button>
            }
          >
            {t('admin.mail.failed', { reason: m.last_error ?? '' })}{' '}
            {t('admin.mail.attempts', { count: m.attempts })}
          </Alert>
        )}
        <Typography
          component="div"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7 }}
        >
          {m.text}
        </Typography>
        {m.attachments.length > 0 && (
          <>
            <Divider sx={{ my: 3 }} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {m.attachments.map((a) => (
                <Chip
                  key={a.id}
                  icon={<AttachFileOutlined />}
                  label={`${a.filename} (${format.number(Math.ceil(a.size / 1024))} KB)`}
                  onClick={() => download(`/admin/mail/${id}/attachments/${a.id}/`, a.filename)}
                  variant="outlined"
                />
              ))}
            </Stack>
          </>
        )}
        <Stack direction="row" spacing={1.5} sx={{ mt: 4 }}>
          <Button variant="outlined" startIcon={<ReplyOutlined />} onClick={() => onReply(m, 'reply')}>
            {t('admin.mail.reply')}
          </Button>
          <Button variant="outlined" startIcon={<ForwardOutlined />} onClick={() => onReply(m, 'forward')}>
            {t('admin.mail.forward')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
