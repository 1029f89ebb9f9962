import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/shared/auth/session-actions.ts';
import { LOCALE_CONFIGS } from '@/shared/i18n/locales.ts';
import { logger } from '@/shared/logging/logger.ts';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { ChoiceMenu } from '@/shared/ui/plain/choice-menu.tsx';

const CHOICES = LOCALE_CONFIGS.map((locale) => ({
  value: locale.code,
  label: locale.label,
  lang: locale.code,
}));

/**
 * Switching language also sets the text direction (Arabic mirrors the whole layout); signed in, it is saved as
 * the profile's language, so every device follows it.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language } = useStore(settingsStore);
  const current = LOCALE_CONFIGS.find((locale) => locale.code === language)!;
  return (
    <ChoiceMenu
      id="language-menu"
      label={t('settings.current', { setting: t('settings.language'), value: current.label })}
      icon="translate"
      choices={CHOICES}
      checked={language}
      onChoose={(code) =>
        chooseLanguage(code).catch((error: unknown) =>
          logger.error('saving the language to the profile failed', error),
        )
      }
    />
  );
}
