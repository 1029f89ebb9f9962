import { i18n } from '@/shared/i18n/i18n.ts';
import { sessionStore } from '@/shared/auth/session-store.ts';
import { tokens } from '@/shared/api/client.ts';
import { createRealtimeClient } from './realtime-client.ts';

/** The app's one realtime connection. */
export const realtime = createRealtimeClient({
  userId: () => sessionStore.get().userData?.id ?? null,
  accessToken: tokens.freshAccessToken,
  renewToken: tokens.renew,
  translate: (key, params) => i18n.t(key, params ?? {}),
});
