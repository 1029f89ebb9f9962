/** Access declarations of the OPTOP agent's routes: conversations belong to their author. */
export const EXPECTED: Record<string, string> = {
  'GET /api/optop/settings/': 'read OPTOP',
  'PUT /api/optop/settings/': 'update OPTOP',
  'GET /api/optop/models/': 'read OPTOP',
  'GET /api/optop/conversations/': 'read OPTOP',
  'PATCH /api/optop/conversations/:id/': 'read OPTOP',
  'DELETE /api/optop/conversations/:id/': 'read OPTOP',
  'GET /api/optop/conversations/:id/messages/': 'read OPTOP',
  'GET /api/optop/conversations/:id/export/': 'read OPTOP',
  'POST /api/optop/conversations/:id/messages/:message_id/edit/': 'read OPTOP',
  'POST /api/optop/conversations/:id/messages/:message_id/choose/': 'read OPTOP',
  // Everyone's tokens and cost: for those who manage the agent.
  'GET /api/optop/usage/': 'update OPTOP',
  'POST /api/optop/chat/': 'read OPTOP',
  'POST /api/optop/conversations/:id/regenerate/': 'read OPTOP',
  'POST /api/optop/conversations/:id/tool-calls/:call_id/': 'read OPTOP',
};
