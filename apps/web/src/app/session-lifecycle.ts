import { logger } from '../shared/logging/logger.ts';
import {
  applyProfile,
  logout,
  refreshProfile,
  USER_LOGGED_IN_EVENT,
} from '../shared/auth/session-actions.ts';
import { isLoggedIn, sessionStore, syncSessionAcrossTabs } from '../shared/auth/session-store.ts';
import { realtime } from '../shared/realtime/realtime.ts';
import { syncSettingsAcrossTabs } from '../shared/settings/settings-store.ts';

/** Start-up: follow other tabs, refresh the profile, open the realtime socket and react to its messages. */
export function startSession(): void {
  syncSessionAcrossTabs();
  syncSettingsAcrossTabs();

  realtime.subscribe((message) => {
    const currentId = sessionStore.get().userData?.id;
    if (message.type === 'profile_update' && message.profile.id === currentId) applyProfile(message.profile);
    if (message.type === 'user_deactivated' && message.user_id === currentId) void logout('deactivated');
  });
  window.addEventListener(USER_LOGGED_IN_EVENT, () => realtime.connect());

  const { accessToken, userData } = sessionStore.get();
  if (accessToken && userData?.id) {
    void refreshProfile().then((refreshed) => {
      if (!refreshed) logger.error('error refreshing profile at startup');
    });
  }
  if (isLoggedIn()) realtime.connect();
}
