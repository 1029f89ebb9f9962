import { MAIL_ATTACHMENT_LIMITS } from '@alvorada/contracts';
import type { Executor } from '../../../platform/db/client.ts';
import { mailAttachments } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/http/errors.ts';

export interface Upload {
  filename: string;
  content_type: string;
  content: string;
}

/** Checks the limits on decoded sizes and answers the files in the mail service's shape. */
export function checkedAttachments(uploads: Upload[]) {
  const files = uploads.map((u) => ({
    filename: u.filename,
    contentType: u.content_type,
    content: u.content,
    size: Buffer.byteLength(u.content, 'base64'),
  }));
  if (files.some((f) => f.size > MAIL_ATTACHMENT_LIMITS.fileBytes))
    throw new AppError(413, 'attachment_too_large');
  if (files.reduce((sum, f) => sum + f.size, 0) > MAIL_ATTACHMENT_LIMITS.totalBytes)
    throw new AppError(413, 'attachments_too_large');
  return files;
}

export async function storeAttachments(
  tx: Executor,
  messageId: number,
  files: ReturnType<typeof checkedAttachments>,
) {
  if (files.length === 0) return;
  await tx.insert(mailAttachments).values(files.map((f) => ({ ...f, messageId })));
}
