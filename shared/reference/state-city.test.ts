import { describe, expect, it } from 'vitest';
import { chooseCity, chooseState, findCity, isCitySelectDisabled, reconcileCity } from './state-city';

const CITIES_SP = ['Adamantina', 'Campinas', 'São Paulo', 'Santos'];
const CITIES_RJ = ['Angra dos Reis', 'Niterói', 'Rio de Janeiro'];

describe('state/city picker', () => {
  it('disables the city select until a state is chosen', () => {
    expect(isCitySelectDisabled({ uf: '' })).toBe(true);
    expect(isCitySelectDisabled({ uf: '  ' })).toBe(true);
    expect(isCitySelectDisabled({ uf: 'SP' })).toBe(false);
  });

  it('leaves the city empty for the person to pick when a state is chosen, never its first city', () => {
    // Act
    const inRj = chooseState('RJ');
    const cleared = chooseState('');

    // Assess
    expect(inRj).toEqual({ uf: 'RJ', city: '' });
    expect(cleared).toEqual({ uf: '', city: '' });
  });

  it('keeps a city of the state and drops one that is not', () => {
    expect(chooseCity({ uf: 'SP', city: 'Adamantina' }, 'Santos', CITIES_SP)).toEqual({
      uf: 'SP',
      city: 'Santos',
    });
    expect(chooseCity({ uf: 'SP', city: 'Santos' }, 'Niterói', CITIES_SP)).toEqual({
      uf: 'SP',
      city: '',
    });
    expect(chooseCity({ uf: '', city: '' }, 'Santos', CITIES_SP)).toEqual({ uf: '', city: '' });
  });

  it('matches a city ignoring accents and case, keeping the list spelling', () => {
    expect(findCity('sao paulo', CITIES_SP)).toBe('São Paulo');
    expect(findCity('NITERÓI', CITIES_RJ)).toBe('Niterói');
    expect(findCity('Belo Horizonte', CITIES_SP)).toBeNull();
    expect(findCity('', CITIES_SP)).toBeNull();
    expect(findCity('São João del-Rei', ['São João del Rei', 'São João Evangelista'])).toBe(
      'São João del Rei',
    );
    expect(findCity('Olhos d’Água', ["Olhos-d'Água", 'Olímpio Noronha'])).toBe("Olhos-d'Água");
    expect(reconcileCity('Sao Paulo', CITIES_SP)).toBe('São Paulo');
    expect(reconcileCity('Belo Horizonte', CITIES_SP)).toBe('');
    expect(reconcileCity('Belo Horizonte', [])).toBe('');
  });
});
