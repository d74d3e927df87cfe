import { describe, expect, it } from 'vitest';
import { contratoComercialExemplo, contratoLocacaoExemplo as exemplo } from './fixtures';
import {
  checkContratoLocacao,
  contratoLocacaoDraftSchema,
  emptyContratoLocacao,
  CONTRATO_LOCACAO_MESSAGES as m,
  wantsReceipts,
} from './schema';

describe('rental contract check', () => {
  it('passes the examples, masking CPFs and CEPs and taking the forum from the property', () => {
    const check = checkContratoLocacao({
      ...exemplo,
      cidade_foro: 'Outra',
      estado_foro: 'RJ',
      imovel_cep: '04538132',
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.form).toMatchObject({
      locador_cpf: '529.982.247-25',
      imovel_cep: '04538-132',
      cidade_foro: 'São Paulo',
      estado_foro: 'SP',
    });
    expect(checkContratoLocacao(contratoComercialExemplo).ok).toBe(true);
  });

  it('lists every failure after "Erros: ", joined by "; ", with the field messages of the spec', () => {
    const check = checkContratoLocacao({
      ...exemplo,
      locador_nome: ' ',
      locador_cpf: '529.982.247-24',
      locatario_cpf: '',
      imovel_cep: '0453',
      gerar_recibos: 'nao',
    });
    expect(check).toMatchObject({
      ok: false,
      field: 'locador_nome',
      message:
        'Erros: Nome do locador: Obrigatório; CPF do locador: CPF inválido; CPF do locatário: Obrigatório; CEP do imóvel: Inválido',
    });
  });

  it('accepts the 2.3-3 CEP style', () => {
    expect(checkContratoLocacao({ ...exemplo, imovel_cep: '04.538-132' }).ok).toBe(true);
  });

  it("checks the guarantor's CPF only while the guarantor is active", () => {
    const broken = { ...exemplo, fiador_cpf: '123' };
    expect(checkContratoLocacao(broken)).toMatchObject({
      ok: false,
      message: 'Erros: CPF do fiador: CPF inválido',
    });
    expect(checkContratoLocacao({ ...broken, fiador_ativo: 'nao' }).ok).toBe(true);
  });

  it('refuses a second guarantee in the same contract (Lei 8.245/91 art. 37, sole paragraph)', () => {
    const both = { ...exemplo, caucao_ativo: 'sim', caucao_valor: '5.000,00' };
    expect(checkContratoLocacao(both)).toMatchObject({ ok: false, message: `Erros: ${m.umaGarantia}` });
    expect(checkContratoLocacao({ ...both, fiador_ativo: 'nao' }).ok).toBe(true);
    expect(checkContratoLocacao({ ...both, fiador_ativo: 'nao', caucao_valor: '7.500,01' })).toMatchObject({
      ok: false,
      message: `Erros: Valor da caução: ${m.caucaoLimite}`,
    });
  });

  it('asks for the receipts fields only when receipts are ticked', () => {
    const incomplete = { ...exemplo, locatario_rg: '', data_inicio_mes: '' };
    expect(checkContratoLocacao({ ...incomplete, gerar_recibos: 'nao', data_inicio_mes: '01' }).ok).toBe(
      true,
    );
    expect(checkContratoLocacao({ ...incomplete, data_inicio_mes: '01' })).toMatchObject({
      ok: false,
      message: 'Campos faltando para recibos: RG do locatário',
    });
    expect(checkContratoLocacao({ ...incomplete, locador_nome: '' })).toMatchObject({
      ok: false,
      message:
        'Erros: Nome do locador: Obrigatório; Data de início: Inválido; Campos faltando para recibos: nome do locador, RG do locatário, mês de início',
    });
  });

  it('reads booleans of older records as sim/nao and starts with the spec defaults', () => {
    expect(contratoLocacaoDraftSchema.parse({ fiador_ativo: true, gerar_recibos: false })).toMatchObject({
      fiador_ativo: 'sim',
      gerar_recibos: 'nao',
    });
    expect(wantsReceipts({ gerar_recibos: 'sim' })).toBe(true);
    expect(wantsReceipts({ gerar_recibos: 'nao' })).toBe(false);
    expect(emptyContratoLocacao(new Date('2026-03-05T12:00:00Z'))).toMatchObject({
      prazo_meses: '12',
      dia_vencimento: '10',
      data_ass_dia: '05',
      data_ass_mes: '03',
      data_ass_ano: '2026',
    });
  });
});
