import type { FastifyRequest } from 'fastify';
import type { App } from '../http/app-type.ts';
import { subject as asSubject } from '@casl/ability';
import type { Access, Action, Subject } from '@alvorada/contracts';
import { AppError } from '../http/errors.ts';
import type { AuthContext, AuthFailure, AuthState } from './auth-state.ts';
import { canUnconditioned } from './rule-conditions-sql.ts';
import { actorOf, type Actor } from './actor.ts';
import { pickLocale } from '../http/locale.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A bearer token that stands in for a signed-in reader (e.g. METRICS_TOKEN for a scraper). */
    serviceToken?: string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Who is acting, built once by the access hook; what services receive. */
    actor: Actor;
  }
}

/** The token of a request: the bearer header, or for a WebSocket the `access_token` subprotocol. */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const protocols = request.headers['sec-websocket-protocol']?.split(',').map((p) => p.trim());
  if (protocols?.[0] === 'access_token') return protocols[1];
  return undefined;
}

/**
 * Every route declares its access in its options (`config.access`); a route without one fails at start-up.
 * This hook authenticates the request and enforces the declaration before anything else runs.
 */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  websocket: boolean;
}

export function installAccessControl(
  app: App,
  authState: AuthState,
  publicUrl: string | undefined,
): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.decorateRequest('auth', null);
  app.decorateRequest('actor', null as unknown as Actor);

  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    declared.push({
      method: String(route.method),
      url: route.url,
      access,
      websocket: Boolean(route.websocket),
    });
  });

  // A request without a token (public pages, health, sign-in) is decided without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (!access) return done();
    const token = tokenOf(request);
    const serviceToken = request.routeOptions.config.serviceToken;
    if (serviceToken && token === serviceToken) {
      request.actor = actorFor(request, publicUrl);
      return done();
    }
    if (!token) return done(admit(request, access, undefined, publicUrl));
    authState
      .authenticate(token)
      .then((result) => admit(request, access, result, publicUrl))
      .then(done, done);
  });
  return declared;
}

/** Sets the request's auth and actor from the token's outcome; answers the refusal, if any. */
function admit(
  request: FastifyRequest,
  access: Access,
  result: AuthContext | AuthFailure | undefined,
  publicUrl: string | undefined,
): AppError | undefined {
  const isSocket = request.headers.upgrade?.toLowerCase() === 'websocket';
  if (typeof result === 'object') request.auth = result;
  else if (result && access.kind !== 'public' && access.kind !== 'anonymous' && !isSocket) {
    return new AppError(401, result === 'inactive' ? 'inactive' : 'token_invalid');
  }
  request.actor = actorFor(request, publicUrl);
  // A socket route answers refusals with a close code the client can act on (see the realtime hub).
  if (isSocket || access.kind === 'public' || access.kind === 'anonymous') return;
  if (!request.auth) return new AppError(401, 'not_authenticated');
  if (access.kind !== 'rule') return;
  const { ability } = request.auth;
  const allowed = access.records
    ? ability.can(access.action, access.subject)
    : canUnconditioned(ability, access.action, access.subject);
  if (!allowed) return new AppError(403, 'forbidden');
}

/**
 * PUBLIC_URL, or the address the request came to: Host, or X-Forwarded-Host and -Proto only from a proxy
 * TRUST_PROXY names (Fastify reads them under the same rule as X-Forwarded-For).
 */
const originOf = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${request.protocol}://${request.host}`;

const actorFor = (request: FastifyRequest, publicUrl: string | undefined) =>
  actorOf(request.auth, {
    ip: request.ip,
    locale: pickLocale(request.headers['accept-language']),
    requestId: request.id,
    origin: originOf(request, publicUrl),
  });

/** Record-level check: the rule's conditions are matched against the record itself. */
export function assertCan(actor: Actor, action: Action, subject: Subject, record: Record<string, unknown>) {
  if (actor.userId === null) throw new AppError(401, 'not_authenticated');
  if (!actor.ability.can(action, asSubject(subject, { ...record }) as never))
    throw new AppError(403, 'forbidden');
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'not_authenticated');
  return request.auth;
}
