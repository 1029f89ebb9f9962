/** Constants of the product specification (§9) and the design decisions. */
export const APP_TITLE = 'Alvorada';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const TOKEN_REFRESH_WINDOW_MS = 5 * 60 * 1000;
export const SETTINGS_COOKIE_DAYS = 30;
export const LOGOUT_REDIRECT_DELAY_MS = 3000;
export const TRANSIENT_FLAG_MS = 3000;

export const REALTIME = {
  maxReconnectAttempts: 5,
  reconnectDelayStepMs: 1000,
  reconnectDelayCapMs: 5000,
  normalCloseCode: 1000,
  heartbeatIntervalMs: 30_000,
  missedHeartbeatsBeforeDrop: 2,
  /** Close codes the server uses; all in the 4000 range. */
  closeCodes: { unauthenticated: 4401, forbidden: 4403, deactivated: 4410, tooMany: 4429 },
} as const;

export const LOCALES = ['pt-BR', 'en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';
export const RTL_LOCALES: Locale[] = ['ar'];

export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const LOADING_BAR = {
  start: 10,
  buffer: 20,
  cap: 82,
  holdAfter: 80,
  tickMs: 800,
  resetMs: 300,
} as const;

export const SCROLL_TO_TOP_THRESHOLD_PX = 200;
export const HASH_SCROLL_OFFSET_PX = 60;
export const SCROLLBAR_HIDE_MS = 1000;
export const WHEEL_SPEED = 1;
export const LAYOUT_DEFAULT_TITLE = 'my-layout';
export const THEME_COLORS = {
  light: { primary: '#b7b9b7', primaryDarker: '#62b57d' },
  dark: { primary: '#62b57d' },
} as const;
