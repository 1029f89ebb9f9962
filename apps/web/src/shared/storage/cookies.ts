import Cookies from 'js-cookie';

const secure = () => globalThis.location?.protocol === 'https:';

export const cookies = {
  get: (key: string): string | undefined => Cookies.get(key),
  set: (key: string, value: string, days: number) =>
    Cookies.set(key, value, { expires: days, sameSite: 'Strict', secure: secure(), path: '/' }),
  remove: (key: string) => Cookies.remove(key, { path: '/' }),
};
