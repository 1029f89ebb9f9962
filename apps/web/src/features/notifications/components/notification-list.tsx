import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import type { Notification } from '@alvorada/contracts';
import { useNavigate } from 'react-router';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useMarkNotificationRead } from '@/features/notifications/api/notifications-api.ts';

/** Notifications, unread first in bold; opening one marks it read and follows its link. */
export function NotificationList({ items, onOpen }: { items: Notification[]; onOpen?: () => void }) {
  const format = useFormatters();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (
    <List disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} disablePadding>
          <ListItemButton
            alignItems="flex-start"
            onClick={() => {
              if (!item.read_at) markRead.mutate(item.id);
              onOpen?.();
              if (item.link) void navigate(item.link);
            }}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <ListItemAvatar>
              <Avatar
                sx={{ bgcolor: item.read_at ? 'action.selected' : 'primary.main', color: 'text.primary' }}
              >
                <NotificationsNoneOutlined />
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={item.title}
              secondary={`${item.body} · ${format.relative(item.created_at)}`}
              slotProps={{ primary: { sx: { fontWeight: item.read_at ? 400 : 700 } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
