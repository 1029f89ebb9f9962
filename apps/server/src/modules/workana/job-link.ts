/**
 * A job's link as an absolute http(s) URL, resolved against the page it was read from; null for any other
 * scheme (`file:`, `data:`, `javascript:`…) or what is not a URL, and the job is then left out.
 */
export function jobLink(href: string, base?: string): string | null {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
