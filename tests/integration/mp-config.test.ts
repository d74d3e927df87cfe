// GET mp-config over HTTP: the default R$ 9,90 for every kind, and PRICE_* configuration with the fallbacks
// of spec part 1 §9 (power of attorney and rent receipts follow the declaration price), and the surcharge of a
// rental contract's receipts.
import { expect, it } from 'vitest';
import { LocalRuntimeError } from '../../local/runtime-errors';
import { startTestRuntime } from '../support/runtime';

it('answers R$ 9,90 for every kind without configuration, to anyone', async () => {
  const runtime = await startTestRuntime();
  try {
    const result = await runtime.api('/mp-config');

    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      ok: true,
      price: 9.9,
      prices: {
        curriculo: 9.9,
        contrato: 9.9,
        contrato_veiculo: 9.9,
        declaracao: 9.9,
        declaracao_trabalho: 9.9,
        promissoria: 9.9,
        procuracao: 9.9,
        reciboaluguel: 9.9,
        autorizacao: 9.9,
        recibo: 9.9,
        recibosAdicional: 0,
      },
    });
  } finally {
    await runtime.stop();
  }
});

it('answers the configured prices in reais with the spec fallbacks', async () => {
  const runtime = await startTestRuntime({
    env: {
      PRICE_BASE: '12.50',
      PRICE_CONTRATO: '19,90',
      PRICE_DECLARACAO: '7.5',
      PRICE_CURRICULO: '1490', // an integer from 100 to 4999 is already centavos
      PRICE_PROMISSORIA: '0', // 0 or less is ignored: the base price applies
      PRICE_RECIBOS_ADICIONAL: '5',
    },
  });
  try {
    const result = await runtime.api('/mp-config');

    expect(result.status).toBe(200);
    expect(result.body.price).toBe(12.5);
    expect(result.body.prices).toEqual({
      curriculo: 14.9,
      contrato: 19.9,
      // The vehicle contract follows the rental contract until it has its own price (issue 41 item 8).
      contrato_veiculo: 19.9,
      declaracao: 7.5,
      declaracao_trabalho: 7.5,
      promissoria: 12.5,
      procuracao: 7.5,
      reciboaluguel: 7.5,
      autorizacao: 12.5,
      // The payment receipt follows the declaration until it has its own price (issue 42 item 5).
      recibo: 7.5,
      recibosAdicional: 5,
    });
  } finally {
    await runtime.stop();
  }
});

it('refuses to start when a price variable is not a price, naming the variable', async () => {
  const attempt = startTestRuntime({ env: { PRICE_CONTRATO: 'caro' } });

  await expect(attempt).rejects.toBeInstanceOf(LocalRuntimeError);
  await expect(attempt).rejects.toThrow(/PRICE_CONTRATO: must be a price in reais/);
});
