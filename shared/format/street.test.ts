import { describe, expect, it } from 'vitest';
import { atAddress, streetPreposition } from './street';

describe('streetPreposition', () => {
  it.each([
    ['Rua das Flores', 'na'],
    ['R. das Flores', 'na'],
    ['Avenida Paulista', 'na'],
    ['Av. Paulista', 'na'],
    ['AVENIDA BRASIL', 'na'],
    ['Alameda Santos', 'na'],
    ['Travessa do Comércio', 'na'],
    ['Praça da Sé', 'na'],
    ['Pça. da Liberdade', 'na'],
    ['Estrada do Campo Limpo', 'na'],
    ['Rodovia Raposo Tavares, km 20', 'na'],
    ['Ladeira Porto Geral', 'na'],
    ['Vila Madalena', 'na'],
    ['Quadra 5', 'na'],
    ['Largo do Arouche', 'no'],
    ['Beco do Batman', 'no'],
    ['Parque Dom Pedro II', 'no'],
    ['Conjunto Nacional', 'no'],
    ['Condomínio Morada do Sol', 'no'],
    ['Sítio Boa Vista', 'no'],
    ['Jardim das Acácias', 'no'],
    ['Viaduto do Chá', 'no'],
    ['Setor Comercial Sul', 'no'],
    ['Caminho do Mar', 'no'],
    ['Pátio do Colégio', 'no'],
    ['  largo São Francisco', 'no'],
  ])('%s → %s', (street, expected) => {
    expect(streetPreposition(street)).toBe(expected);
  });

  it('names no type for a street typed without one, a block code or nothing', () => {
    for (const street of ['Paulista', 'SQN 308', '', '25 de Março', 'Ruas'])
      expect(streetPreposition(street)).toBeNull();
  });
});

describe('atAddress', () => {
  it('puts the preposition the type takes before the whole address', () => {
    expect(atAddress('Rua das Flores', 'Rua das Flores, nº 10')).toBe('na Rua das Flores, nº 10');
    expect(atAddress('Largo do Arouche', 'Largo do Arouche, s/nº')).toBe('no Largo do Arouche, s/nº');
    expect(atAddress('Paulista', 'Paulista, nº 1000')).toBe('no endereço Paulista, nº 1000');
  });
});
