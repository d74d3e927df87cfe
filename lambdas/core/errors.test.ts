// The one mapping of errors to HTTP: a refused form's fields in the body (RFC 9457's invalid-params shape),
// named as the form names them.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { refuseStale } from '../use-cases/form-versions';
import { BadRequestError, fieldProblems, invalidInput, NotFoundError, toHttpError } from './errors';

describe('toHttpError', () => {
  it("answers a refused form's fields with their own messages, and no `fields` for any other error", () => {
    // Prepare
    const refused = new BadRequestError('CNPJ da empresa inválido', 'incomplete_document', {
      fields: fieldProblems({ empresa_cnpj: 'CNPJ da empresa inválido', trab_cpf: undefined }),
    });

    // Act
    const form = toHttpError(refused);
    const other = toHttpError(new NotFoundError());

    // Assess
    expect(form).toMatchObject({
      status: 400,
      body: {
        ok: false,
        error: {
          code: 'incomplete_document',
          message: 'CNPJ da empresa inválido',
          fields: [{ field: 'empresa_cnpj', message: 'CNPJ da empresa inválido' }],
        },
      },
    });
    expect(other.body.error).not.toHaveProperty('fields');
  });
});

describe('a stale save refused', () => {
  it('answers 409 with the stored form, its version and whether the form itself moved since the base', () => {
    // Prepare: the form written at version 2, then paid (3); another window's save at 3, then paid again (5).
    const paidOnly = { form: { nome: 'Ana' }, form_version: 3, form_edit_version: 2 };
    const edited = { form: { nome: 'Bia' }, form_version: 5, form_edit_version: 4 };
    const unknown = { form: { nome: 'Cris' }, form_version: 7 };
    const answer = (doc: Parameters<typeof refuseStale>[0], base: number) => {
      try {
        refuseStale(doc, base);
        return null;
      } catch (error) {
        return toHttpError(error);
      }
    };

    // Act
    const afterPayment = answer(paidOnly, 2);
    const afterEdit = answer(edited, 3);
    const beforeVersions = answer(unknown, 6);
    const current = answer(paidOnly, 3);

    // Assess
    expect(afterPayment).toMatchObject({
      status: 409,
      body: {
        ok: false,
        error: {
          code: 'stale_version',
          message: 'Este documento foi alterado em outra janela',
          current: { form_version: 3, form: { nome: 'Ana' }, form_changed: false },
        },
      },
      unexpected: false,
    });
    expect(afterEdit?.body.error.current).toEqual({
      form_version: 5,
      form: { nome: 'Bia' },
      form_changed: true,
    });
    expect(beforeVersions?.body.error.current).toMatchObject({ form_changed: null });
    expect(current).toBeNull();
    expect(toHttpError(new NotFoundError()).body.error).not.toHaveProperty('current');
  });
});

describe('invalidInput', () => {
  it("names each refused field as the form does: without the request's wrapper, once each, lists dotted", () => {
    // Prepare
    const schema = z.object({
      form: z.object({
        nome: z.string().max(3, 'Nome: no máximo 3 caracteres'),
        itens: z.array(z.object({ data: z.string().min(1, 'Data obrigatória') })),
      }),
    });
    const parsed = schema.safeParse({ form: { nome: 'Maria', itens: [{ data: '' }] } });
    if (parsed.success) throw new Error('expected a refusal');

    // Act
    const error = invalidInput(parsed.error.issues, 'Dados inválidos');
    const one = invalidInput(z.string().max(1, 'Curto').safeParse('ab').error!.issues, 'x', ['cargo']);

    // Assess
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_input',
      message: 'Nome: no máximo 3 caracteres',
    });
    expect(error.fields).toEqual([
      { field: 'nome', message: 'Nome: no máximo 3 caracteres' },
      { field: 'itens.0.data', message: 'Data obrigatória' },
    ]);
    expect(one.fields).toEqual([{ field: 'cargo', message: 'Curto' }]);
  });
});
