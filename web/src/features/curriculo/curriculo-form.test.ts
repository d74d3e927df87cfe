import { HABILIDADES_CATALOGO } from '@shared/documents/curriculo/options';
import { CURRICULO_LIMITS } from '@shared/documents/curriculo/schema';
import { describe, expect, it } from 'vitest';
import {
  addSkill,
  cepAddressPatch,
  editCursoSuperior,
  emptyCursoSuperior,
  fieldElementId,
  moveItem,
  newCurriculoForm,
  removeItem,
  removeSkill,
  searchCatalogue,
} from './curriculo-form';

describe('list items', () => {
  it('moves an item up or down and leaves the list alone at either end', () => {
    // Prepare
    const list = ['a', 'b', 'c'];
    // Act / Assess
    expect(moveItem(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 2, 1)).toEqual(['a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('removes the item at an index', () => {
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('editCursoSuperior', () => {
  it('keeps the typed period as "YYYY/YYYY" digits and derives start and end', () => {
    // Prepare
    const blank = emptyCursoSuperior();
    // Act
    const partial = editCursoSuperior(blank, { anos: '20182' });
    const full = editCursoSuperior(blank, { anos: '2018 até 2022' });
    const overlong = editCursoSuperior(blank, { anos: '2018202299' });
    // Assess
    expect(partial).toMatchObject({ anos: '2018/2', inicio: '2018', fim: '' });
    expect(full).toMatchObject({ anos: '2018/2022', inicio: '2018', fim: '2022' });
    expect(overlong.anos).toBe('2018/2022');
  });

  it('writes the institution to the current and the older field', () => {
    const item = editCursoSuperior(emptyCursoSuperior(), { entidade: 'USP' });
    expect(item).toMatchObject({ entidade: 'USP', instituicao: 'USP' });
  });
});

describe('skills', () => {
  it('adds a skill once, ignoring case, accents and spaces', () => {
    // Prepare
    const first = addSkill([], '  Excel   avançado ');
    // Act
    const again = addSkill(first.ok ? first.skills : [], 'excel avancado');
    // Assess
    expect(first).toEqual({ ok: true, skills: ['Excel avançado'] });
    expect(again).toMatchObject({ ok: false, reason: 'repetida' });
  });

  it('refuses blanks, overlong skills and more than the limit', () => {
    const full = Array.from({ length: CURRICULO_LIMITS.skills }, (_, i) => `Habilidade ${i}`);
    expect(addSkill([], '   ')).toMatchObject({ ok: false, reason: 'vazia' });
    expect(addSkill([], 'x'.repeat(CURRICULO_LIMITS.skill + 1))).toMatchObject({
      ok: false,
      reason: 'longa',
    });
    expect(addSkill(full, 'Outra')).toMatchObject({ ok: false, reason: 'limite' });
  });

  it('removes a skill by its key', () => {
    expect(removeSkill(['Comunicação', 'Vendas'], 'comunicacao')).toEqual(['Vendas']);
  });

  it('searches the catalogue by every word, accents ignored, and drops empty groups', () => {
    // Act
    const groups = searchCatalogue(HABILIDADES_CATALOGO, 'atendimento telefonico');
    const none = searchCatalogue(HABILIDADES_CATALOGO, 'zzzz');
    const all = searchCatalogue(HABILIDADES_CATALOGO, '');
    // Assess
    expect(groups.flatMap((g) => g.skills)).toContain('Atendimento telefônico');
    expect(groups.flatMap((g) => g.skills)).not.toContain('Telemarketing');
    expect(none).toEqual([]);
    expect(all).toHaveLength(Object.keys(HABILIDADES_CATALOGO).length);
  });
});

describe('ids and a new resume', () => {
  it('gives every field a stable element id', () => {
    expect(fieldElementId('cargo_desejado')).toBe('cv-cargo-desejado');
    expect(fieldElementId('experiencias.1.data_saida')).toBe('cv-experiencia-1-data-saida');
    expect(fieldElementId('cursos_superiores.0.anos')).toBe('cv-curso-superior-0-anos');
  });

  it('starts a new resume Brazilian, with experiences on and one blank experience', () => {
    const form = newCurriculoForm();
    expect(form).toMatchObject({ nacionalidade: 'Brasileiro(a)', incluir_experiencias: true });
    expect(form.experiencias).toHaveLength(1);
  });
});

describe('cepAddressPatch', () => {
  it("keeps the street whole and never writes the service's range note into the complement", () => {
    // Prepare: what the lookup answers, with the CEP's range as its complement
    const found = {
      endereco: 'R'.repeat(80),
      bairro: 'Centro',
      complemento: 'de 612 a 1510 - lado par',
      uf: 'sp',
      cidade: 'São Paulo',
    };

    // Act
    const patch = cepAddressPatch(found);

    // Assess
    expect(patch.endereco).toBe('R'.repeat(80));
    expect(patch).toMatchObject({ bairro: 'Centro', uf: 'SP', cidade: 'São Paulo' });
    expect(patch).not.toHaveProperty('complemento');
  });
});
