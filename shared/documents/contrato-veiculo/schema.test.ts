import { describe, expect, it } from 'vitest';
import { contratoVeiculoExemplo as exemplo } from './fixtures';
import {
  checkContratoVeiculo,
  contratoVeiculoDraftSchema,
  emptyContratoVeiculo,
  isBlankContratoVeiculo,
  CONTRATO_VEICULO_MESSAGES as M,
} from './schema';

const today = new Date('2026-11-25T12:00:00Z');

describe('vehicle contract final check', () => {
  it('passes the example and normalises CEPs, plate, RENAVAM, chassis and copies the forum from the seller', () => {
    const check = checkContratoVeiculo(
      {
        ...exemplo,
        veiculo_placa: 'bra-2e19',
        veiculo_renavam: '639884962',
        veiculo_chassi: '9bwag45u1lt004251',
      },
      today,
    );
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.form).toMatchObject({
      vendedor_cep: '01310-100',
      comprador_cep: '30130-010',
      veiculo_placa: 'BRA2E19',
      veiculo_renavam: '00639884962',
      veiculo_chassi: '9BWAG45U1LT004251',
      cidade_foro: 'São Paulo',
      estado_foro: 'SP',
    });
  });

  it('lists every failure after "Erros: " joined by "; " in the spec order, the first field to focus', () => {
    const check = checkContratoVeiculo(
      {
        ...exemplo,
        vendedor_nome: ' ',
        vendedor_cpf: '123.456.789-00',
        comprador_cpf: '',
        veiculo_placa: '',
        valor_venda: null,
        comprador_cep: '3013',
      },
      today,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message).toBe(
      `Erros: ${[M.vendedorNome, M.vendedorCpf, M.compradorCpf, M.placa, M.valor, M.compradorCep].join('; ')}`,
    );
    expect(check.message).toContain('CPF do vendedor inválido; CPF do comprador inválido');
    expect(check.field).toBe('vendedor_nome');
    expect(Object.keys(check.fields)).toEqual([
      'vendedor_nome',
      'vendedor_cpf',
      'comprador_cpf',
      'veiculo_placa',
      'valor_venda',
      'comprador_cep',
    ]);
  });

  it('refuses a bad plate, RENAVAM, chassis, year and dates with their own messages', () => {
    const check = checkContratoVeiculo(
      {
        ...exemplo,
        veiculo_placa: 'ABC12D3',
        veiculo_renavam: '00639884963',
        veiculo_chassi: '9BWAG45U1LT0O4251',
        veiculo_ano: '2029',
        data_entrega: '31/02/2026',
        hora_referencia_responsabilidade: '25:00',
      },
      today,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fields).toEqual({
      veiculo_ano: M.anoInvalido,
      veiculo_placa: M.placaInvalida,
      veiculo_renavam: M.renavamInvalido,
      veiculo_chassi: M.chassiInvalido,
      data_entrega: M.dataEntrega,
      hora_referencia_responsabilidade: M.horaReferencia,
    });
  });

  it('takes the value as centavos or as the digits the spec page sends', () => {
    expect(contratoVeiculoDraftSchema.parse({ valor_venda: '4.550.000' }).valor_venda).toBe(4_550_000);
    expect(contratoVeiculoDraftSchema.parse({ valor_venda: '' }).valor_venda).toBeNull();
    expect(contratoVeiculoDraftSchema.safeParse({ valor_venda: -1 }).success).toBe(false);
  });

  it('starts with the spec defaults and knows a form with nothing typed', () => {
    const empty = emptyContratoVeiculo(today);
    expect(empty).toMatchObject({ forma_pagamento: 'À vista (PIX)', data_assinatura: '25/11/2026' });
    expect(isBlankContratoVeiculo(empty, today)).toBe(true);
    expect(isBlankContratoVeiculo({ ...empty, veiculo_marca: 'Fiat' }, today)).toBe(false);
  });
});

describe('vehicle contract: issue 39 item 3', () => {
  it('requires RENAVAM and chassis before payment', () => {
    expect(
      checkContratoVeiculo({ ...exemplo, veiculo_renavam: '', veiculo_chassi: ' ' }, today),
    ).toMatchObject({
      ok: false,
      message: `Erros: ${M.renavam}; ${M.chassi}`,
    });
  });

  it('takes a company buyer with an alphanumeric CNPJ and its representative', () => {
    const company = {
      ...exemplo,
      comprador_tipo: 'pj',
      comprador_nome: 'Locadora Rápida Ltda.',
      comprador_cpf: '',
      comprador_cnpj: '12abc34501de35',
      comprador_rep_nome: 'Luísa Tanaka',
      comprador_rep_cpf: '11144477735',
    };
    const check = checkContratoVeiculo(company, today);
    expect(check.ok && check.form).toMatchObject({
      comprador_cnpj: '12.ABC.345/01DE-35',
      comprador_rep_cpf: '111.444.777-35',
    });
    expect(
      checkContratoVeiculo({ ...company, comprador_cnpj: '12abc34501de36', comprador_rep_cpf: '' }, today),
    ).toMatchObject({
      ok: false,
      message: `Erros: ${M.compradorCnpj}; ${M.compradorRepresentanteCpf}`,
    });
  });

  it('refuses words that spell another price', () => {
    expect(
      checkContratoVeiculo(
        { ...exemplo, valor_venda: 475000, valor_venda_extenso: 'quatro mil reais' },
        today,
      ),
    ).toMatchObject({ ok: false, message: 'Erros: O valor por extenso não corresponde a R$ 4.750,00' });
  });
});
