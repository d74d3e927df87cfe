// A stored work declaration as the page opens it: what the draft schema takes is kept, field by field.
import { declaracaoTrabalhoExemplo as exemplo } from '@shared/documents/declaracao-trabalho/fixtures';
import { describe, expect, it } from 'vitest';
import { formFromStored } from './declaracao-trabalho-api';

describe('formFromStored', () => {
  it('keeps a stored form as it is', () => {
    expect(formFromStored(exemplo)).toEqual(exemplo);
  });

  it('blanks only the values it cannot take and drops unknown fields', () => {
    const form = formFromStored({ ...exemplo, cargo: 'x'.repeat(200), dia_semana_fim: 'feriado', extra: 1 });

    expect(form.cargo).toBe('');
    expect(form.dia_semana_fim).toBe('');
    expect(form.trab_nome).toBe(exemplo.trab_nome);
    expect(form).not.toHaveProperty('extra');
  });

  it('reads nothing usable as a blank company declaration', () => {
    expect(formFromStored(null)).toMatchObject({ empregador_pessoa_fisica: false, trab_nome: '' });
  });
});
