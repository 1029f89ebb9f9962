import { MAIL_ATTACHMENT_LIMITS } from '@alvorada/contracts';
import { fetchBlob } from '@/shared/files/download.ts';

export interface PickedFile {
  filename: string;
  content_type: string;
  content: string;
  size: number;
}

/** The file's bytes as base64, as the API takes attachments. */
export function readAttachment(file: File): Promise<PickedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({
        filename: file.name,
        content_type: file.type || 'application/octet-stream',
        content: url.slice(url.indexOf(',') + 1),
        size: file.size,
      });
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A stored attachment of a message, fetched again so it can be sent with the message. */
export async function refetchAttachment(
  messageId: number,
  a: { id: number; filename: string; content_type: string },
) {
  const blob = await fetchBlob(`/admin/mail/${messageId}/attachments/${a.id}/`);
  return readAttachment(new File([blob], a.filename, { type: a.content_type }));
}

/** Which limit a set of files breaks, if any: an i18n key under admin.mail.limits. */
export function attachmentProblem(files: { size: number }[]): 'count' | 'file' | 'total' | null {
  if (files.length > MAIL_ATTACHMENT_LIMITS.files) return 'count';
  if (files.some((f) => f.size > MAIL_ATTACHMENT_LIMITS.fileBytes)) return 'file';
  if (files.reduce((sum, f) => sum + f.size, 0) > MAIL_ATTACHMENT_LIMITS.totalBytes) return 'total';
  return null;
}
