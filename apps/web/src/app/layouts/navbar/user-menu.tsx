import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { pageByName, entryPathOf } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { canAccess } from '@/shared/ability/can-access.ts';
import { initialsOf } from '@/shared/auth/avatar.ts';
import { logout } from '@/shared/auth/session-actions.ts';
import { isLoggedIn, sessionStore } from '@/shared/auth/session-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { MenuButton } from '@/shared/ui/menu-button.tsx';

const ENTRIES = [
  { name: 'pages-user-profile-tab', labelKey: 'userMenu.profile', icon: PersonOutlineOutlined },
  { name: 'pages-account-settings-tab', labelKey: 'userMenu.accountSettings', icon: SettingsOutlined },
  { name: 'pages-pricing', labelKey: 'userMenu.pricing', icon: SellOutlined },
  { name: 'pages-faq', labelKey: 'userMenu.faq', icon: HelpOutlineOutlined },
];

export function UserMenu() {
  const { t } = useTranslation();
  const session = useStore(sessionStore);
  const ability = useAbility();
  const user = session.userData;
  const name = user?.full_name || user?.username || '';
  const context = { loggedIn: isLoggedIn(session), ability };
  const avatar = (
    <Avatar
      src={user?.avatar ?? undefined}
      alt=""
      sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {/* The button is named after the person. Drawn by CSS, the initials are no text of its own that would
          have to match that name. */}
      <Box
        component="span"
        aria-hidden
        data-initials={initialsOf(name)}
        sx={{ '&::after': { content: 'attr(data-initials)' } }}
      />
    </Avatar>
  );
  return (
    <MenuButton
      id="user-menu"
      label={name ? t('userMenu.labelFor', { name }) : t('userMenu.label')}
      icon={avatar}
    >
      {(close) => [
        <Box
          key="who"
          component="li"
          role="none"
          sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}
        >
          {avatar}
          {/* Plain text: a menu may own only menu items, so no heading here. */}
          <Box>
            <Typography variant="subtitle2" component="p">
              {name}
            </Typography>
            <Typography variant="caption" component="p" color="text.secondary">
              {user?.role}
            </Typography>
          </Box>
        </Box>,
        <Divider key="divider" />,
        ...ENTRIES.map(({ name: pageName, labelKey, icon: Icon }) => {
          const page = pageByName(pageName)!;
          if (!canAccess(page.access, context)) return null;
          return (
            <MenuItem key={pageName} component={Link} to={entryPathOf(page)!} onClick={close}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              {t(labelKey)}
            </MenuItem>
          );
        }),
        <Divider key="divider-2" />,
        <MenuItem
          key="logout"
          data-testid="logout"
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>,
      ]}
    </MenuButton>
  );
}
