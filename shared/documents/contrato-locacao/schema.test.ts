import { describe, expect, it } from 'vitest';
import { contratoComercialExemplo, contratoLocacaoExemplo as exemplo } from './fixtures';
import {
  checkContratoLocacao,
  contractCpfMessage,
  contratoLocacaoDraftSchema,
  emptyContratoLocacao,
  CONTRATO_LOCACAO_MESSAGES as m,
  wantsReceipts,
} from './schema';

describe('rental contract check', () => {
  it('names whose CPF is refused when the field is left (issue 41 item 6)', () => {
    expect(contractCpfMessage('locatario_cpf', '111.444.777-00')).toBe('CPF do locatário inválido');
    expect(contractCpfMessage('fiador_conjuge_cpf', '111.444.777-00')).toBe(
      'CPF do cônjuge do fiador inválido',
    );
    expect(contractCpfMessage('locador_cpf', '')).toBe('Obrigatório');
    expect(contractCpfMessage('locador_cpf', '529.982.247-25')).toBeNull();
  });

  it.each([
    [
      { data_inicio_dia: '31', data_inicio_mes: '02', data_inicio_ano: '2026' },
      'Data de início: esse dia não existe no mês',
    ],
    [
      { data_inicio_dia: '10', data_inicio_mes: '02', data_inicio_ano: '26' },
      'Data de início: use quatro dígitos no ano',
    ],
    [
      { data_inicio_dia: '10', data_inicio_mes: '13', data_inicio_ano: '2026' },
      'Data de início: mês de 01 a 12',
    ],
    [{ data_ass_dia: '40', data_ass_mes: '01', data_ass_ano: '2026' }, 'Data de assinatura: dia de 1 a 31'],
    [
      { data_ass_dia: '', data_ass_mes: '01', data_ass_ano: '2026' },
      'Data de assinatura: preencha dia, mês e ano',
    ],
    [{ prazo_meses: '700' }, 'Prazo em meses: de 1 a 120'],
    [{ locatario_cpf: '111.444.777-00' }, 'CPF do locatário inválido'],
  ])('names the field and what is wrong with %j (issue 41 item 6)', (patch, message) => {
    // Act
    const check = checkContratoLocacao({ ...exemplo, ...patch });

    // Assess: the toast's item is the field's own message, not "<label>: Inválido"
    expect(check).toMatchObject({ ok: false, message: `${m.erros}${message}` });
  });

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
        'Erros: Nome do locador: Obrigatório; CPF do locador inválido; CPF do locatário: Obrigatório; CEP do imóvel inválido',
    });
  });

  it('accepts the 2.3-3 CEP style', () => {
    expect(checkContratoLocacao({ ...exemplo, imovel_cep: '04.538-132' }).ok).toBe(true);
  });

  it("checks the guarantor's CPF only while the guarantor is the guarantee", () => {
    const broken = { ...exemplo, fiador_cpf: '123' };
    expect(checkContratoLocacao(broken)).toMatchObject({
      ok: false,
      message: 'Erros: CPF do fiador inválido',
    });
    expect(checkContratoLocacao({ ...broken, garantia_tipo: 'nenhuma' }).ok).toBe(true);
  });

  it('refuses a second guarantee in a record saved with both ticks (Lei 8.245/91 art. 37, sole paragraph)', () => {
    const both = { ...exemplo, garantia_tipo: '', caucao_ativo: 'sim', caucao_valor: '5.000,00' };
    expect(checkContratoLocacao(both)).toMatchObject({ ok: false, message: `Erros: ${m.umaGarantia}` });
    expect(checkContratoLocacao({ ...both, fiador_ativo: 'nao' }).ok).toBe(true);
    expect(checkContratoLocacao({ ...both, fiador_ativo: 'nao', caucao_valor: '7.500,01' })).toMatchObject({
      ok: false,
      message: `Erros: Valor da caução: ${m.caucaoLimite}`,
    });
    const caucao = checkContratoLocacao({ ...both, garantia_tipo: 'caucao' });
    expect(caucao.ok && caucao.form).toMatchObject({ fiador_ativo: 'nao', caucao_ativo: 'sim' });
  });

  it('asks for the receipts fields only when receipts are ticked', () => {
    const incomplete = { ...exemplo, imovel_endereco_numero: '', data_inicio_mes: '' };
    expect(checkContratoLocacao({ ...incomplete, gerar_recibos: 'nao', data_inicio_mes: '01' }).ok).toBe(
      true,
    );
    expect(checkContratoLocacao({ ...incomplete, data_inicio_mes: '01' })).toMatchObject({
      ok: false,
      message: 'Campos faltando para recibos: número do imóvel',
    });
    expect(checkContratoLocacao({ ...incomplete, locador_nome: '' })).toMatchObject({
      ok: false,
      message:
        'Erros: Nome do locador: Obrigatório; Data de início: preencha dia, mês e ano; Campos faltando para recibos: número do imóvel',
    });
  });

  it('qualifies every party: nationality, marital status, profession, document, address (issue 38 item 2)', () => {
    const check = checkContratoLocacao({
      ...exemplo,
      locatario_estado_civil: '',
      locatario_profissao: ' ',
      locatario_rg: '',
      fiador_endereco_rua: '',
      gerar_recibos: 'nao',
    });
    expect(check).toMatchObject({
      ok: false,
      message:
        'Erros: Estado civil do locatário: Obrigatório; Profissão do locatário: Obrigatório; Documento de identidade do locatário: Obrigatório; Endereço do fiador: Obrigatório',
    });
  });

  it("asks a married guarantor's spouse for the consent, a single one's not (CC art. 1.647 III)", () => {
    const noSpouse = { ...exemplo, fiador_conjuge_nome: '', fiador_conjuge_cpf: '' };
    expect(checkContratoLocacao(noSpouse)).toMatchObject({
      ok: false,
      message: 'Erros: Nome do cônjuge do fiador: Obrigatório; CPF do cônjuge do fiador: Obrigatório',
    });
    expect(checkContratoLocacao({ ...noSpouse, fiador_estado_civil: 'uniao_estavel' }).ok).toBe(false);
    expect(checkContratoLocacao({ ...noSpouse, fiador_estado_civil: 'solteiro' }).ok).toBe(true);
  });

  it('takes a company with an alphanumeric CNPJ and its representative (issue 38 item 4)', () => {
    const company = {
      ...exemplo,
      locatario_tipo: 'pj',
      locatario_nome: 'Padaria Pão Quente Ltda.',
      locatario_cpf: '',
      locatario_rg: '',
      locatario_cnpj: '12abc34501de35',
      locatario_rep_nome: 'Luísa Tanaka',
      locatario_rep_cpf: '11144477735',
      locatario_rep_cargo: 'sócia-administradora',
    };
    const check = checkContratoLocacao(company);
    expect(check.ok && check.form).toMatchObject({
      locatario_cnpj: '12.ABC.345/01DE-35',
      locatario_rep_cpf: '111.444.777-35',
    });
    expect(
      checkContratoLocacao({
        ...company,
        locatario_cnpj: '12abc34501de36',
        locatario_rep_cpf: '',
        gerar_recibos: 'nao',
      }),
    ).toMatchObject({
      ok: false,
      message: 'Erros: CNPJ do locatário inválido; CPF do representante do locatário: Obrigatório',
    });
  });

  it('asks the insurer and policy, the fund, and allows rent in advance only without a guarantee (art. 42)', () => {
    expect(checkContratoLocacao({ ...exemplo, garantia_tipo: 'seguro' })).toMatchObject({
      ok: false,
      message: 'Erros: Seguradora: Obrigatório; Número da apólice: Obrigatório',
    });
    expect(checkContratoLocacao({ ...exemplo, garantia_tipo: 'cessao_quotas' })).toMatchObject({
      ok: false,
      message: 'Erros: Fundo de investimento: Obrigatório',
    });
    const fund = {
      ...exemplo,
      garantia_tipo: 'cessao_quotas' as const,
      cessao_fundo_nome: 'Fundo Garantia FI',
    };
    expect(checkContratoLocacao({ ...fund, cessao_fundo_cnpj: '11.222.333/0001-82' })).toMatchObject({
      ok: false,
      field: 'cessao_fundo_cnpj',
      message: 'Erros: CNPJ do fundo inválido',
    });
    const valid = checkContratoLocacao({ ...fund, cessao_fundo_cnpj: '12abc34501de35' });
    expect(valid.ok && valid.form.cessao_fundo_cnpj).toBe('12.ABC.345/01DE-35');
    expect(checkContratoLocacao(fund).ok).toBe(true);
    expect(checkContratoLocacao({ ...exemplo, aluguel_antecipado: 'sim' })).toMatchObject({
      ok: false,
      field: 'aluguel_antecipado',
      message: `Erros: ${m.antecipadoComGarantia}`,
    });
    expect(checkContratoLocacao({ ...exemplo, aluguel_antecipado: 'sim', garantia_tipo: 'nenhuma' }).ok).toBe(
      true,
    );
  });

  it('refuses words that spell another amount than the figures (issue 38 item 6)', () => {
    const check = checkContratoLocacao({
      ...exemplo,
      aluguel_valor: '4.750,00',
      aluguel_valor_extenso: 'quatro mil e quinhentos reais',
    });
    expect(check).toMatchObject({
      ok: false,
      field: 'aluguel_valor_extenso',
      message: 'Erros: O valor por extenso não corresponde a R$ 4.750,00',
    });
    expect(
      checkContratoLocacao({ ...exemplo, aluguel_valor_extenso: ' Dois Mil e Quinhentos  Reais ' }).ok,
    ).toBe(true);
  });

  it('keeps the late fee within 1% to 10%', () => {
    expect(checkContratoLocacao({ ...exemplo, multa_atraso: '11' })).toMatchObject({
      ok: false,
      message: `Erros: Multa por atraso: ${m.multaLimite}`,
    });
    const check = checkContratoLocacao({ ...exemplo, multa_atraso: '' });
    expect(check.ok && check.form.multa_atraso).toBe('10');
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
