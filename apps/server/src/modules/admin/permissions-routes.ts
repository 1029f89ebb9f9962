import {
  access,
  permissionCatalogueSchema,
  permissionCheckResultSchema,
  permissionCheckSchema,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { createPermissionsService } from './permissions-service.ts';
import type { App } from '../../platform/http/app-type.ts';

const tags = ['admin'];

export function adminPermissionRoutes(app: App, p: Platform) {
  const permissions = createPermissionsService(p);

  app.get('/api/admin/permissions/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, response: { 200: permissionCatalogueSchema } },
    handler: () => permissions.catalogue(),
  });

  app.post('/api/admin/permissions/check/', {
    config: { access: access.can('read', 'Admin') },
    schema: { tags, body: permissionCheckSchema, response: { 200: permissionCheckResultSchema } },
    handler: (request) => permissions.check(request.body),
  });
}
