/**
 * Where an article's link may lead, decided on the address the browser will open, resolved against the page
 * (`/\evil.example` and `\\evil.example` are another host to it, though they read as paths): a page of this
 * app, another site written out as an `http(s)://` address, or an e-mail. Anything else (`javascript:`,
 * `//host`, a path that resolves elsewhere) gives null, and the link shows as text.
 */
export function safeHref(href: string, page: string): { href: string; external: boolean } | null {
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return { href: url.href, external: false };
  if (url.origin === new URL(page).origin)
    return { href: url.pathname + url.search + url.hash, external: false };
  const written = /^https?:\/\//i.test(href) && (url.protocol === 'http:' || url.protocol === 'https:');
  return written ? { href: url.href, external: true } : null;
}
