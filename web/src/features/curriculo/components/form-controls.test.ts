// The switch of the resume's optional list sections: on with an empty list starts one blank item; on with items
// keeps them; off keeps the items (switching back on shows them again) and only hides the section.
import type { CurriculoForm } from '@shared/documents/curriculo/schema';
import { describe, expect, it } from 'vitest';
import { emptyCurso, newCurriculoForm } from '../curriculo-form';
import { listSectionToggle } from './form-controls';

function switchCursos(form: CurriculoForm, checked: boolean): Partial<CurriculoForm> {
  let patch: Partial<CurriculoForm> = {};
  const toggle = listSectionToggle(
    form,
    (p) => {
      patch = p;
    },
    'incluir_cursos',
    'cursos',
    emptyCurso,
    'Incluir cursos complementares',
  );
  toggle.onChange(checked);
  return patch;
}

describe('listSectionToggle', () => {
  it('names the switch by its form field, and shows its state', () => {
    const form = { ...newCurriculoForm(), incluir_cursos: true };
    const toggle = listSectionToggle(form, () => {}, 'incluir_cursos', 'cursos', emptyCurso, 'Incluir');
    expect(toggle).toMatchObject({ field: 'incluir_cursos', checked: true, label: 'Incluir' });
  });

  it('starts one blank item when switched on with an empty list', () => {
    const form = { ...newCurriculoForm(), incluir_cursos: false, cursos: [] };
    expect(switchCursos(form, true)).toEqual({ incluir_cursos: true, cursos: [emptyCurso()] });
  });

  it('keeps the items there are when switched on, and when switched off', () => {
    const cursos = [{ ...emptyCurso(), curso: 'Excel Avançado' }];
    const form = { ...newCurriculoForm(), incluir_cursos: false, cursos };
    expect(switchCursos(form, true)).toEqual({ incluir_cursos: true });
    expect(switchCursos({ ...form, incluir_cursos: true }, false)).toEqual({ incluir_cursos: false });
  });
});
