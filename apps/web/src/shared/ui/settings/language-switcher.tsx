import MenuItem from '@mui/material/MenuItem';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { directionOf, LOCALE_CONFIGS } from '../../i18n/locales.ts';
import { settingsStore, updateSettings } from '../../settings/settings-store.ts';
import { useStore } from '../../storage/use-store.ts';
import { MenuButton } from '../menu-button.tsx';

/** Switching language also sets the text direction (Arabic mirrors the whole layout). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language } = useStore(settingsStore);
  return (
    <MenuButton id="language-menu" label={t('settings.language')} icon={<TranslateOutlined />}>
      {(close) =>
        LOCALE_CONFIGS.map((locale) => (
          <MenuItem
            key={locale.code}
            lang={locale.code}
            selected={locale.code === language}
            data-value={locale.code}
            onClick={() => {
              updateSettings({ language: locale.code, direction: directionOf(locale.code) });
              close();
            }}
          >
            {locale.label}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
