import { subject } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import type { RawRule } from '@alvorada/contracts';
import { createAbility } from './ability.ts';

const ownRecordOnly: RawRule[] = [
  { action: 'update', subject: 'Admin', conditions: { id: '${user.id}' } },
  { action: 'read', subject: 'Prosumidor', conditions: { owner_email: '${user.email}' } },
];

describe('ability from the shared builder', () => {
  it('fills ${user.…} placeholders from the signed-in user, as the server does', () => {
    const ability = createAbility(ownRecordOnly, { id: 7, email: 'ana@exemplo.com' });
    expect(ability.can('update', subject('Admin', { id: 7 }) as never)).toBe(true);
    expect(ability.can('update', subject('Admin', { id: 8 }) as never)).toBe(false);
    expect(ability.can('read', subject('Prosumidor', { owner_email: 'ana@exemplo.com' }) as never)).toBe(
      true,
    );
    expect(ability.can('read', subject('Prosumidor', { owner_email: 'bia@exemplo.com' }) as never)).toBe(
      false,
    );
  });
});
