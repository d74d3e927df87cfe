// The one mapping of errors to HTTP: a refused form's fields in the body (RFC 9457's invalid-params shape),
// named as the form names them.
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
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
