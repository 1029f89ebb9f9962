/** Access declarations of the help center's routes: anyone reads and votes, the Admin subject edits. */
export const EXPECTED: Record<string, string> = {
  'GET /api/help-center/articles/': 'public',
  'GET /api/help-center/articles/:slug/': 'public',
  'POST /api/help-center/articles/:id/feedback/': 'public',
  'POST /api/help-center/articles/': 'create Admin',
  'PATCH /api/help-center/articles/:id/': 'update Admin',
  'DELETE /api/help-center/articles/:id/': 'delete Admin',
};
