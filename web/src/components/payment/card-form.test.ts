import { describe, expect, it } from 'vitest';
import { type CardFields, cardBrandFor, cardFieldInput, cardTokenBody, checkCardFields } from './card-form';
import { isPayerEmail } from './payer-email';

const NOW = new Date(2026, 2, 5);
const valid: CardFields = {
  number: '5031433215406351',
  holder: 'APRO',
  month: '11',
  year: '2030',
  cvv: '123',
  cpf: '529.982.247-25',
};

describe('card fields while typing', () => {
  it('keeps digits only, up to the spec’s lengths', () => {
    expect(cardFieldInput('number', '5031 4332-1540 6351 9999 1')).toBe('5031433215406351999');
    expect(cardFieldInput('month', '1a23')).toBe('12');
    expect(cardFieldInput('year', '20301')).toBe('2030');
    expect(cardFieldInput('cvv', '12345')).toBe('1234');
    expect(cardFieldInput('cpf', '52998224725')).toBe('529.982.247-25');
  });
});

describe('card check before paying', () => {
  it('asks for every field first', () => {
    for (const field of ['number', 'holder', 'month', 'year', 'cvv', 'cpf'] as const) {
      expect(checkCardFields({ ...valid, [field]: field === 'holder' ? '   ' : '' }, NOW)).toBe(
        'Preencha todos os campos',
      );
    }
  });

  it('accepts a complete card and refuses a past or impossible validity, a short CVV and a wrong CPF', () => {
    expect(checkCardFields(valid, NOW)).toBeNull();
    expect(checkCardFields({ ...valid, month: '13' }, NOW)).toBe('Validade inválida');
    expect(checkCardFields({ ...valid, month: '02', year: '2026' }, NOW)).toBe('Validade inválida');
    expect(checkCardFields({ ...valid, month: '03', year: '2026' }, NOW)).toBeNull();
    expect(checkCardFields({ ...valid, cvv: '12' }, NOW)).toBe('CVV inválido');
    expect(checkCardFields({ ...valid, number: '4111' }, NOW)).toBe('Número do cartão inválido');
    expect(checkCardFields({ ...valid, cpf: '111.111.111-11' }, NOW)).toBe('CPF inválido');
  });

  it('builds Mercado Pago’s card-token body', () => {
    expect(cardTokenBody(valid)).toEqual({
      card_number: '5031433215406351',
      expiration_month: 11,
      expiration_year: 2030,
      security_code: '123',
      cardholder: { name: 'APRO', identification: { type: 'CPF', number: '52998224725' } },
    });
  });
});

describe('card brand', () => {
  const methods = [
    { id: 'pix', payment_type_id: 'bank_transfer', settings: [] },
    {
      id: 'visa',
      payment_type_id: 'credit_card',
      settings: [{ bin: { pattern: '^4', exclusion_pattern: '^(438935|451416)' } }],
    },
    {
      id: 'master',
      payment_type_id: 'credit_card',
      settings: [{ bin: { pattern: '^5[0-5]', exclusion_pattern: '' } }],
    },
    { id: 'elo', payment_type_id: 'credit_card', settings: [{ bin: { pattern: '^(438935|451416)' } }] },
  ];

  it('finds the brand by the first digits, honouring exclusions', () => {
    expect(cardBrandFor(methods, '503143')).toBe('master');
    expect(cardBrandFor(methods, '411111')).toBe('visa');
    expect(cardBrandFor(methods, '438935')).toBe('elo');
    expect(cardBrandFor(methods, '999999')).toBeNull();
  });
});

describe('payer e-mail', () => {
  it('accepts the basic shape only', () => {
    expect(isPayerEmail('maria@exemplo.com.br')).toBe(true);
    expect(isPayerEmail(' maria@exemplo.com ')).toBe(true);
    expect(isPayerEmail('maria@exemplo')).toBe(false);
    expect(isPayerEmail('maria exemplo@x.com')).toBe(false);
    expect(isPayerEmail('')).toBe(false);
  });
});
