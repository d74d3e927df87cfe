import { describe, expect, it } from 'vitest';
import { promissoriaExemplo as exemplo } from './fixtures';
import { checkPromissoria, PROMISSORIA_MESSAGES as M, promissoriaDraftSchema } from './schema';

function fieldsOf(input: Record<string, unknown>) {
  const check = checkPromissoria(input);
  if (check.ok) throw new Error('expected a refusal');
  return check;
}

describe('checkPromissoria', () => {
  it('passes the example and normalises it: masks applied, count and value as numbers', () => {
    const check = checkPromissoria({
      ...exemplo,
      beneficiario_cpf_cnpj: '11222333000181',
      emitente_cpf_cnpj: '71460238001',
      emitente_telefone: '11987654321',
      emitente_cep: '01310100',
      emitente_estado: 'sp',
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.form).toMatchObject({
      total_parcelas: 10,
      valor_total_centavos: 1_000_001,
      beneficiario_cpf_cnpj: '11.222.333/0001-81',
      emitente_cpf_cnpj: '714.602.380-01',
      emitente_telefone: '(11) 98765-4321',
      emitente_cep: '01310-100',
      emitente_estado: 'SP',
    });
  });

  it('refuses an empty form with every message of spec part 2 §5, one per field, in the spec order', () => {
    const check = fieldsOf({});
    expect(check.message).toBe(M.totalParcelas);
    expect(check.fields).toEqual({
      total_parcelas: M.totalParcelas,
      valor_total_centavos: M.valorTotal,
      data_primeiro_vencimento: M.dataPrimeiroVencimento,
      beneficiario_nome: M.beneficiarioNome,
      beneficiario_cpf_cnpj: M.beneficiarioDoc,
      emitente_nome: M.emitenteNome,
      emitente_cpf_cnpj: M.emitenteDoc,
      emitente_telefone: M.emitenteTelefone,
      emitente_cep: M.emitenteCep,
      emitente_cidade: M.emitenteCidade,
      emitente_estado: M.emitenteUf,
      emitente_rua: M.emitenteRua,
      emitente_numero: M.emitenteNumero,
      emitente_bairro: M.emitenteBairro,
      local_pagamento_cep: M.localCep,
      local_pagamento_cidade: M.localCidade,
      local_pagamento_estado: M.localUf,
    });
    expect(M.campos).toBe('Preencha os campos obrigatórios');
    expect(M.pagamento).toBe('Realize o pagamento para liberar a geração');
  });

  it.each([
    ['529.982.247', 'CPF incompleto'],
    ['529.982.247-26', 'CPF/CNPJ do beneficiário inválido'],
    ['111.111.111-11', 'CPF/CNPJ do beneficiário inválido'],
    ['11.222.333/0001', 'CNPJ incompleto'],
    ['11.222.333/0001-82', 'CPF/CNPJ do beneficiário inválido'],
  ])('reads the payee document %s by its length: %s', (doc, message) => {
    expect(fieldsOf({ ...exemplo, beneficiario_cpf_cnpj: doc }).fields.beneficiario_cpf_cnpj).toBe(message);
  });

  it('says "do emitente" for the issuer document and takes a valid CPF or CNPJ for either', () => {
    expect(fieldsOf({ ...exemplo, emitente_cpf_cnpj: '123.456.789-00' }).fields.emitente_cpf_cnpj).toBe(
      M.emitenteDocInvalido,
    );
    expect(checkPromissoria({ ...exemplo, emitente_cpf_cnpj: '11.222.333/0001-81' }).ok).toBe(true);
    expect(checkPromissoria({ ...exemplo, beneficiario_cpf_cnpj: '529.982.247-25' }).ok).toBe(true);
  });

  it.each([
    [{ total_parcelas: '0' }, 'total_parcelas', M.totalParcelas],
    [{ total_parcelas: '121' }, 'total_parcelas', M.maxParcelas],
    [{ valor_total_centavos: 0 }, 'valor_total_centavos', M.valorTotal],
    [{ total_parcelas: '12', valor_total_centavos: 11 }, 'valor_total_centavos', M.valorMinimo],
    [{ data_primeiro_vencimento: '30/02/2027' }, 'data_primeiro_vencimento', M.dataInvalida],
    [{ emitente_telefone: '(11) 9876' }, 'emitente_telefone', M.emitenteTelefone],
    [{ emitente_cep: '01310-10' }, 'emitente_cep', M.emitenteCep],
    [{ emitente_estado: 'S' }, 'emitente_estado', M.emitenteUf],
    [{ local_pagamento_cep: '2004' }, 'local_pagamento_cep', M.localCep],
    [{ local_pagamento_estado: 'XX' }, 'local_pagamento_estado', M.localUf],
  ])('refuses %j on %s', (change, field, message) => {
    expect(fieldsOf({ ...exemplo, ...change }).fields).toEqual({ [field]: message });
  });

  it('refuses a value over R$ 999.999.999,99 already in the draft', () => {
    expect(promissoriaDraftSchema.safeParse({ valor_total_centavos: 100_000_000_000 }).success).toBe(false);
  });

  it('reads the alternative field names of spec part 2 §3', () => {
    const { beneficiario_cpf_cnpj, emitente_cpf_cnpj, emitente_telefone, emitente_rua, ...rest } = exemplo;
    const form = promissoriaDraftSchema.parse({
      ...rest,
      beneficiario_cnpj: beneficiario_cpf_cnpj,
      emitente_cpf: emitente_cpf_cnpj,
      telefone_emitente: emitente_telefone,
      emitente_end: emitente_rua,
    });
    expect(form).toMatchObject({ beneficiario_cpf_cnpj, emitente_cpf_cnpj, emitente_telefone, emitente_rua });
    expect(form).not.toHaveProperty('emitente_end');
    expect(checkPromissoria(form).ok).toBe(true);
  });
});

describe('the due date and the issue date (issue 39)', () => {
  it('refuses a first due date before the issue date, at the due date field', () => {
    const check = fieldsOf({
      ...exemplo,
      data_emissao: '01/02/2027',
      data_primeiro_vencimento: '31/01/2027',
    });
    expect(check.message).toBe('O vencimento não pode ser anterior à data de emissão');
    expect(check.fields).toEqual({ data_primeiro_vencimento: M.vencimentoAntesEmissao });
  });

  it('accepts a note due on its issue day, and refuses an issue date that is no day', () => {
    expect(
      checkPromissoria({ ...exemplo, data_emissao: '31/01/2027', data_primeiro_vencimento: '31/01/2027' }).ok,
    ).toBe(true);
    expect(fieldsOf({ ...exemplo, data_emissao: '31/02/2027' }).fields).toEqual({
      data_emissao: M.dataEmissaoInvalida,
    });
  });
});
