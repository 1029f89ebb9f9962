import { useEffect, useReducer } from 'react';
import type { Localization } from '@mui/material/locale';
import { ptBR } from '@mui/material/locale';
import type { Locale } from '@alvorada/contracts';

/**
 * MUI's own texts (the autocomplete's "Abrir", "Fechar", "Sem opções", pagination, alerts…) in the interface's
 * language. Portuguese, the default, is bundled; the others load when chosen, so the first page stays small.
 */
const LOADERS: Record<Exclude<Locale, 'pt-BR'>, () => Promise<Localization>> = {
  en: () => import('./mui-locales/en.ts').then((m) => m.default),
  fr: () => import('./mui-locales/fr.ts').then((m) => m.default),
  ar: () => import('./mui-locales/ar.ts').then((m) => m.default),
};

const loaded = new Map<Locale, Localization>([['pt-BR', ptBR]]);

/**
 * The localization of `locale`. While another language's texts load, Portuguese stays, as the interface's
 * own texts do until their file arrives.
 */
export function useMuiLocalization(locale: Locale): Localization {
  const [, loadedOne] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (locale === 'pt-BR' || loaded.has(locale)) return;
    let current = true;
    void LOADERS[locale]().then((pack) => {
      loaded.set(locale, pack);
      if (current) loadedOne();
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded.get(locale) ?? ptBR;
}
