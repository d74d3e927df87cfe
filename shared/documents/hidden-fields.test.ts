// The rules that blank what a choice hides (issue 39): a section's patch limited to its own fields, a party's
// other type's fields, and each kind's rule over its sample.
import { describe, expect, it } from 'vitest';
import { contratoVeiculoExemplo } from './contrato-veiculo/fixtures';
import { visibleContratoVeiculo } from './contrato-veiculo/schema';
import { blankOtherPartyType, hiddenPatch } from './hidden-fields';
import { reciboPagamentoExemplo } from './recibo-pagamento/fixtures';
import { visibleReciboPagamento } from './recibo-pagamento/schema';

describe('blankOtherPartyType', () => {
  it('blanks a company’s fields under "pf" (or no type) and a person’s under "pj"', () => {
    const party = { x_tipo: 'pf', x_cpf: '1', x_rg: '2', x_cnpj: '3', x_rep_nome: '4', x_nome: 'N' };

    expect(blankOtherPartyType(party, 'x')).toEqual({ ...party, x_cnpj: '', x_rep_nome: '' });
    expect(blankOtherPartyType({ ...party, x_tipo: '' }, 'x')).toMatchObject({ x_cnpj: '', x_cpf: '1' });
    expect(blankOtherPartyType({ ...party, x_tipo: 'pj' }, 'x')).toEqual({
      ...party,
      x_tipo: 'pj',
      x_cpf: '',
      x_rg: '',
    });
  });
});

describe('hiddenPatch', () => {
  it('answers only the fields the rule changes, and of those only the ones owned', () => {
    const form = { ...contratoVeiculoExemplo, vendedor_cnpj: '11.222.333/0001-81', comprador_rep_nome: 'R' };

    expect(hiddenPatch(form, visibleContratoVeiculo)).toEqual({ vendedor_cnpj: '', comprador_rep_nome: '' });
    expect(hiddenPatch(form, visibleContratoVeiculo, (f) => f.startsWith('comprador_'))).toEqual({
      comprador_rep_nome: '',
    });
    expect(hiddenPatch(contratoVeiculoExemplo, visibleContratoVeiculo)).toEqual({});
  });
});

describe('each kind’s rule', () => {
  it('keeps a reservation of title only with instalments', () => {
    const sim = { ...contratoVeiculoExemplo, reserva_dominio: 'sim' as const };

    expect(visibleContratoVeiculo({ ...sim, pagamento_parcelado: 'nao' }).reserva_dominio).toBe('nao');
    expect(visibleContratoVeiculo({ ...sim, pagamento_parcelado: 'sim' }).reserva_dominio).toBe('sim');
  });

  it('keeps a payment method’s detail only under that method, and never a paying company’s signer', () => {
    const receipt = {
      ...reciboPagamentoExemplo,
      pagador_tipo: 'pj' as const,
      pagador_rep_nome: 'Ninguém',
      forma_outro: 'permuta',
      pix_e2e_id: 'E123',
    };

    expect(visibleReciboPagamento({ ...receipt, forma_pagamento: 'pix' })).toMatchObject({
      pagador_rep_nome: '',
      forma_outro: '',
      pix_e2e_id: 'E123',
    });
    expect(visibleReciboPagamento({ ...receipt, forma_pagamento: 'outro' })).toMatchObject({
      forma_outro: 'permuta',
      pix_e2e_id: '',
    });
  });
});
