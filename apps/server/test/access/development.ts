/** Access declarations of the developer tools' routes. */
export const EXPECTED: Record<string, string> = {
  'GET /api/development/requests/': 'read Development',
  'GET /api/development/requests/:id/': 'read Development',
  'GET /api/development/recorder/': 'read Development',
  'GET /api/development/logs/': 'read Development',
  'POST /api/development/logs/tail/': 'read Development',
  'GET /api/development/logs/export/': 'read Development',
  'GET /api/development/performance/': 'read Development',
  'GET /api/development/self-checks/': 'read Development',
  'POST /api/development/self-checks/': 'read Development',
  'GET /api/development/bench/': 'read Development',
};
