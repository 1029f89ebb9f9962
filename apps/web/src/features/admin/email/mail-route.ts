import { isMailFolder, isMailLabel, type MailFolder, type MailLabel } from '@alvorada/contracts';

export const EMAIL_BASE = '/admin-panel/email';

export type MailView = { folder: MailFolder; label?: undefined } | { label: MailLabel; folder?: undefined };

/**
 * The mailbox view of the URL: /admin-panel/email (inbox), /:folder-or-label (the sets are disjoint),
 * /filter/:filter and /label/:label. Null for anything else.
 */
export function mailViewOf(params: { folder?: string; filter?: string; label?: string }): MailView | null {
  const segment = params.filter ?? params.label ?? params.folder;
  if (segment === undefined) return { folder: 'inbox' };
  if (params.filter !== undefined) return isMailFolder(segment) ? { folder: segment } : null;
  if (params.label !== undefined) return isMailLabel(segment) ? { label: segment } : null;
  if (isMailFolder(segment)) return { folder: segment };
  if (isMailLabel(segment)) return { label: segment };
  return null;
}

export const folderPath = (folder: MailFolder) =>
  folder === 'inbox' ? EMAIL_BASE : `${EMAIL_BASE}/${folder}`;
export const labelPath = (label: MailLabel) => `${EMAIL_BASE}/${label}`;
export const sameView = (a: MailView, b: MailView) => a.folder === b.folder && a.label === b.label;
