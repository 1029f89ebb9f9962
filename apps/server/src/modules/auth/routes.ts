import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  access,
  changePasswordSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  profileSchema,
  profileUpdateSchema,
  refreshResponseSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
  sessionSchema,
  tokenSchema,
  safeString,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { pickLocale } from '../../platform/http/locale.ts';
import { translate } from '../../platform/http/messages.ts';
import { requireAuth } from '../../platform/access/access-hook.ts';
import type { AuthService } from './service.ts';
import { toSession } from './sessions.ts';
import { cachedProfile } from './cached-profile.ts';
import { serializeOnce } from '../../platform/http/serialize-once.ts';
import { imageExtension } from './image-type.ts';

const detail = z.object({ detail: safeString() });
import type { App } from '../../platform/http/app-type.ts';
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The uploaded file's bytes; a malformed form (no boundary, cut short) is bad input, not a server error. */
async function readUpload(request: FastifyRequest) {
  const malformed = (err: { statusCode?: number }) => {
    throw err.statusCode ? err : new AppError(400, 'validation', { fields: { file: ['file_required'] } });
  };
  const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } }).catch(malformed);
  if (!file) throw new AppError(400, 'file_required', { fields: { file: ['file_required'] } });
  const content = await file.toBuffer().catch(malformed);
  // The parser stops reading at the limit; whether it has flagged the file by the time its stream ends
  // depends on how the bytes arrived, so a cut file is refused here whatever the order.
  if (file.file.truncated || content.length >= AVATAR_MAX_BYTES) throw new AppError(413, 'payload_too_large');
  return content;
}

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});
const localeOf = (request: FastifyRequest) => pickLocale(request.headers['accept-language']);

export function authRoutes(app: App, p: Platform, auth: AuthService) {
  const tags = ['auth'];

  app.post('/api/auth/login/', {
    config: { access: access.public },
    schema: { tags, body: loginSchema, response: { 200: loginResponseSchema } },
    handler: (request) => {
      const { email, password } = request.body;
      return auth.login(email, password, meta(request));
    },
  });

  app.post('/api/auth/token/refresh/', {
    config: { access: access.public },
    schema: { tags, body: refreshSchema, response: { 200: refreshResponseSchema } },
    handler: async (request) => {
      const pair = await auth.sessions.rotate(request.body.refresh);
      return { access: pair.access, refreshToken: pair.refresh };
    },
  });

  app.post('/api/auth/logout/', {
    config: { access: access.authenticated },
    schema: { tags, body: refreshSchema.partial().optional() },
    handler: async (request, reply) => {
      const { user, sessionId } = requireAuth(request);
      await auth.sessions.end(user.id, sessionId);
      return reply.code(204).send();
    },
  });

  app.get('/api/auth/current_profile/', {
    config: { access: access.authenticated },
    schema: { tags, response: { 200: profileSchema } },
    serializerCompiler: serializeOnce,
    // The request's auth state already holds the user and role, fresh: every change invalidates it.
    handler: (request) => {
      const { user, role, ability } = requireAuth(request);
      return cachedProfile(user, role, ability);
    },
  });

  app.patch('/api/auth/current_profile/', {
    config: { access: access.authenticated },
    schema: { tags, body: profileUpdateSchema, response: { 200: profileSchema } },
    handler: (request) => auth.updateProfile(requireAuth(request).user.id, request.body),
  });

  app.post('/api/auth/register/', {
    config: { access: access.public },
    schema: { tags, body: registerSchema, response: { 201: detail } },
    handler: async (request, reply) => {
      await auth.register(request.body, localeOf(request), request.ip, request.actor.origin);
      return reply.code(201).send({ detail: translate('registered', localeOf(request)) });
    },
  });

  app.post('/api/auth/verify-email/', {
    config: { access: access.public },
    schema: { tags, body: tokenSchema, response: { 200: detail } },
    handler: async (request) => {
      await auth.verifyEmail(request.body.token);
      return { detail: translate('email_verified', localeOf(request)) };
    },
  });

  app.post('/api/auth/forgot-password/', {
    config: { access: access.public },
    schema: { tags, body: forgotPasswordSchema, response: { 202: detail } },
    handler: async (request, reply) => {
      await auth.forgotPassword(request.body.email, localeOf(request), request.ip, request.actor.origin);
      return reply.code(202).send({ detail: translate('reset_sent', localeOf(request)) });
    },
  });

  app.post('/api/auth/reset-password/', {
    config: { access: access.public },
    schema: { tags, body: resetPasswordSchema, response: { 200: detail } },
    handler: async (request) => {
      const { token, password } = request.body;
      await auth.resetPassword(token, password);
      return { detail: translate('password_reset', localeOf(request)) };
    },
  });

  app.post('/api/auth/change_password/', {
    config: { access: access.authenticated },
    schema: { tags, body: changePasswordSchema, response: { 200: detail } },
    handler: async (request) => {
      const { user, sessionId } = requireAuth(request);
      const body = request.body;
      await auth.changePassword(user.id, sessionId, body.current_password, body.new_password);
      return { detail: translate('password_changed', localeOf(request)) };
    },
  });

  // Only this route reads a form: the multipart parser and its per-request hooks stay in its scope.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
    scope.post('/api/auth/avatar/', {
      config: { access: access.authenticated },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: profileSchema } },
      handler: async (request) => {
        const { user } = requireAuth(request);
        const content = await readUpload(request);
        // The bytes decide, not the declared type or name: the file is served back with its extension's type.
        const ext = imageExtension(content);
        if (!ext) throw new AppError(415, 'unsupported_image', { fields: { file: ['unsupported_image'] } });
        const name = `${randomUUID()}.${ext}`;
        const dir = join(p.config.dataDir, 'avatars');
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await writeFile(join(dir, name), content, { mode: 0o600 });
        return auth.setAvatar(user.id, `/api/auth/avatars/${name}`);
      },
    });
  });

  app.get('/api/auth/avatars/:name', {
    config: { access: access.public },
    schema: { tags, params: z.object({ name: safeString().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/) }) },
    handler: (request, reply) => reply.sendFile(request.params.name, join(p.config.dataDir, 'avatars')),
  });

  app.get('/api/auth/sessions/', {
    config: { access: access.authenticated },
    schema: { tags, response: { 200: z.array(sessionSchema) } },
    handler: async (request) => {
      const { user, sessionId } = requireAuth(request);
      const rows = await auth.sessions.list(user.id);
      return rows.map((row) => toSession(row, sessionId));
    },
  });

  app.delete('/api/auth/sessions/:id/', {
    config: { access: access.authenticated },
    schema: { tags, params: z.object({ id: z.uuid() }) },
    handler: async (request, reply) => {
      const { user } = requireAuth(request);
      if (!(await auth.sessions.end(user.id, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  });

  return auth;
}
