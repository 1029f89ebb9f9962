/**
 * The FAQ's questions by topic. Their texts are translations (`public.faq.items.<id>.q` / `.a`): the same
 * questions answer in every language.
 */
export const FAQ_TOPICS = [
  { id: 'general', questions: ['whatIs', 'whoFor', 'languages'] },
  { id: 'billing', questions: ['trial', 'changePlan', 'paymentMethods', 'invoice', 'cancel'] },
  { id: 'energy', questions: ['law', 'expiry', 'imports'] },
  { id: 'security', questions: ['dataLocation', 'permissions', 'sessions'] },
] as const;

export type FaqTopicId = (typeof FAQ_TOPICS)[number]['id'];
