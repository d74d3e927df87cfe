import { describe, expect, it } from 'vitest';
import { procuracaoVeiculoEmpresaExemplo as empresa, procuracaoVeiculoExemplo as exemplo } from './fixtures';
import {
  checkProcuracaoVeiculo,
  emptyProcuracaoVeiculo,
  isBlankProcuracaoVeiculo,
  PROCURACAO_VEICULO_MESSAGES as M,
  procuracaoVeiculoDraftSchema,
} from './schema';

const today = new Date('2026-06-01T15:00:00Z');
const check = (changes: Record<string, unknown>, cep = {}) =>
  checkProcuracaoVeiculo({ ...exemplo, ...changes }, cep, today);

describe('checkProcuracaoVeiculo', () => {
  it('passes the example and normalises plate, RENAVAM, chassis and documents', () => {
    const result = check({
      placa_veiculo: 'abc-1234',
      renavam_veiculo: '639884962',
      chassi_veiculo: '9bwzzz377vt004251',
      cpf_cnpj_dono: '39053344705',
      data_dia: '5',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form.placa_veiculo).toBe('ABC-1234');
    expect(result.form.renavam_veiculo).toBe('00639884962');
    expect(result.form.chassi_veiculo).toBe('9BWZZZ377VT004251');
    expect(result.form.cpf_cnpj_dono).toBe('390.533.447-05');
  });

  it('answers the spec messages in its order: owner, CEP, procurator', () => {
    const result = check({ nome_completo_dono: '', cep_endereco_dono: '123', nome_completo_procurador: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(M.dono);
    expect(result.fields).toMatchObject({
      nome_completo_dono: M.dono,
      cep_endereco_dono: M.cep,
      nome_completo_procurador: M.procurador,
    });
    expect(check({ cpf_procurador: '' })).toMatchObject({ message: M.procurador, field: 'cpf_procurador' });
  });

  it('refuses a failed CEP lookup and waits for one running', () => {
    expect(check({}, { error: true })).toMatchObject({ message: M.cep, field: 'cep_endereco_dono' });
    expect(check({}, { pending: true })).toMatchObject({ message: M.aguardeCep });
  });

  it('checks the vehicle identifiers with clear messages', () => {
    expect(check({ placa_veiculo: 'AB12345' })).toMatchObject({ message: M.placa, field: 'placa_veiculo' });
    expect(check({ renavam_veiculo: '00639884963' })).toMatchObject({ message: M.renavam });
    expect(check({ chassi_veiculo: '9BWZZZ377VT00425I' })).toMatchObject({ message: M.chassiLetras });
    expect(check({ chassi_veiculo: '9BWZZZ377' })).toMatchObject({ message: M.chassiTamanho });
    expect(check({ marca_modelo_veiculo: '' })).toMatchObject({ message: M.veiculo });
  });

  it('checks CPF or CNPJ by length and the procurator CPF digits', () => {
    expect(check({ cpf_cnpj_dono: '390.533.447-06' })).toMatchObject({ message: 'CPF do dono inválido' });
    const company = { ...empresa, cpf_cnpj_dono: '11.222.333/0001' };
    expect(check({ ...empresa, cpf_cnpj_dono: '11222333000181' }).ok).toBe(true);
    expect(check(company)).toMatchObject({ message: 'CNPJ do dono incompleto' });
    expect(check({ cpf_procurador: '714.602.380-02' })).toMatchObject({ message: M.cpfProcurador });
  });

  it('requires the attorney fully qualified (CC art. 654 §1)', () => {
    for (const field of [
      'nacionalidade_procurador',
      'estado_civil_procurador',
      'profissao_procurador',
      'rg_procurador',
      'endereco_procurador',
    ]) {
      expect(check({ [field]: '' })).toMatchObject({ message: M.qualificacaoProcurador, field });
    }
  });

  it('requires a person grantor qualified, and a company grantor’s representative instead', () => {
    expect(check({ profissao_dono: '' })).toMatchObject({
      message: M.qualificacaoDono,
      field: 'profissao_dono',
    });
    expect(check({ rg_dono: '' })).toMatchObject({ message: M.rgDono, field: 'rg_dono' });
    // Prepare: a company with a person's qualification left from before
    const result = checkProcuracaoVeiculo({ ...empresa, profissao_dono: 'engenheiro' }, {}, today);
    // Assess: passes, the representative masked, the person's fields dropped
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form).toMatchObject({
      representante_cpf: '390.533.447-05',
      profissao_dono: '',
      rg_dono: '',
    });
    const missing = checkProcuracaoVeiculo(
      { ...empresa, representante_nome: '', representante_cpf: '123' },
      {},
      today,
    );
    expect(missing).toMatchObject({ ok: false, message: M.representante });
    if (missing.ok) return;
    expect(missing.fields).toMatchObject({
      representante_nome: M.representante,
      representante_cpf: M.cpfRepresentante,
    });
  });

  it('ignores a date in words sent as free text (it could backdate the instrument)', () => {
    const result = check({ data_extenso: 'primeiro de janeiro de dois mil e vinte' });
    expect(result.ok).toBe(true);
    expect(result.ok && 'data_extenso' in result.form).toBe(false);
    expect(check({ data_por_extenso: 'primeiro de janeiro' })).toMatchObject({ ok: false });
  });

  it('refuses a missing or future date', () => {
    expect(check({ data_dia: '31', data_mes: 'fevereiro' })).toMatchObject({ message: M.data });
    expect(check({ data_ano: '2027' })).toMatchObject({ message: M.dataFutura });
  });
});

describe('drafts', () => {
  it('take any partial form and default the date to today', () => {
    expect(procuracaoVeiculoDraftSchema.safeParse({ placa_veiculo: 'A' }).success).toBe(true);
    const empty = emptyProcuracaoVeiculo(today);
    expect(empty).toMatchObject({ data_dia: '01', data_mes: 'junho', data_ano: '2026' });
    expect(isBlankProcuracaoVeiculo(empty)).toBe(true);
    expect(isBlankProcuracaoVeiculo({ ...empty, cor_veiculo: 'Azul' })).toBe(false);
  });

  it('refuses values longer than their fields', () => {
    expect(procuracaoVeiculoDraftSchema.safeParse({ chassi_veiculo: 'X'.repeat(18) }).success).toBe(false);
  });
});
