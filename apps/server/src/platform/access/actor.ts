import { buildAbility, type AppAbility, type Locale } from '@alvorada/contracts';
import type { AuthContext, AuthState } from './auth-state.ts';

/**
 * Who is acting: the person behind a request, or a job or tool acting for one. Services take an Actor, never
 * the HTTP request, so a queue job or an agent's tool calls the same service as a person does.
 */
export interface Actor {
  /** Null for an anonymous caller or the system itself. */
  userId: number | null;
  /** The role the actor holds: no one edits the rules of their own role. */
  roleId: number | null;
  /** The name shown to others, e.g. who invited a new user. */
  name: string;
  ability: AppAbility;
  ip: string;
  locale: Locale;
  requestId: string;
  /** Where links sent to people lead: PUBLIC_URL, or the address the request came to. */
  origin: string;
}

export function actorOf(
  auth: Pick<AuthContext, 'user' | 'ability'> | null,
  from: { ip: string; locale: Locale; requestId: string; origin: string },
): Actor {
  return {
    userId: auth?.user.id ?? null,
    roleId: auth?.user.roleId ?? null,
    name: auth ? auth.user.fullName || auth.user.email : '',
    ability: auth?.ability ?? buildAbility([]),
    ...from,
  };
}

/**
 * The actor a job acts as: the user who asked for it, with their permissions as they are now; null when
 * that user is gone or no longer active. `jobId` names the job in the logs as a request id would.
 */
export async function jobActor(
  authState: Pick<AuthState, 'load'>,
  userId: number | null,
  job: { jobId: string; locale: Locale; origin: string },
): Promise<Actor | null> {
  const state = userId === null ? null : await authState.load(userId);
  if (!state || state.user.status !== 'active') return null;
  return actorOf(state, { ip: '', locale: job.locale, requestId: job.jobId, origin: job.origin });
}
