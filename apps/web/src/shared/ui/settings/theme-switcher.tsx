import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { settingsStore, updateSettings, type Settings } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { MenuButton } from '@/shared/ui/menu-button.tsx';

export const THEME_OPTIONS: { value: Settings['theme']; icon: typeof LightModeOutlined }[] = [
  { value: 'light', icon: LightModeOutlined },
  { value: 'dark', icon: DarkModeOutlined },
  { value: 'system', icon: DesktopWindowsOutlined },
];

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme } = useStore(settingsStore);
  const Current = THEME_OPTIONS.find((option) => option.value === theme)!.icon;
  return (
    <MenuButton
      id="theme-menu"
      label={t('settings.current', { setting: t('settings.theme'), value: t(`settings.themes.${theme}`) })}
      icon={<Current />}
    >
      {(close) =>
        THEME_OPTIONS.map(({ value, icon: Icon }) => (
          <MenuItem
            key={value}
            role="menuitemradio"
            aria-checked={value === theme}
            selected={value === theme}
            data-value={value}
            onClick={() => {
              updateSettings({ theme: value });
              close();
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(`settings.themes.${value}`)}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
