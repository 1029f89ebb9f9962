/**
 * PIX "copia e cola" (BR Code): an EMV QR Code payload as the Banco Central's BR Code manual defines it —
 * ID/length/value fields, the PIX key under the `br.gov.bcb.pix` account template (26), and a CRC16-CCITT
 * (polynomial 0x1021, initial 0xFFFF) over everything up to and including the CRC field's own "6304".
 */
export interface BrCodeInput {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** In reais; omitted or 0 lets the payer type the amount. */
  amount?: number;
  /** Up to 25 letters and digits; `***` when there is none. */
  txid?: string;
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** Upper-case ASCII without accents, cut to `max`: what payer apps expect in the name and city fields. */
const plain = (value: string, max: number) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max);

export function crc16Ccitt(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function brCode({ key, merchantName, merchantCity, amount, txid = '***' }: BrCodeInput): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', key);
  const payload = [
    field('00', '01'),
    field('26', account),
    field('52', '0000'),
    field('53', '986'),
    amount ? field('54', amount.toFixed(2)) : '',
    field('58', 'BR'),
    field('59', plain(merchantName, 25)),
    field('60', plain(merchantCity, 15)),
    field('62', field('05', txid === '***' ? txid : txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25))),
    '6304',
  ].join('');
  return payload + crc16Ccitt(payload);
}
