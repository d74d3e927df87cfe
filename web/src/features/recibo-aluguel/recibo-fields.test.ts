import { emptyReciboAluguel } from '@shared/documents/recibo-aluguel/schema';
import { describe, expect, it } from 'vitest';
import {
  autoWords,
  clampDueDay,
  clampMonth,
  completeDueDay,
  fieldElementId,
  imovelAddressPatch,
  isBlankRecibo,
  padTwo,
  wordsAreAuto,
} from './recibo-fields';

describe('receipts page typing rules (spec part 2 §5)', () => {
  it('pads a day or month left with one digit, clamps the month to 1–12 and the due day to 1–31', () => {
    expect([padTwo('5'), padTwo('12'), padTwo('')]).toEqual(['05', '12', '']);
    expect([clampMonth('1'), clampMonth('13'), clampMonth('00'), clampMonth('07')]).toEqual([
      '1',
      '12',
      '01',
      '07',
    ]);
    expect([clampDueDay('45'), clampDueDay('0'), clampDueDay('9'), clampDueDay('')]).toEqual([
      '31',
      '1',
      '9',
      '',
    ]);
    expect([completeDueDay(''), completeDueDay('5')]).toEqual(['10', '5']);
  });

  it('keeps the rent in words "Auto" only while it is the amount’s own words', () => {
    expect(autoWords('1.500,00')).toBe('mil e quinhentos reais');
    expect(autoWords('')).toBe('');
    expect(wordsAreAuto({ aluguel_valor: '1.500,00', aluguel_valor_extenso: 'mil e quinhentos reais' })).toBe(
      true,
    );
    expect(wordsAreAuto({ aluguel_valor: '1.500,00', aluguel_valor_extenso: '' })).toBe(true);
    expect(wordsAreAuto({ aluguel_valor: '1.500,00', aluguel_valor_extenso: 'mil e quinhentos' })).toBe(
      false,
    );
  });

  it('fills only what a CEP lookup knows and names each field’s element', () => {
    const patch = imovelAddressPatch({ endereco: 'Rua A', bairro: '', cidade: 'Santos', uf: 'sp' } as never);
    expect(patch).toEqual({
      imovel_endereco_rua: 'Rua A',
      imovel_endereco_cidade: 'Santos',
      imovel_endereco_estado: 'SP',
    });
    expect(fieldElementId('locador_endereco_estado')).toBe('rec-locador-uf');
    expect(fieldElementId('locador_nome')).toBe('rec-locador_nome');
  });

  it('counts a form with only its defaults as blank', () => {
    const empty = emptyReciboAluguel();
    expect(isBlankRecibo(empty, empty)).toBe(true);
    expect(isBlankRecibo({ ...empty, locador_nome: 'Maria' }, empty)).toBe(false);
  });
});
