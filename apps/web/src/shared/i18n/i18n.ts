import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from '@alvorada/contracts';
import ptBR from '@/locales/pt-BR.json';
import { settingsStore } from '@/shared/settings/settings-store.ts';

const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('@/locales/en.json'),
  fr: () => import('@/locales/fr.json'),
  ar: () => import('@/locales/ar.json'),
};

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use({
    type: 'backend',
    read(
      language: string,
      _namespace: string,
      done: (error: unknown, data?: Record<string, unknown>) => void,
    ) {
      const load = loaders[language];
      if (!load) return done(null, {});
      load().then(
        (module) => done(null, module.default),
        (error: unknown) => done(error),
      );
    },
  })
  .init({
    lng: settingsStore.get().language,
    // Only the active locale is fetched: every locale has every key (locales.test.ts), so none falls back.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    resources: { 'pt-BR': { translation: ptBR } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });

settingsStore.subscribe(() => {
  const { language } = settingsStore.get();
  if (language !== i18n.language) void i18n.changeLanguage(language);
});
