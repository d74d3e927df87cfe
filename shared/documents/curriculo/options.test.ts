import { describe, expect, it } from 'vitest';
import {
  CNH_CATEGORIAS,
  ESCOLARIDADES,
  ESTADOS_CIVIS,
  gendered,
  genderedFor,
  HABILIDADES,
  HABILIDADES_CATALOGO,
  NACIONALIDADE_LABELS,
  NACIONALIDADE_PADRAO,
  SEXOS,
} from './options';

describe('resume options', () => {
  it('lists the spec’s choices', () => {
    expect(SEXOS).toEqual(['Masculino', 'Feminino', 'Outro']);
    expect(ESTADOS_CIVIS).toEqual(['Solteiro(a)', 'Casado(a)', 'Divorciado(a)', 'Viúvo(a)', 'União Estável']);
    expect(CNH_CATEGORIAS).toEqual(['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE']);
    expect(ESCOLARIDADES).toHaveLength(6);
  });

  it('has every nationality once, as gendered labels in pt-BR alphabetical order', () => {
    const sorted = [...NACIONALIDADE_LABELS].sort(new Intl.Collator('pt-BR').compare);

    expect(NACIONALIDADE_LABELS.length).toBeGreaterThanOrEqual(190);
    expect(NACIONALIDADE_LABELS).toEqual(sorted);
    expect(new Set(NACIONALIDADE_LABELS).size).toBe(NACIONALIDADE_LABELS.length);
    expect(NACIONALIDADE_LABELS).toContain(NACIONALIDADE_PADRAO);
    expect(NACIONALIDADE_LABELS).toEqual(
      expect.arrayContaining(['Português(esa)', 'Alemão(ã)', 'Espanhol(a)', 'Belga', 'Venezuelano(a)']),
    );
    expect(NACIONALIDADE_LABELS[0]).toBe('Afegão(ã)');
  });

  it('derives labels from both forms and gives the person’s form back', () => {
    expect(gendered('Francês', 'Francesa')).toBe('Francês(esa)');
    expect(gendered('Canadense', 'Canadense')).toBe('Canadense');
    expect(genderedFor('Brasileiro(a)', 'Feminino')).toBe('Brasileira');
    expect(genderedFor('Português(esa)', 'Feminino')).toBe('Portuguesa');
    expect(genderedFor('Alemão(ã)', 'Masculino')).toBe('Alemão');
    expect(genderedFor('Casado(a)', 'Feminino')).toBe('Casada');
    expect(genderedFor('Viúvo(a)', 'Masculino')).toBe('Viúvo');
    expect(genderedFor('Casado(a)', 'Outro')).toBe('Casado(a)');
    expect(genderedFor('União Estável', 'Feminino')).toBe('União Estável');
  });

  it('offers a grouped catalogue of about 150 unique skills', () => {
    expect(Object.keys(HABILIDADES_CATALOGO)).toEqual(
      expect.arrayContaining([
        'Atendimento',
        'Informática',
        'Idiomas',
        'Logística',
        'Saúde',
        'Comportamentais',
      ]),
    );
    expect(HABILIDADES.length).toBeGreaterThanOrEqual(140);
    expect(new Set(HABILIDADES.map((s) => s.toLowerCase())).size).toBe(HABILIDADES.length);
  });
});
