import type { Profile } from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { findUserWithRole } from './repo.ts';
import { toProfile } from './serialize.ts';

/** Pushes the user's fresh profile, with the role's rules, to their open sockets, and answers it. */
export async function announceProfile(
  p: Pick<Platform, 'db' | 'hub'>,
  userId: number,
): Promise<Profile | null> {
  const found = await findUserWithRole(p.db, userId);
  if (!found) return null;
  const profile = toProfile(found.user, found.role);
  await p.hub.send(userId, { type: 'profile_update', profile });
  return profile;
}
