import { describe, expect, it } from 'vitest';
import {
  checkCpfCnpj,
  isValidCnpj,
  isValidCpf,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  onlyDigits,
} from './cpf-cnpj';

// Published examples: 280.012.389-38 is the worked example of the Receita Federal's e-Financeira manual
// (Anexo II); 529.982.247-25 and 11.222.333/0001-81 are the textbook examples of the check-digit
// algorithms; 00.000.000/0001-91 (Banco do Brasil) and 33.000.167/0001-01 (Petrobras) are public company
// registrations.
const VALID_CPFS = ['280.012.389-38', '529.982.247-25', '52998224725', '123.456.789-09'];
const INVALID_CPFS = [
  '280.012.389-39',
  '529.982.247-52',
  '123.456.789-00',
  '111.111.111-11',
  '000.000.000-00',
  '99999999999',
];
const VALID_CNPJS = ['11.222.333/0001-81', '00.000.000/0001-91', '33.000.167/0001-01', '11222333000181'];
const INVALID_CNPJS = [
  '11.222.333/0001-80',
  '33.000.167/0001-10',
  '00.000.000/0000-00',
  '11.111.111/1111-11',
];
// 12.ABC.345/01DE-35 is the worked example of the Receita Federal's alphanumeric CNPJ (IN RFB 2.229/2024,
// "Cálculo do DV do CNPJ alfanumérico").
const VALID_ALPHANUMERIC_CNPJS = ['12.ABC.345/01DE-35', '12ABC34501DE35', '12.abc.345/01de-35'];
const INVALID_ALPHANUMERIC_CNPJS = [
  '12.ABC.345/01DE-36',
  '12.ABC.345/01DF-35',
  '21.ABC.345/01DE-35',
  '12.ABC.345/01DE-3',
  '12.ABC.345/01DE-3A',
];

/** The check-digit rule as the instruction states it, written independently of the library. */
function alphanumericCheckDigits(base: string): string {
  const digit = (chars: string) => {
    const sum = [...chars]
      .reverse()
      .reduce((total, char, i) => total + (char.charCodeAt(0) - 48) * ((i % 8) + 2), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${first}${digit(`${base}${first}`)}`;
}

describe('onlyDigits', () => {
  it('removes everything that is not a digit', () => {
    expect(onlyDigits(' 529.982.247-25 ')).toBe('52998224725');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
    expect(onlyDigits(123)).toBe('123');
  });
});

describe('CPF', () => {
  it.each(VALID_CPFS)('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([...INVALID_CPFS, '', '5299822472', '529982247250', '11.222.333/0001-81'])('rejects %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247251234', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['abc', ''],
  ])('masks %j as %j', (typed, shown) => {
    expect(maskCpf(typed)).toBe(shown);
  });
});

describe('CNPJ', () => {
  it.each(VALID_CNPJS)('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([...INVALID_CNPJS, '', '1122233300018', '529.982.247-25'])('rejects %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it.each([
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['11222333', '11.222.333'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
    ['1122233300018199', '11.222.333/0001-81'],
  ])('masks %j as %j', (typed, shown) => {
    expect(maskCnpj(typed)).toBe(shown);
  });
});

describe('alphanumeric CNPJ', () => {
  it.each(VALID_ALPHANUMERIC_CNPJS)('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(checkCpfCnpj(cnpj)).toBeNull();
  });

  it.each(INVALID_ALPHANUMERIC_CNPJS)('rejects %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it("agrees with the instruction's rule (ASCII code minus 48, weights 2 to 9 from the right)", () => {
    expect(alphanumericCheckDigits('12ABC34501DE')).toBe('35');
    for (const base of ['A1B2C3D4E5F6', 'ZZZZZZZZ0001', '00ABCDEF0001', 'Q0SLFMBD7VX4']) {
      const cnpj = `${base}${alphanumericCheckDigits(base)}`;
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
      const wrongLast = `${cnpj.slice(0, 13)}${(Number(cnpj.slice(-1)) + 1) % 10}`;
      expect(isValidCnpj(wrongLast), wrongLast).toBe(false);
    }
  });

  it.each([
    ['12a', '12.A'],
    ['12abc345', '12.ABC.345'],
    ['12abc34501de', '12.ABC.345/01DE'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-3X5', '12.ABC.345/01DE-35'],
    ['12abc34501de3599', '12.ABC.345/01DE-35'],
  ])('masks %j as %j', (typed, shown) => {
    expect(maskCnpj(typed)).toBe(shown);
    expect(maskCpfCnpj(typed)).toBe(shown);
  });

  it.each([
    ['12.ABC.345/01DE', 'CNPJ incompleto'],
    ['12A', 'CNPJ incompleto'],
    ['12.ABC.345/01DE-36', 'CNPJ inválido'],
    ['12.ABC.345/01DE-359', 'CNPJ inválido'],
  ])('%j → %j', (value, message) => {
    expect(checkCpfCnpj(value)).toBe(message);
  });
});

describe('maskCpfCnpj', () => {
  it('uses the CPF mask up to 11 digits and the CNPJ mask from 12', () => {
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('529.982.247-251')).toBe('52.998.224/7251');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfCnpj('112223330001819')).toBe('11.222.333/0001-81');
  });
});

describe('checkCpfCnpj', () => {
  it.each([
    ['529.982.247-25', null],
    ['11.222.333/0001-81', null],
    ['', 'CPF incompleto'],
    ['529.982.247', 'CPF incompleto'],
    ['529.982.247-24', 'CPF inválido'],
    ['111.111.111-11', 'CPF inválido'],
    ['11.222.333/0001', 'CNPJ incompleto'],
    ['11.222.333/0001-8', 'CNPJ incompleto'],
    ['11.222.333/0001-80', 'CNPJ inválido'],
    ['00.000.000/0000-00', 'CNPJ inválido'],
    ['112223330001810', 'CNPJ inválido'],
  ])('%j → %j', (value, message) => {
    expect(checkCpfCnpj(value)).toBe(message);
  });
});
