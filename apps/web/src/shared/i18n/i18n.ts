import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FIELD_MESSAGES, LOCALES, type Locale } from '@alvorada/contracts';
import ptBR from '@/locales/pt-BR.json';
import { settingsStore } from '@/shared/settings/settings-store.ts';

/**
 * Texts only an area's screens use, one namespace per folder of `locales/`. Each file holds its area's
 * section, so keys still read `trading.…`: i18next looks a key up in these namespaces when the shell's
 * (`translation`) lacks it. They load with the area's pages (`page-components.ts`), not with the first screen.
 */
export const AREA_NAMESPACES = [
  'admin',
  'development',
  'energy',
  'optop',
  'public',
  'trading',
  'workana',
] as const;
export type AreaNamespace = (typeof AREA_NAMESPACES)[number];

type Texts = Record<string, unknown>;

/** The shell's `validation.<code>` texts: the contracts' field messages, the ones the server answers with. */
export const validationTexts = (language: Locale) =>
  Object.fromEntries(Object.entries(FIELD_MESSAGES).map(([code, texts]) => [code, texts[language]]));

// Portuguese shell texts are bundled: the default language's first screen waits for no file.
const files = import.meta.glob<Texts>(['@/locales/**/*.json', '!@/locales/pt-BR.json'], {
  import: 'default',
});

/** The texts of `namespace` in `language`: `locales/<language>.json` for the shell, else its folder's file. */
function readTexts(language: string, namespace: string): Promise<Texts> {
  const load =
    files[
      namespace === 'translation'
        ? `/src/locales/${language}.json`
        : `/src/locales/${namespace}/${language}.json`
    ];
  if (!load) return Promise.reject(new Error(`no texts for ${namespace} in ${language}`));
  return namespace === 'translation'
    ? load().then((texts) => ({ ...texts, validation: validationTexts(language as Locale) }))
    : load();
}

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use({
    type: 'backend',
    read(
      language: string,
      namespace: string,
      done: (error: unknown, data?: Record<string, unknown>) => void,
    ) {
      readTexts(language, namespace).then(
        (texts) => done(null, texts),
        (error: unknown) => done(error),
      );
    },
  })
  .init({
    lng: settingsStore.get().language,
    // Only the active locale is fetched: every locale has every key (locales.test.ts), so none falls back.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    resources: { 'pt-BR': { translation: { ...ptBR, validation: validationTexts('pt-BR') } } },
    partialBundledLanguages: true,
    fallbackNS: [...AREA_NAMESPACES],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });

/**
 * Loads an area's texts before its screen shows, failing as a page that does not load would. From then on
 * every switch of language loads them too; a switch already under way began without them, so the language
 * it brings gets them here.
 */
export async function loadNamespace(namespace: AreaNamespace): Promise<void> {
  const chosen = settingsStore.get().language;
  await Promise.all([
    new Promise<void>((resolve, reject) => {
      void i18n.loadNamespaces(namespace, (errors: unknown) =>
        errors ? reject(new Error(`the ${namespace} texts did not load`, { cause: errors })) : resolve(),
      );
    }),
    chosen === i18n.language || i18n.hasResourceBundle(chosen, namespace)
      ? undefined
      : readTexts(chosen, namespace).then((texts) => {
          i18n.addResourceBundle(chosen, namespace, texts);
        }),
  ]);
}

settingsStore.subscribe(() => {
  const { language } = settingsStore.get();
  if (language !== i18n.language) void i18n.changeLanguage(language);
});
