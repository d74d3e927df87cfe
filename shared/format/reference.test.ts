import { describe, expect, test } from 'vitest';
import { nameSearchKey, readableReference, referenceSearchKey } from './reference';

describe('readableReference', () => {
  test('reads every kind as its code and the last ten random characters', () => {
    const random = '868cb4410f0123456789';
    expect(readableReference(`decl-1772700000000-${random}`)).toBe('RES-01234-56789');
    expect(readableReference(`decl-trab-1772700000000-${random}`)).toBe('TRAB-01234-56789');
    expect(readableReference(`contrato-1772700000000-${random}`)).toBe('CONT-01234-56789');
    expect(readableReference(`contrato-veiculo-1772700000000-${random}`)).toBe('VEIC-01234-56789');
    expect(readableReference(`reciboaluguel-1772700000000-${random}`)).toBe('REC-01234-56789');
    expect(readableReference(`promissoria-1772700000000-${random}`)).toBe('PROM-01234-56789');
    expect(readableReference(`curriculo-1772700000000-${random}`)).toBe('CV-01234-56789');
    expect(readableReference(`proc-veh-1772700000000-${random}`)).toBe('PROC-01234-56789');
    expect(readableReference(`autorizacao-1772700000000-${random}`)).toBe('AUT-01234-56789');
  });

  test('reads older ids (uid and 10 random characters) and ids without a random part', () => {
    expect(readableReference('decl-abcdefabcdefabcdefabcdef-1772700000000-9f3a2c41b7')).toBe(
      'RES-9F3A2-C41B7',
    );
    expect(readableReference('decl-abc-1772712345678')).toBe('RES-12345678');
  });

  test("reads a resume's payment round as its document", () => {
    expect(readableReference('curriculo-1772700000000-868cb4410f0123456789.p2')).toBe('CV-01234-56789');
  });

  test('never carries more of the id than its kind and random end', () => {
    const id = 'contrato-1772700000000-0000000000aaaaabbbbb';
    expect(readableReference(id)).not.toContain('1772700000000');
  });
});

describe('search keys', () => {
  test('a reference typed in any case, spacing or part falls inside the readable one', () => {
    const full = referenceSearchKey(readableReference('contrato-1772700000000-868cb4410f9f3a2c41b7'));
    expect(full).toBe('CONT9F3A2C41B7');
    for (const typed of ['cont 9f3a2-c41b7', '9F3A2C41B7', 'c41b7', 'CONT-9F3A2-C41B7'])
      expect(full).toContain(referenceSearchKey(typed));
  });

  test('names compare without case, accents or doubled spaces', () => {
    expect(nameSearchKey('  JOSÉ   da Conceição ')).toBe('jose da conceicao');
  });
});
