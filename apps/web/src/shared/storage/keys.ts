import { APP_TITLE } from '@alvorada/contracts';

/** Cookie and local-storage keys carry the app title as prefix. */
export const storageKey = (name: string) => `${APP_TITLE}-${name}`;
