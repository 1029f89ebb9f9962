import {
  LOGOUT_REDIRECT_DELAY_MS,
  type Locale,
  type LoginResponse,
  type Profile,
  type RawRule,
  type User,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { directionOf, isLocale } from '@/shared/i18n/locales.ts';
import { logger } from '@/shared/logging/logger.ts';
import { navigateTo } from '@/shared/navigation.ts';
import { settingsStore, updateSettings } from '@/shared/settings/settings-store.ts';
import { createStore } from '@/shared/storage/store.ts';
import {
  clearSession,
  isLoggedIn,
  sessionStore,
  setAbilityRules,
  setTokens,
  setUserData,
} from './session-store.ts';

export type LeaveReason = 'logout' | 'deactivated' | 'sessionEnded';
/** Set while the app shows that it is signing the user out. */
export const leavingStore = createStore<LeaveReason | null>(null);
/** Why the user was signed out without asking, for /login to say; cleared by the next sign-in. */
export const forcedOutStore = createStore<Exclude<LeaveReason, 'logout'> | null>(null);

export const USER_LOGGED_IN_EVENT = 'userLoggedIn';

const showLanguage = (language: Locale) => updateSettings({ language, direction: directionOf(language) });

/** The profile's language, when it names one, is the interface's on every device; '' keeps this device's. */
function followProfileLanguage(user: User): void {
  if (isLocale(user.language) && user.language !== settingsStore.get().language) showLanguage(user.language);
}

export function signIn(response: LoginResponse): void {
  setTokens(response.accessToken, response.refreshToken);
  setUserData(response.userData);
  followProfileLanguage(response.userData);
  setAbilityRules(response.userAbilityRules);
  leavingStore.set(null);
  forcedOutStore.set(null);
  window.dispatchEvent(new Event(USER_LOGGED_IN_EVENT));
}

/** Replaces user data and, when the profile carries them, the ability rules. */
export function applyProfile(profile: User & { userAbilityRules?: RawRule[] }): void {
  const { userAbilityRules, ...user } = profile;
  setUserData(user);
  followProfileLanguage(user);
  if (userAbilityRules) setAbilityRules(userAbilityRules);
  else logger.warn('profile without userAbilityRules');
}

export async function refreshProfile(): Promise<boolean> {
  try {
    applyProfile(await api<Profile>('/auth/current_profile/'));
    return true;
  } catch (error) {
    logger.error('error refreshing profile', error);
    return false;
  }
}

/** A language chosen in the navbar shows at once, and becomes the profile's when someone is signed in. */
export async function chooseLanguage(language: Locale): Promise<void> {
  showLanguage(language);
  if (!isLoggedIn()) return;
  applyProfile(await api<Profile>('/auth/current_profile/', { method: 'PATCH', body: { language } }));
}

let leaveTimer: ReturnType<typeof setTimeout> | undefined;

/** Revokes the session on the server (a failure is only logged), forgets it here, and leaves for /login after 3 s. */
export async function logout(reason: LeaveReason = 'logout'): Promise<void> {
  if (leavingStore.get()) return;
  leavingStore.set(reason);
  forcedOutStore.set(reason === 'logout' ? null : reason);
  const { refreshToken, accessToken } = sessionStore.get();
  if (reason === 'logout' && accessToken) {
    try {
      await api('/auth/logout/', { method: 'POST', body: { refresh: refreshToken } });
    } catch (error) {
      logger.error('logout failed', error);
    }
  }
  const { realtime } = await import('@/shared/realtime/realtime.ts');
  realtime.disconnect();
  clearSession();
  clearTimeout(leaveTimer);
  leaveTimer = setTimeout(() => {
    // Cleared only once /login is shown, so the page being left does not redirect on its own.
    void navigateTo('/login').finally(() => leavingStore.set(null));
  }, LOGOUT_REDIRECT_DELAY_MS);
}
