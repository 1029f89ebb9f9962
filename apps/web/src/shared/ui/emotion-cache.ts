import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

/** One Emotion cache per direction; the RTL one mirrors every style through stylis-plugin-rtl. */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'muiltr', stylisPlugins: [prefixer] });
  return caches[direction];
}
