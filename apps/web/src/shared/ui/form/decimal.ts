/** A number typed in the interface's language: "0,2" and "0.2" both read 0.2; anything else is NaN. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}
