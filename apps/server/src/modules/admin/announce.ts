import type { Platform } from '../../platform/platform.ts';
import { findUserWithRole } from '../users/repo.ts';
import { toProfile } from '../users/serialize.ts';

/** Pushes the user's fresh profile, with the role's rules, to their open sockets. */
export async function announceProfile(p: Platform, userId: number) {
  const found = await findUserWithRole(p.db, userId);
  if (found)
    await p.hub.send(userId, {
      type: 'profile_update',
      profile: toProfile(found.user, found.role, p.config.publicUrl),
    });
}
