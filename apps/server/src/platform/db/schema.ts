import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, moment, createdAt, updatedAt, flag } from './columns.ts';
import type { RawRule } from '@alvorada/contracts';

const str = (name: string) => text(name).notNull().default('');

export const roles = pgTable('roles', {
  id: serialId(),
  code: text('code').unique(),
  name: text('name').notNull().unique(),
  rules: jsonb('rules').$type<RawRule[]>().notNull().default([]),
  /** Bumped on every rule change, so cached abilities know they are stale. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serialId(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    roleId: integer('role_id').references(() => roles.id),
    status: text('status', { enum: ['active', 'inactive', 'pending'] })
      .notNull()
      .default('active'),
    emailVerifiedAt: moment('email_verified_at'),
    fullName: str('full_name'),
    avatar: text('avatar'),
    company: str('company'),
    country: str('country'),
    contact: str('contact'),
    currentPlan: str('current_plan'),
    billing: str('billing'),
    firstName: str('first_name'),
    lastName: str('last_name'),
    mobile: str('mobile'),
    pincode: str('pincode'),
    address: str('address'),
    city: str('city'),
    state: str('state'),
    cpf: str('cpf'),
    birthDate: text('birth_date'),
    language: str('language'),
    timezone: str('timezone'),
    currency: str('currency'),
    /** Notifications also reach the user by e-mail. */
    notifyByEmail: flag('notify_by_email', true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: moment('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_live')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_username_live')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_role').on(t.roleId),
  ],
);

/** A signed-in device: one refresh-token family. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userAgent: str('user_agent'),
    ip: str('ip'),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    /** The pair issued when this token was used; answered again on a reuse within the grace period. */
    successorAccess: text('successor_access'),
    successorRefresh: text('successor_refresh'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

export const oneTimeTokens = pgTable('one_time_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
  createdAt: createdAt(),
});

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serialId(),
    folder: text('folder').notNull().default('sent'),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'stored'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    starred: flag('starred', false),
    readAt: moment('read_at'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    fromName: str('from_name'),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    /** Where a trashed or spam message came from, to restore it there. */
    previousFolder: text('previous_folder'),
    trashedAt: moment('trashed_at'),
  },
  (t) => [index('mail_messages_folder').on(t.folder, t.createdAt)],
);

export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serialId(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** base64: the same column type on both engines; attachments are small (see MAIL_ATTACHMENT_LIMITS). */
    content: text('content').notNull(),
  },
  (t) => [index('mail_attachments_message').on(t.messageId)],
);

/** An administrator's version of a system e-mail in one locale; absent means the built-in text. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

/** Instance-wide values an administrator manages (e.g. the inbound mail webhook's secret). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: str('body'),
    link: text('link'),
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user').on(t.userId, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: str('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target').on(t.subject, t.targetId), index('audit_log_created').on(t.createdAt)],
);
