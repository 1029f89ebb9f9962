/**
 * A CPF or CNPJ as people write it (123.456.789-09, 12.345.678/0001-95); a masked or otherwise shaped
 * document is shown as it came.
 */
export function formatDocument(document: string) {
  if (/^\d{11}$/.test(document)) return document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (/^\d{14}$/.test(document))
    return document.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return document;
}
