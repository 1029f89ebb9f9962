import { REFRESH_TOKEN_TTL_SECONDS, type RawRule, type User } from '@alvorada/contracts';
import { cookies } from '@/shared/storage/cookies.ts';
import { storageKey } from '@/shared/storage/keys.ts';
import { readJson, writeJson } from '@/shared/storage/local.ts';
import { createStore } from '@/shared/storage/store.ts';
import { resolveAvatar } from './avatar.ts';

export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
  userData: User | null;
  userAbilityRules: RawRule[];
}

export const SESSION_KEYS = {
  accessToken: storageKey('accessToken'),
  refreshToken: storageKey('refreshToken'),
  userData: storageKey('userData'),
  userAbilityRules: storageKey('userAbilityRules'),
};
const TOKEN_COOKIE_DAYS = REFRESH_TOKEN_TTL_SECONDS / 86_400;

function readPersisted(): Session {
  return {
    accessToken: cookies.get(SESSION_KEYS.accessToken) ?? null,
    refreshToken: cookies.get(SESSION_KEYS.refreshToken) ?? null,
    userData: readJson<User>(SESSION_KEYS.userData),
    userAbilityRules: readJson<RawRule[]>(SESSION_KEYS.userAbilityRules) ?? [],
  };
}

export const sessionStore = createStore<Session>(readPersisted());

/** Logged in means an access token and stored user data both exist. */
export const isLoggedIn = (session: Session = sessionStore.get()) =>
  Boolean(session.accessToken && session.userData);

export function setTokens(accessToken: string, refreshToken: string): void {
  cookies.set(SESSION_KEYS.accessToken, accessToken, TOKEN_COOKIE_DAYS);
  cookies.set(SESSION_KEYS.refreshToken, refreshToken, TOKEN_COOKIE_DAYS);
  sessionStore.set((session) => ({ ...session, accessToken, refreshToken }));
}

export function setUserData(userData: User): void {
  const stored = { ...userData, avatar: resolveAvatar(userData.avatar ?? null) };
  writeJson(SESSION_KEYS.userData, stored);
  sessionStore.set((session) => ({ ...session, userData: stored }));
}

export function setAbilityRules(rules: RawRule[]): void {
  writeJson(SESSION_KEYS.userAbilityRules, rules);
  sessionStore.set((session) => ({ ...session, userAbilityRules: rules }));
}

export function clearSession(): void {
  cookies.remove(SESSION_KEYS.accessToken);
  cookies.remove(SESSION_KEYS.refreshToken);
  writeJson(SESSION_KEYS.userData, null);
  writeJson(SESSION_KEYS.userAbilityRules, null);
  sessionStore.set({ accessToken: null, refreshToken: null, userData: null, userAbilityRules: [] });
}

/** Re-reads cookies and local storage: another tab may have renewed the tokens or signed out. */
export function reloadSession(): void {
  const persisted = readPersisted();
  const current = sessionStore.get();
  const same =
    persisted.accessToken === current.accessToken &&
    persisted.refreshToken === current.refreshToken &&
    JSON.stringify(persisted.userData) === JSON.stringify(current.userData) &&
    JSON.stringify(persisted.userAbilityRules) === JSON.stringify(current.userAbilityRules);
  if (!same) sessionStore.set(persisted);
}

export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === SESSION_KEYS.userData ||
      event.key === SESSION_KEYS.userAbilityRules
    )
      reloadSession();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
