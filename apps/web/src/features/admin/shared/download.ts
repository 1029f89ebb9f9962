import { api } from '../../../shared/api/client.ts';

/** Fetches a file with the session's token and hands it to the browser as a download. */
export async function download(path: string, filename: string) {
  // The client is typed for JSON; ofetch itself honours responseType.
  const blob = await api<Blob>(path, { responseType: 'blob' } as never);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
