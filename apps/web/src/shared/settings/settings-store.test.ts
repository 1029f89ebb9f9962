import { describe, expect, it } from 'vitest';
import { storageKey } from '@/shared/storage/keys.ts';
import { DEFAULT_SETTINGS, readSettings } from './settings-store.ts';

describe('stored settings', () => {
  it('keeps each valid stored value and drops each invalid one', () => {
    localStorage.setItem(
      storageKey('settings'),
      JSON.stringify({ theme: 'dark', skin: 'plaid', semiDarkNav: true, navbarBlur: 'yes', language: 'fr' }),
    );
    expect(readSettings()).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark', semiDarkNav: true, language: 'fr' });
  });

  it('reads a cookie, booleans included, where local storage has no value', () => {
    document.cookie = `${storageKey('navbarBlur')}=false`;
    document.cookie = `${storageKey('layout')}=diagonal`;
    localStorage.setItem(storageKey('settings'), JSON.stringify({ language: 'ar' }));
    expect(readSettings()).toEqual({ ...DEFAULT_SETTINGS, navbarBlur: false, language: 'ar' });
  });
});
