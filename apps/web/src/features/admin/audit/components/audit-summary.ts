import type { TFunction } from 'i18next';
import type { AuditEntry } from '@alvorada/contracts';

/** "Atualizou Usuário #12" in the UI language; unknown actions and subjects are shown as recorded. */
export const auditSummary = (t: TFunction, entry: AuditEntry) =>
  t('admin.audit.summary', {
    action: t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action }),
    subject: t(`admin.audit.subjects.${entry.subject}`, { defaultValue: entry.subject }),
    target: entry.target_id ?? '',
  });
