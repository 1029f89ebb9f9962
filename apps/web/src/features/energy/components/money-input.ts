/**
 * Centavos from an amount as people type it: "396,44", "1.234,56", "R$ 406,35" or "396.44"; null when it is
 * not an amount. A comma is the decimal separator when present (dots are then thousands).
 */
export function parseCentavos(text: string): number | null {
  const plain = text.replace(/[\s\u00a0R$]/g, '');
  const normal = plain.includes(',') ? plain.replace(/\./g, '').replace(',', '.') : plain;
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  return Math.round(Number(normal) * 100);
}

/** Centavos as the field shows them to edit: 39644 → "396,44" where a comma separates decimals, else "396.44". */
export function centavosText(centavos: number, locale: string) {
  const text = (centavos / 100).toFixed(2);
  return ['pt', 'fr'].some((language) => locale.startsWith(language)) ? text.replace('.', ',') : text;
}

/** Today in America/Sao_Paulo, YYYY-MM-DD: the day payments are credited and due dates fall (§6). */
export const todayInBrazil = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
