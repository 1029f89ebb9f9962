import { describe, expect, it } from 'vitest';
import { mailViewOf } from './mail-route.ts';

describe('mailbox routes', () => {
  it('reads the inbox, folders, labels and the /filter and /label forms', () => {
    expect(mailViewOf({})).toEqual({ folder: 'inbox' });
    expect(mailViewOf({ folder: 'sent' })).toEqual({ folder: 'sent' });
    expect(mailViewOf({ folder: 'important' })).toEqual({ label: 'important' });
    expect(mailViewOf({ filter: 'trash' })).toEqual({ folder: 'trash' });
    expect(mailViewOf({ label: 'private' })).toEqual({ label: 'private' });
  });

  it('refuses unknown segments and a folder given as a label (and the reverse)', () => {
    expect(mailViewOf({ folder: 'archive' })).toBeNull();
    expect(mailViewOf({ filter: 'company' })).toBeNull();
    expect(mailViewOf({ label: 'spam' })).toBeNull();
  });
});
