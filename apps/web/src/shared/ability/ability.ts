import { buildAbility, interpolateRules, type AppAbility, type RawRule } from '@alvorada/contracts';
import { sessionStore } from '@/shared/auth/session-store.ts';

export type { AppAbility };

/** The same builder as the server's: `${user.id}`-style placeholders are filled from the signed-in user. */
export const createAbility = (rules: RawRule[], user: Record<string, unknown> = {}): AppAbility =>
  buildAbility(rules, user);

const signedIn = () => {
  const { userAbilityRules, userData } = sessionStore.get();
  return { rules: userAbilityRules, user: userData ?? {} };
};

/** The signed-in user's permission checker, kept in step with the session's rules and user. */
export const ability = createAbility(signedIn().rules, signedIn().user);

let applied = signedIn();
sessionStore.subscribe(() => {
  const next = signedIn();
  if (next.rules === applied.rules && next.user === applied.user) return;
  applied = next;
  ability.update(interpolateRules(next.rules, next.user) as never);
});
