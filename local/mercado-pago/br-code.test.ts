import { describe, expect, it } from 'vitest';
import { buildPixBrCode, crc16Ccitt, parsePixBrCode, parseTlv } from './br-code';

// The static-key example of the Banco Central's "Manual de Padrões para Iniciação do Pix".
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('crc16Ccitt', () => {
  it('gives the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('gives the CRC of the published example', () => {
    expect(crc16Ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
});

describe('buildPixBrCode', () => {
  it('reproduces the published example byte for byte', () => {
    // Act
    const code = buildPixBrCode({
      pixKey: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    // Assess
    expect(code).toBe(BCB_EXAMPLE);
  });

  it('carries amount, txid and single use, and parses back with a valid CRC', () => {
    // Act
    const code = buildPixBrCode({
      pixKey: 'chave@exemplo.com',
      merchantName: 'Documentos Prontos São Paulo Ltda',
      merchantCity: 'São Paulo',
      amountCents: 990,
      txid: 'MP-1234567890',
      singleUse: true,
    });
    const fields = parsePixBrCode(code);
    // Assess
    expect(fields.get('01')).toBe('12');
    expect(fields.get('54')).toBe('9.90');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('59')).toBe('Documentos Prontos Sao Pa');
    expect(fields.get('60')).toBe('Sao Paulo');
    expect(parseTlv(fields.get('62')!).get('05')).toBe('MP1234567890');
    expect(parseTlv(fields.get('26')!).get('01')).toBe('chave@exemplo.com');
  });

  it('is refused when tampered with', () => {
    // Prepare
    const code = buildPixBrCode({ pixKey: 'k', merchantName: 'N', merchantCity: 'C', amountCents: 990 });
    // Act / Assess
    expect(() => parsePixBrCode(code.replace('9.90', '1.90'))).toThrow('CRC');
    expect(() => parsePixBrCode(code.slice(0, -6))).toThrow();
  });
});
