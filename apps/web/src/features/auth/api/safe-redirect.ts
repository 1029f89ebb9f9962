/** The `to` of a login URL when it is a path of this app; anything else (another origin) lands on /. */
export function safeRedirect(to: string | null): string {
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/';
}
