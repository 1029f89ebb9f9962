import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, SETTINGS_COOKIE_DAYS } from '@alvorada/contracts';
import { cookies } from '../storage/cookies.ts';
import { storageKey } from '../storage/keys.ts';
import { readJson, writeJson } from '../storage/local.ts';
import { createStore } from '../storage/store.ts';

export const settingsSchema = z.object({
  theme: z.enum(['light', 'dark', 'system']),
  skin: z.enum(['default', 'bordered']),
  layout: z.enum(['vertical', 'horizontal', 'collapsed']),
  contentWidth: z.enum(['boxed', 'fluid']),
  direction: z.enum(['ltr', 'rtl']),
  semiDarkNav: z.boolean(),
  navbarBlur: z.boolean(),
  language: z.enum(LOCALES),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingName = keyof Settings;

/** Light theme, horizontal navigation (the shipped configuration), boxed content. */
export const DEFAULT_SETTINGS: Settings = {
  theme: 'light',
  skin: 'default',
  layout: 'horizontal',
  contentWidth: 'boxed',
  direction: 'ltr',
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
    const parsed = settingsSchema.shape[name].safeParse(stored[name]);
    if (parsed.success) Object.assign(settings, { [name]: parsed.data });
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
