import { describe, expect, it } from 'vitest';
import { reciboPagamentoEmpresaExemplo as empresa, reciboPagamentoExemplo as exemplo } from './fixtures';
import { checkReciboPagamento, emptyReciboPagamento, RECIBO_PAGAMENTO_MESSAGES as M } from './schema';

const today = new Date('2026-03-20T12:00:00-03:00');

describe('payment receipt check', () => {
  it('passes the examples, masking the CPFs and clearing what the choices hide', () => {
    // Act
    const person = checkReciboPagamento(
      { ...exemplo, pagador_cpf: '52998224725', recebedor_cnpj: 'x' },
      today,
    );
    const company = checkReciboPagamento(empresa, today);

    // Assess
    expect(person).toMatchObject({ ok: true, form: { pagador_cpf: '529.982.247-25', recebedor_cnpj: '' } });
    expect(company).toMatchObject({
      ok: true,
      form: { recebedor_cnpj: '12.ABC.345/01DE-35', recebedor_cpf: '', pix_e2e_id: '', vias: '1' },
    });
  });

  it.each([
    [{ pagador_nome: ' ' }, 'pagador_nome', 'Obrigatório'],
    [{ pagador_cpf: '529.982.247-24' }, 'pagador_cpf', 'CPF do pagador inválido'],
    [{ recebedor_cpf: '529.982.247-25' }, 'recebedor_cpf', M.mesmaPessoa],
    [{ valor: '0' }, 'valor', M.valor],
    [{ referente: '' }, 'referente', M.referente],
    [{ forma_pagamento: '' }, 'forma_pagamento', M.forma],
    [{ forma_pagamento: 'outro' }, 'forma_outro', M.formaOutro],
    [{ pix_e2e_id: 'E123' }, 'pix_e2e_id', M.e2e],
    [{ data_pagamento: '2026-02-31' }, 'data_pagamento', M.data],
    [{ data_pagamento: '2026-03-21' }, 'data_pagamento', M.dataFutura],
    [{ cidade: '' }, 'cidade', M.cidade],
    [{ uf: 'XX' }, 'uf', M.uf],
  ] as const)('refuses %j at %s with its own message', (patch, field, message) => {
    // Act
    const check = checkReciboPagamento({ ...exemplo, ...patch }, today);

    // Assess
    expect(check).toMatchObject({ ok: false, field, message });
  });

  it('asks a company payee for its CNPJ and the representative who signs, not a paying company', () => {
    // Act
    const payee = checkReciboPagamento(
      { ...empresa, recebedor_cnpj: '12.ABC.345/01DE-36', recebedor_rep_nome: '' },
      today,
    );
    const payer = checkReciboPagamento(
      { ...exemplo, pagador_tipo: 'pj', pagador_cnpj: '11.222.333/0001-81' },
      today,
    );

    // Assess
    expect(payee).toMatchObject({
      ok: false,
      fields: { recebedor_cnpj: 'CNPJ do recebedor inválido', recebedor_rep_nome: 'Obrigatório' },
    });
    expect(payer.ok).toBe(true);
  });

  it('ignores a PIX id typed before another method was chosen, and refuses a character the PDF cannot print', () => {
    expect(
      checkReciboPagamento({ ...exemplo, forma_pagamento: 'dinheiro', pix_e2e_id: 'x' }, today),
    ).toMatchObject({
      ok: true,
      form: { pix_e2e_id: '' },
    });
    expect(checkReciboPagamento({ ...exemplo, referente: 'pintura 🎨' }, today)).toMatchObject({
      ok: false,
      field: 'referente',
    });
  });

  it('starts blank, dated today in Brazil, paid by PIX, two copies', () => {
    expect(emptyReciboPagamento(today)).toMatchObject({
      data_pagamento: '2026-03-20',
      forma_pagamento: 'pix',
      vias: '2',
      pagador_nome: '',
    });
  });
});
