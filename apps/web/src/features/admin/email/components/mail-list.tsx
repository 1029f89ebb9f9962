import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CircleIcon from '@mui/icons-material/Circle';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import type { MailSummary } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { usePatchMail } from '@/features/admin/email/api/mail-api.ts';
import { LABEL_COLORS } from './mail-sidebar.tsx';
import { MailStatusChip } from './mail-status-chip.tsx';

/** Who the message is from, or for sent mail and drafts, whom it is to. */
const counterpart = (m: MailSummary) =>
  m.folder === 'sent' || m.folder === 'draft' ? m.to_address : m.from_name || m.from_address;

/** Sent mail and drafts are the platform's own: only received mail reads as unread. */
const unread = (m: MailSummary) => !m.read && m.folder !== 'sent' && m.folder !== 'draft';

export function MailList({
  messages,
  loading,
  error,
  selected,
  onSelect,
  onOpen,
}: {
  messages: MailSummary[];
  loading: boolean;
  error: unknown;
  selected: Set<number>;
  onSelect: (ids: Set<number>) => void;
  onOpen: (message: MailSummary) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const patch = usePatchMail();
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  return (
    <Box sx={{ flex: 1, overflowY: 'auto', position: 'relative' }}>
      {loading && (
        <LinearProgress
          aria-label={t('common.loading')}
          sx={{ position: 'absolute', insetInline: 0, top: 0 }}
        />
      )}
      {!!error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {applyServerErrors(error, t)}
        </Alert>
      )}
      {!loading && !error && messages.length === 0 && <EmptyState title={t('admin.mail.empty')} />}
      <List disablePadding aria-label={t('admin.mail.messages')}>
        {messages.map((m) => (
          <ListItem key={m.id} disablePadding divider>
            <Checkbox
              checked={selected.has(m.id)}
              onChange={() => toggle(m.id)}
              slotProps={{ input: { 'aria-label': t('admin.mail.select', { subject: m.subject }) } }}
              sx={{ ml: 1 }}
            />
            <Tooltip title={m.starred ? t('admin.mail.unstar') : t('admin.mail.star')}>
              <IconButton
                size="small"
                aria-label={m.starred ? t('admin.mail.unstar') : t('admin.mail.star')}
                aria-pressed={m.starred}
                onClick={() => patch.mutate({ id: m.id, starred: !m.starred })}
              >
                {m.starred ? <StarRounded sx={{ color: 'warning.main' }} /> : <StarBorderOutlined />}
              </IconButton>
            </Tooltip>
            <ListItemButton onClick={() => onOpen(m)} sx={{ py: 1.25 }}>
              <Stack direction="row" spacing={2} sx={{ minWidth: 0, flex: 1, alignItems: 'center' }}>
                <Typography
                  variant="body2"
                  noWrap
                  sx={{ width: { xs: 110, md: 180 }, flexShrink: 0, fontWeight: unread(m) ? 700 : 400 }}
                >
                  {counterpart(m)}
                </Typography>
                <Typography
                  variant="body2"
                  noWrap
                  dir="auto"
                  sx={{ flex: 1, minWidth: 0, textAlign: 'match-parent' }}
                >
                  <Box component="span" sx={{ fontWeight: unread(m) ? 700 : 500 }}>
                    {m.subject || t('admin.mail.noSubject')}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' — '}
                    {m.snippet}
                  </Box>
                </Typography>
                {m.labels.map((l) => (
                  <Tooltip key={l} title={t(`admin.mail.label.${l}`)}>
                    <CircleIcon
                      sx={{ fontSize: 10, color: LABEL_COLORS[l] }}
                      aria-label={t(`admin.mail.label.${l}`)}
                    />
                  </Tooltip>
                ))}
                {m.has_attachments && (
                  <AttachFileOutlined fontSize="small" aria-label={t('admin.mail.hasAttachments')} />
                )}
                {m.folder === 'sent' && <MailStatusChip message={m} />}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  noWrap
                  sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}
                  title={format.dateTime(m.created_at)}
                >
                  {format.relative(m.created_at)}
                </Typography>
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
