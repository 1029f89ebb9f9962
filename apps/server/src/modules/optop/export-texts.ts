/** The words of an exported conversation: who spoke, and how each tool call ended. */
export const OPTOP_EXPORT_MESSAGES = {
  optop_export_you: { 'pt-BR': 'Você', en: 'You', fr: 'Vous', ar: 'أنت' },
  optop_export_agent: { 'pt-BR': 'OPTOP', en: 'OPTOP', fr: 'OPTOP', ar: 'OPTOP' },
  optop_export_state_pending: {
    'pt-BR': 'aguardando aprovação',
    en: 'awaiting approval',
    fr: 'en attente d’approbation',
    ar: 'بانتظار الموافقة',
  },
  optop_export_state_approved: { 'pt-BR': 'aprovada', en: 'approved', fr: 'approuvé', ar: 'تمت الموافقة' },
  optop_export_state_rejected: { 'pt-BR': 'recusada', en: 'rejected', fr: 'refusé', ar: 'مرفوض' },
  optop_export_state_done: { 'pt-BR': 'concluída', en: 'done', fr: 'terminé', ar: 'مكتمل' },
  optop_export_state_refused: {
    'pt-BR': 'sem permissão',
    en: 'not permitted',
    fr: 'non autorisé',
    ar: 'غير مسموح',
  },
  optop_export_state_failed: { 'pt-BR': 'falhou', en: 'failed', fr: 'échoué', ar: 'فشل' },
} as const;
