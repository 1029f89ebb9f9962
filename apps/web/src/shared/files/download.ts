import { api } from '@/shared/api/client.ts';

/** A file from the API, fetched with the session's token (the client is typed for JSON; ofetch honours responseType). */
export const fetchBlob = (path: string) => api<Blob>(path, { responseType: 'blob' } as never);

/** Hands a file from the API to the browser as a download. */
export async function download(path: string, filename: string) {
  const url = URL.createObjectURL(await fetchBlob(path));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
