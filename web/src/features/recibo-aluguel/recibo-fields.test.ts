import { emptyReciboAluguel } from '@shared/documents/recibo-aluguel/schema';
import { describe, expect, it } from 'vitest';
import {
  autoWords,
  completeDueDay,
  fieldElementId,
  imovelAddressPatch,
  isBlankRecibo,
  padTwo,
  wordsAreAuto,
} from './recibo-fields';

describe('receipts page typing rules (spec part 2 §5)', () => {
  it('pads a day or month left with one digit and keeps one out of range as typed, for the check', () => {
    expect([padTwo('5'), padTwo('12'), padTwo(''), padTwo('13'), padTwo('0')]).toEqual([
      '05',
      '12',
      '',
      '13',
      '00',
    ]);
    expect([completeDueDay(''), completeDueDay('5'), completeDueDay('45')]).toEqual(['10', '5', '45']);
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
