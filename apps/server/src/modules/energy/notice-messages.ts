import type { Dictionary } from '../../platform/http/messages.ts';

/** The bell's (and the e-mail's) words when an energy job ends, in every locale. */
export const NOTICE_MESSAGES = {
  notice_report_ready: {
    'pt-BR': 'Relatório pronto: {title}',
    en: 'Report ready: {title}',
    fr: 'Rapport prêt : {title}',
    ar: 'التقرير جاهز: {title}',
  },
  notice_cycle_closed: {
    'pt-BR': 'Ciclo de {cycle} fechado',
    en: 'Cycle {cycle} closed',
    fr: 'Cycle de {cycle} clôturé',
    ar: 'أُغلقت دورة {cycle}',
  },
  notice_cycle_closed_body: {
    'pt-BR': 'A apuração terminou e as faturas do ciclo foram emitidas.',
    en: 'The settlement is done and the cycle’s invoices were issued.',
    fr: 'Le calcul est terminé et les factures du cycle ont été émises.',
    ar: 'انتهت التسوية وصدرت فواتير الدورة.',
  },
  notice_cycles_recomputed: {
    'pt-BR': 'Recálculo concluído: {cycles}',
    en: 'Recomputation finished: {cycles}',
    fr: 'Recalcul terminé : {cycles}',
    ar: 'اكتملت إعادة الحساب: {cycles}',
  },
  notice_import_landed: {
    'pt-BR': 'Importação concluída: {file}',
    en: 'Import finished: {file}',
    fr: 'Import terminé : {file}',
    ar: 'اكتمل الاستيراد: {file}',
  },
  notice_import_landed_body: {
    'pt-BR': 'Linhas no arquivo: {rows} · novas: {inserted} · alteradas: {updated}',
    en: 'Rows in the file: {rows} · new: {inserted} · changed: {updated}',
    fr: 'Lignes du fichier : {rows} · nouvelles : {inserted} · modifiées : {updated}',
    ar: 'أسطر الملف: {rows} · جديدة: {inserted} · معدّلة: {updated}',
  },
} satisfies Dictionary;
