import { describe, expect, it } from 'vitest';
import { brCode, crc16Ccitt } from './br-code.ts';

// The static example of the Banco Central's BR Code manual (key, name "Fulano de Tal", city BRASILIA).
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('BR Code', () => {
  it('computes CRC16-CCITT (0x1021, start 0xFFFF) as published', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('builds the manual example field by field', () => {
    expect(
      brCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(MANUAL_EXAMPLE);
  });

  it('writes the amount with two decimals, strips accents and cuts the name, city and txid', () => {
    const code = brCode({
      key: 'financeiro@alvorada.dev',
      merchantName: 'Alvorada Soluções em Software Ltda',
      merchantCity: 'São José dos Campos',
      amount: 690,
      txid: 'ALV-PROF-2026-11-26',
    });
    expect(code).toContain('5406690.00');
    expect(code).toContain('5925Alvorada Solucoes em Soft');
    expect(code).toContain('6015Sao Jose dos Ca');
    expect(code).toContain('0515ALVPROF20261126');
    expect(code.slice(-4)).toBe(crc16Ccitt(code.slice(0, -4)));
  });
});
