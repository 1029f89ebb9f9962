import type { Platform } from '../../platform/platform.ts';
import { adminAuditRoutes } from './audit-routes.ts';
import { adminPermissionRoutes } from './permissions-routes.ts';
import { adminRoleRoutes } from './roles-routes.ts';
import { adminUserRoutes } from './users-routes.ts';
import type { UsersService } from './users-service.ts';
import type { RolesService } from './roles-service.ts';
import { createInboundSecret } from './mail/inbound-secret.ts';
import { adminMailRoutes } from './mail/mailbox-routes.ts';
import { createMailbox } from './mail/mailbox-service.ts';
import { publicMailRoutes } from './mail/public-mail-routes.ts';
import type { App } from '../../platform/http/app-type.ts';

const TRASH_PURGE_EVERY_MS = 6 * 3600_000;

/** The admin panel's API under /api/admin/, and the public ways mail reaches its inbox under /api/mail/. */
export function adminRoutes(app: App, p: Platform, services: { users: UsersService; roles: RolesService }) {
  const mailbox = createMailbox(p);
  const secret = createInboundSecret(p.db);
  adminUserRoutes(app, services.users);
  adminRoleRoutes(app, services.roles);
  adminPermissionRoutes(app, p);
  adminAuditRoutes(app, p);
  adminMailRoutes(app, p, mailbox, secret);
  publicMailRoutes(app, p, mailbox, secret);

  const purge = () =>
    mailbox.purgeTrash().catch((err: unknown) => p.log.warn({ err }, 'mail trash purge failed'));
  const timer = setInterval(purge, TRASH_PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', purge);
  app.addHook('onClose', async () => clearInterval(timer));
}
