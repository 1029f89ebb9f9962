/** Keeps the first three and the last two digits, e.g. 123******09. */
export function maskDocument(document: string): string {
  return document.slice(0, 3) + '*'.repeat(Math.max(0, document.length - 5)) + document.slice(-2);
}
