import { SESSION_REFUSED_EVENT, tokens, type SessionRefusal } from '@/shared/api/client.ts';
import { logger } from '@/shared/logging/logger.ts';
import { applyProfile, logout, refreshProfile, USER_LOGGED_IN_EVENT } from '@/shared/auth/session-actions.ts';
import { isLoggedIn, sessionStore, syncSessionAcrossTabs } from '@/shared/auth/session-store.ts';
import { syncSettingsAcrossTabs } from '@/shared/settings/settings-store.ts';
import { queryClient } from './query-client.ts';
import { resyncOnReconnect } from './realtime-resync.ts';

let subscribed = false;

/** The realtime socket, loaded with its message schemas once someone is signed in. */
async function connectRealtime(): Promise<void> {
  const { realtime } = await import('@/shared/realtime/realtime.ts');
  if (!subscribed) {
    subscribed = true;
    realtime.subscribe((message) => {
      const currentId = sessionStore.get().userData?.id;
      if (message.type === 'profile_update' && message.profile.id === currentId)
        applyProfile(message.profile);
      if (message.type === 'user_deactivated' && message.user_id === currentId) void logout('deactivated');
      // Messages may have been lost on their way (resync): a role edited meanwhile is read again.
      if (message.type === 'resync') void refreshProfile();
    });
    // A role edited while the socket was closed or still opening was announced to no one: read it again.
    let connected = false;
    realtime.state.subscribe(() => {
      const now = realtime.state.get().connected;
      if (now && !connected) void refreshProfile();
      connected = now;
    });
    resyncOnReconnect(realtime, queryClient);
  }
  realtime.connect();
}

/** The server refused the session: say why on the way out (a refused access token is renewed first). */
function onSessionRefused(event: Event): void {
  if (!isLoggedIn()) return;
  const refusal = (event as CustomEvent<SessionRefusal>).detail;
  if (refusal === 'inactive') void logout('deactivated');
  else if (refusal === 'refused') void logout('sessionEnded');
  else void tokens.renew();
}

export function followSessionRefusals(): () => void {
  window.addEventListener(SESSION_REFUSED_EVENT, onSessionRefused);
  return () => window.removeEventListener(SESSION_REFUSED_EVENT, onSessionRefused);
}

/**
 * Start-up: follow other tabs, refresh the profile, open the realtime socket and react to its messages and
 * to the server ending the session.
 */
export function startSession(): void {
  syncSessionAcrossTabs();
  followSessionRefusals();
  syncSettingsAcrossTabs();
  window.addEventListener(USER_LOGGED_IN_EVENT, () => void connectRealtime());

  const { accessToken, userData } = sessionStore.get();
  if (accessToken && userData?.id) {
    void refreshProfile().then((refreshed) => {
      if (!refreshed) logger.error('error refreshing profile at startup');
    });
  }
  if (isLoggedIn()) void connectRealtime();
}
