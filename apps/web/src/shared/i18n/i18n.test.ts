import { afterAll, describe, expect, it, vi } from 'vitest';
import adminEn from '@/locales/admin/en.json';
import energyFr from '@/locales/energy/fr.json';
import ptBR from '@/locales/pt-BR.json';
import tradingAr from '@/locales/trading/ar.json';
import tradingPtBR from '@/locales/trading/pt-BR.json';
import { DEFAULT_SETTINGS, updateSettings } from '@/shared/settings/settings-store.ts';
import { AREA_NAMESPACES, i18n, loadNamespace } from './i18n.ts';

const switchTo = async (language: 'pt-BR' | 'en' | 'fr' | 'ar') => {
  updateSettings({ language });
  await vi.waitFor(() => expect(i18n.language).toBe(language));
};

afterAll(() => updateSettings(DEFAULT_SETTINGS));

describe("the areas' texts", () => {
  it('are not in the bundled Portuguese texts, nor loaded at start', () => {
    expect(Object.keys(ptBR)).not.toEqual(expect.arrayContaining([...AREA_NAMESPACES]));
    for (const namespace of AREA_NAMESPACES) {
      expect(i18n.hasResourceBundle('pt-BR', namespace), namespace).toBe(false);
    }
    expect(i18n.t('trading.builder.subtitle')).toBe('trading.builder.subtitle');
  });

  it('load in the language on screen, and a switch of language brings them along', async () => {
    await loadNamespace('trading');
    expect(i18n.t('trading.builder.subtitle')).toBe(tradingPtBR.trading.builder.subtitle);
    await switchTo('ar');
    expect(i18n.t('trading.builder.subtitle')).toBe(tradingAr.trading.builder.subtitle);
  });

  it('opened while another language loads, are there when it shows', async () => {
    updateSettings({ language: 'fr' });
    await loadNamespace('energy');
    await switchTo('fr');
    expect(i18n.t('energy.generation.subtitle')).toBe(energyFr.energy.generation.subtitle);
  });

  it('keep their plurals and interpolation', async () => {
    await switchTo('en');
    await loadNamespace('admin');
    expect(i18n.t('admin.roles.userCount', { count: 1 })).toBe(
      adminEn.admin.roles.userCount_one.replace('{{count}}', '1'),
    );
  });
});
