import { describe, expect, it } from 'vitest';
import { formatDocument } from './document-format.ts';

describe('CPF and CNPJ as people write them', () => {
  it('punctuates a full CPF or CNPJ and leaves a masked one alone', () => {
    expect(formatDocument('12346391905')).toBe('123.463.919-05');
    expect(formatDocument('41000000000199')).toBe('41.000.000/0001-99');
    expect(formatDocument('123******05')).toBe('123******05');
  });
});
