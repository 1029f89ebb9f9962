import MenuItem from '@mui/material/MenuItem';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/shared/auth/session-actions.ts';
import { LOCALE_CONFIGS } from '@/shared/i18n/locales.ts';
import { logger } from '@/shared/logging/logger.ts';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { MenuButton } from '@/shared/ui/menu-button.tsx';

/**
 * Switching language also sets the text direction (Arabic mirrors the whole layout); signed in, it is saved as
 * the profile's language, so every device follows it.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language } = useStore(settingsStore);
  const current = LOCALE_CONFIGS.find((locale) => locale.code === language)!;
  return (
    <MenuButton
      id="language-menu"
      label={t('settings.current', { setting: t('settings.language'), value: current.label })}
      icon={<TranslateOutlined />}
    >
      {(close) =>
        LOCALE_CONFIGS.map((locale) => (
          <MenuItem
            key={locale.code}
            lang={locale.code}
            role="menuitemradio"
            aria-checked={locale.code === language}
            selected={locale.code === language}
            data-value={locale.code}
            onClick={() => {
              chooseLanguage(locale.code).catch((error: unknown) =>
                logger.error('saving the language to the profile failed', error),
              );
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
