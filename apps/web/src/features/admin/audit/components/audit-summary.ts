import type { TFunction } from 'i18next';
import type { AuditEntry } from '@alvorada/contracts';
import { auditActionLabel, auditSubjectLabel } from '@/shared/i18n/labels.ts';

/** "Alteração · Usuário #12" in the UI language; unknown actions and subjects are shown as recorded. */
export const auditSummary = (t: TFunction, entry: AuditEntry) =>
  t('admin.audit.summary', {
    action: auditActionLabel(t, entry.action),
    subject: auditSubjectLabel(t, entry.subject),
    target: entry.target_id ?? '',
  });
