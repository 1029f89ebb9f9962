const debugEnabled = (): boolean => {
  try {
    return globalThis.localStorage?.getItem('debug') === 'true';
  } catch {
    return false;
  }
};

/** Console logging; `debug` prints only when local storage `debug` is 'true'. */
export const logger = {
  debug: (...args: unknown[]) => {
    if (debugEnabled()) console.debug(...args);
  },
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
};
