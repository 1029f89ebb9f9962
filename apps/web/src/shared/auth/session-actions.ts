import {
  LOGOUT_REDIRECT_DELAY_MS,
  type LoginResponse,
  type Profile,
  type RawRule,
  type User,
} from '@alvorada/contracts';
import { api } from '../api/client.ts';
import { logger } from '../logging/logger.ts';
import { navigateTo } from '../navigation.ts';
import { realtime } from '../realtime/realtime.ts';
import { createStore } from '../storage/store.ts';
import { clearSession, sessionStore, setAbilityRules, setTokens, setUserData } from './session-store.ts';

export type LeaveReason = 'logout' | 'deactivated';
/** Set while the app shows that it is signing the user out. */
export const leavingStore = createStore<LeaveReason | null>(null);

export const USER_LOGGED_IN_EVENT = 'userLoggedIn';

export function signIn(response: LoginResponse): void {
  setTokens(response.accessToken, response.refreshToken);
  setUserData(response.userData);
  setAbilityRules(response.userAbilityRules);
  leavingStore.set(null);
  window.dispatchEvent(new Event(USER_LOGGED_IN_EVENT));
}

/** Replaces user data and, when the profile carries them, the ability rules. */
export function applyProfile(profile: User & { userAbilityRules?: RawRule[] }): void {
  const { userAbilityRules, ...user } = profile;
  setUserData(user);
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

let leaveTimer: ReturnType<typeof setTimeout> | undefined;

/** Revokes the session on the server (a failure is only logged), forgets it here, and leaves for /login after 3 s. */
export async function logout(reason: LeaveReason = 'logout'): Promise<void> {
  if (leavingStore.get()) return;
  leavingStore.set(reason);
  const { refreshToken, accessToken } = sessionStore.get();
  if (reason === 'logout' && accessToken) {
    try {
      await api('/auth/logout/', { method: 'POST', body: { refresh: refreshToken } });
    } catch (error) {
      logger.error('logout failed', error);
    }
  }
  realtime.disconnect();
  clearSession();
  clearTimeout(leaveTimer);
  leaveTimer = setTimeout(() => {
    // Cleared only once /login is shown, so the page being left does not redirect on its own.
    void navigateTo('/login').finally(() => leavingStore.set(null));
  }, LOGOUT_REDIRECT_DELAY_MS);
}
