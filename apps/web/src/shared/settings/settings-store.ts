import { DEFAULT_LOCALE, LOCALES, SETTINGS_COOKIE_DAYS } from '@alvorada/contracts';
import { cookies } from '@/shared/storage/cookies.ts';
import { storageKey } from '@/shared/storage/keys.ts';
import { readJson, writeJson } from '@/shared/storage/local.ts';
import { createStore } from '@/shared/storage/store.ts';

const BOOLEAN = [true, false] as const;
const BAR_TYPES = ['sticky', 'static', 'hidden'] as const;
/** The values each setting may take; a stored value outside them is dropped. */
const SETTING_VALUES = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  layout: ['vertical', 'horizontal', 'collapsed'],
  contentWidth: ['boxed', 'fluid'],
  direction: ['ltr', 'rtl'],
  navbarType: BAR_TYPES,
  footerType: BAR_TYPES,
  semiDarkNav: BOOLEAN,
  navbarBlur: BOOLEAN,
  language: LOCALES,
} as const;
export type Settings = {
  -readonly [Name in keyof typeof SETTING_VALUES]: (typeof SETTING_VALUES)[Name][number];
};
export type SettingName = keyof Settings;

/** Light theme, horizontal navigation (the shipped configuration), boxed content, sticky navbar, static footer. */
export const DEFAULT_SETTINGS: Settings = {
  theme: 'light',
  skin: 'default',
  layout: 'horizontal',
  contentWidth: 'boxed',
  direction: 'ltr',
  navbarType: 'sticky',
  footerType: 'static',
  semiDarkNav: false,
  navbarBlur: true,
  language: DEFAULT_LOCALE,
};

const LOCAL_KEY = storageKey('settings');
const cookieKey = (name: SettingName) => storageKey(name);

function readCookies(): Partial<Record<SettingName, unknown>> {
  const values: Partial<Record<SettingName, unknown>> = {};
  for (const name of Object.keys(DEFAULT_SETTINGS) as SettingName[]) {
    const raw = cookies.get(cookieKey(name));
    if (raw !== undefined) values[name] = raw === 'true' ? true : raw === 'false' ? false : raw;
  }
  return values;
}

/** Each setting from local storage, else its cookie, else the default; invalid values are dropped one by one. */
export function readSettings(): Settings {
  const stored = { ...readCookies(), ...(readJson<Record<string, unknown>>(LOCAL_KEY) ?? {}) };
  const settings = { ...DEFAULT_SETTINGS };
  for (const name of Object.keys(DEFAULT_SETTINGS) as SettingName[]) {
    if ((SETTING_VALUES[name] as readonly unknown[]).includes(stored[name]))
      Object.assign(settings, { [name]: stored[name] });
  }
  return settings;
}

export const settingsStore = createStore<Settings>(readSettings());

function persist(settings: Settings): void {
  writeJson(LOCAL_KEY, settings);
  for (const name of Object.keys(settings) as SettingName[]) {
    cookies.set(cookieKey(name), String(settings[name]), SETTINGS_COOKIE_DAYS);
  }
}

export function updateSettings(patch: Partial<Settings>): void {
  const next = { ...settingsStore.get(), ...patch };
  persist(next);
  settingsStore.set(next);
}

export function resetSettings(): void {
  updateSettings({ ...DEFAULT_SETTINGS, language: settingsStore.get().language });
}

/** Another tab changed the settings: follow it. */
export function syncSettingsAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEY || event.key === null) settingsStore.set(readSettings());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
