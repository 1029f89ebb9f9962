import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CircleIcon from '@mui/icons-material/Circle';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import { MAIL_FOLDERS, MAIL_LABELS, type MailFolder, type MailLabel } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMailCounts } from '@/features/admin/email/api/mail-api.ts';
import { folderPath, labelPath, type MailView } from '@/features/admin/email/mail-route.ts';

const FOLDER_ICONS: Record<MailFolder, typeof InboxOutlined> = {
  inbox: InboxOutlined,
  sent: SendOutlined,
  draft: DraftsOutlined,
  starred: StarBorderOutlined,
  spam: ReportGmailerrorredOutlined,
  trash: DeleteOutlined,
};
export const LABEL_COLORS: Record<MailLabel, string> = {
  personal: 'success.main',
  company: 'primary.dark',
  important: 'warning.main',
  private: 'error.main',
};

function NavEntry(props: {
  to: string;
  current: boolean;
  icon: ReactNode;
  label: string;
  count: number;
  neutral?: boolean;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={props.to}
        selected={props.current}
        aria-current={props.current ? 'page' : undefined}
        sx={{ borderRadius: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{props.icon}</ListItemIcon>
        <ListItemText primary={props.label} />
        <Badge
          color={props.neutral ? 'default' : 'primary'}
          badgeContent={props.count}
          max={999}
          sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** Folders and labels with their unread counts (drafts show how many there are). */
export function MailSidebar({ view, onCompose }: { view: MailView; onCompose: () => void }) {
  const { t } = useTranslation();
  const counts = useMailCounts().data;
  const badge = (key: string) => (key === 'draft' ? counts?.total.draft : counts?.unread[key]) ?? 0;
  return (
    <Box
      component="nav"
      aria-label={t('admin.mail.folders')}
      sx={{ width: 240, flexShrink: 0, p: 2, overflowY: 'auto' }}
    >
      <Button fullWidth variant="contained" startIcon={<EditOutlined />} onClick={onCompose} sx={{ mb: 2 }}>
        {t('admin.mail.compose')}
      </Button>
      <List dense disablePadding>
        {MAIL_FOLDERS.map((folder) => {
          const Icon = FOLDER_ICONS[folder];
          return (
            <NavEntry
              key={folder}
              to={folderPath(folder)}
              current={view.folder === folder}
              icon={<Icon fontSize="small" />}
              label={t(`admin.mail.folder.${folder}`)}
              count={badge(folder)}
              neutral={folder === 'draft'}
            />
          );
        })}
      </List>
      <List
        dense
        disablePadding
        subheader={
          <ListSubheader disableSticky sx={{ bgcolor: 'transparent', px: 1, mt: 2 }}>
            {t('admin.mail.labels')}
          </ListSubheader>
        }
      >
        {MAIL_LABELS.map((label) => (
          <NavEntry
            key={label}
            to={labelPath(label)}
            current={view.label === label}
            icon={<CircleIcon sx={{ fontSize: 12, color: LABEL_COLORS[label] }} />}
            label={t(`admin.mail.label.${label}`)}
            count={badge(label)}
          />
        ))}
      </List>
    </Box>
  );
}
