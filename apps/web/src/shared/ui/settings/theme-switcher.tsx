import { useTranslation } from 'react-i18next';
import { settingsStore, updateSettings, type Settings } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { ChoiceMenu } from '@/shared/ui/plain/choice-menu.tsx';

const THEMES: Settings['theme'][] = ['light', 'dark', 'system'];

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme } = useStore(settingsStore);
  return (
    <ChoiceMenu
      id="theme-menu"
      label={t('settings.current', { setting: t('settings.theme'), value: t(`settings.themes.${theme}`) })}
      icon={theme}
      choices={THEMES.map((value) => ({ value, label: t(`settings.themes.${value}`), icon: value }))}
      checked={theme}
      onChoose={(value) => updateSettings({ theme: value })}
    />
  );
}
