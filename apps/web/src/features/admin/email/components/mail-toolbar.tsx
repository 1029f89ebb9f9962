import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useTranslation } from 'react-i18next';
import type { MailBulkAction } from '@/features/admin/email/api/mail-api.ts';
import type { MailView } from '@/features/admin/email/mail-route.ts';

/** Search, select all and the bulk actions that make sense in the current folder. */
export function MailToolbar({
  view,
  search,
  onSearch,
  total,
  selectedCount,
  onSelectAll,
  onBulk,
  onRefresh,
  onMenu,
}: {
  view: MailView;
  search: string;
  onSearch: (value: string) => void;
  total: number;
  selectedCount: number;
  onSelectAll: (all: boolean) => void;
  onBulk: (action: MailBulkAction) => void;
  onRefresh: () => void;
  onMenu?: () => void;
}) {
  const { t } = useTranslation();
  const actions: { action: MailBulkAction; icon: typeof DraftsOutlined }[] = [
    { action: 'read', icon: DraftsOutlined },
    { action: 'unread', icon: MarkEmailUnreadOutlined },
    ...(view.folder === 'trash'
      ? [{ action: 'restore' as const, icon: RestoreFromTrashOutlined }]
      : view.folder === 'spam'
        ? [{ action: 'not_spam' as const, icon: RestoreFromTrashOutlined }]
        : view.folder === 'inbox' || view.label
          ? [{ action: 'spam' as const, icon: ReportGmailerrorredOutlined }]
          : []),
    { action: 'delete', icon: DeleteOutlined },
  ];
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ px: 1.5, py: 1, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
    >
      {onMenu && (
        <IconButton onClick={onMenu} aria-label={t('admin.mail.folders')} sx={{ display: { md: 'none' } }}>
          <MenuOutlined />
        </IconButton>
      )}
      <Checkbox
        checked={total > 0 && selectedCount === total}
        indeterminate={selectedCount > 0 && selectedCount < total}
        onChange={(e) => onSelectAll(e.target.checked)}
        slotProps={{ input: { 'aria-label': t('admin.mail.selectAll') } }}
      />
      {selectedCount > 0 &&
        actions.map(({ action, icon: Icon }) => (
          <Tooltip
            key={action}
            title={t(
              `admin.mail.bulk.${view.folder === 'trash' && action === 'delete' ? 'deleteForever' : action}`,
            )}
          >
            <IconButton
              onClick={() => onBulk(action)}
              aria-label={t(
                `admin.mail.bulk.${view.folder === 'trash' && action === 'delete' ? 'deleteForever' : action}`,
              )}
            >
              <Icon />
            </IconButton>
          </Tooltip>
        ))}
      <TextField
        size="small"
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={t('admin.mail.search')}
        slotProps={{
          htmlInput: { 'aria-label': t('admin.mail.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: 1, maxWidth: 420, marginInlineStart: 'auto !important' }}
      />
      <Tooltip title={t('admin.mail.refresh')}>
        <IconButton onClick={onRefresh} aria-label={t('admin.mail.refresh')}>
          <RefreshOutlined />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
