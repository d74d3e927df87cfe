// The order a check's refusals come in: the resolver's (the schema's rules), nested list fields by their
// dotted names, the form's own refusal (no field) named ''.
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorNames, firstError } from './form-kit';

describe('errorNames and firstError', () => {
  it('keep the schema order, name list items by path and the form itself by ""', () => {
    // Prepare: as zodResolver builds them
    const errors = {
      titular_cpf: { type: 'custom', message: 'Preencha os dois CPFs (titular e dependente)' },
      '': { type: 'custom', message: 'Aguarde resolução dos CEPs...' },
      cursos: [undefined, { curso: { type: 'too_big', message: 'Curso: no máximo 120 caracteres' } }],
    } as unknown as FieldErrors;

    // Act and assess
    expect(errorNames(errors)).toEqual(['titular_cpf', '', 'cursos.1.curso']);
    expect(firstError(errors)).toEqual({
      name: 'titular_cpf',
      message: 'Preencha os dois CPFs (titular e dependente)',
    });
  });

  it('give the form-wide refusal without a field, and nothing when all passed', () => {
    const errors = { '': { type: 'custom', message: 'Aguarde resolução dos CEPs...' } } as FieldErrors;

    expect(firstError(errors)).toEqual({ name: null, message: 'Aguarde resolução dos CEPs...' });
    expect(firstError({})).toBeNull();
  });
});
