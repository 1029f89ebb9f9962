/** Access declarations of the admin panel's routes. */
export const EXPECTED: Record<string, string> = {
  'GET /api/admin/users/': 'read Admin',
  'GET /api/admin/users/:id/': 'read Admin',
  'PATCH /api/admin/users/:id/': 'update Admin',
  'GET /api/admin/roles/': 'read Admin',
  'PATCH /api/admin/roles/:id/': 'update Admin',
};
