import type { AppAbility, Profile } from '@alvorada/contracts';
import type { RoleRow, UserRow } from '../../platform/access/auth-state.ts';
import { toProfile } from '../users/serialize.ts';

/**
 * The current profile, one object per cached user row: the auth state replaces a user's row object whenever
 * anything the profile shows may have changed (an edit, a role's rules, a logout), and the role and ability
 * are loaded with it, so a profile kept by row never outlives its data. Answered through `serializeOnce`,
 * it is checked and written once per row.
 */
const profiles = new WeakMap<UserRow, Profile>();

export function cachedProfile(user: UserRow, role: RoleRow | null, ability: AppAbility): Profile {
  let profile = profiles.get(user);
  if (profile === undefined) {
    profile = toProfile(user, role, ability);
    profiles.set(user, profile);
  }
  return profile;
}
