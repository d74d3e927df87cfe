import { describe, expect, it } from 'vitest';
import {
  contractTotal,
  DEFAULT_PRICE_CENTS,
  DEFAULT_PRICE_TABLE,
  formatPrice,
  lowestPrice,
  PRICE_KEYS,
  type PriceTable,
  priceForReference,
  priceKeyForReference,
  priceTableFromMpConfig,
  priceToCents,
  resolvePriceTable,
  toMpConfigResponse,
} from './prices';

describe('priceToCents', () => {
  it.each([
    [9.9, 990],
    ['9.90', 990],
    ['9,90', 990],
    [' 19,9 ', 1990],
    ['R$ 12,50', 1250],
    ['1.234,56', 123456],
    [10, 1000],
    ['10', 1000],
    [99, 9900],
    [5000, 500000],
    [1.005, 101],
    [0.01, 1],
  ])('reads %j reais as %i centavos', (value, cents) => {
    // Act / Assess
    expect(priceToCents(value)).toBe(cents);
  });

  it.each([
    [100, 100],
    [990, 990],
    ['990', 990],
    [4999, 4999],
  ])('reads the integer %j (100 to 4999) as already in centavos', (value, cents) => {
    expect(priceToCents(value)).toBe(cents);
  });

  it('keeps an amount written with decimals in reais even inside the centavos range', () => {
    expect(priceToCents('100.00')).toBe(10000);
    expect(priceToCents(150.5)).toBe(15050);
  });

  it.each([
    0,
    -1,
    -9.9,
    '0',
    '0,00',
    '-5',
    '',
    'abc',
    '9,9,9',
    null,
    undefined,
    Number.NaN,
    Infinity,
    true,
    {},
    [],
    0.001,
  ])('ignores %j', (value) => {
    expect(priceToCents(value)).toBeNull();
  });
});

describe('resolvePriceTable', () => {
  it('gives R$ 9,90 to every kind when nothing is configured', () => {
    // Act
    const table = resolvePriceTable({});

    // Assess
    for (const key of PRICE_KEYS) expect(table[key]).toBe(DEFAULT_PRICE_CENTS);
    expect(table.base).toBe(990);
    expect(table.recibosAdicional).toBe(0);
  });

  it('falls back to the base price for missing or invalid kinds', () => {
    const table = resolvePriceTable({ base: '14,90', contrato: 0, curriculo: 'x', promissoria: -3 });
    expect(table.contrato).toBe(1490);
    expect(table.curriculo).toBe(1490);
    expect(table.promissoria).toBe(1490);
    expect(table.autorizacao).toBe(1490);
  });

  it('takes the declaration price for power of attorney, receipts and work declaration', () => {
    const table = resolvePriceTable({ base: 9.9, declaracao: 7.5 });
    expect(table.procuracao).toBe(750);
    expect(table.reciboaluguel).toBe(750);
    expect(table.declaracao_trabalho).toBe(750);
    expect(table.promissoria).toBe(990);
  });

  it('takes the declaration price for the payment receipt until it has its own (issue 42 item 5)', () => {
    expect(resolvePriceTable({ base: 9.9, declaracao: 7.5 }).recibo).toBe(750);
    expect(resolvePriceTable({ base: 9.9, declaracao: 7.5, recibo: '4,90' }).recibo).toBe(490);
    expect(priceKeyForReference('recpag-1772700000000-0123456789abcdef0123')).toBe('recibo');
  });

  it('takes the rental contract price for the vehicle contract until it has its own (issue 41 item 8)', () => {
    expect(resolvePriceTable({ base: 9.9, contrato: 19.9 }).contrato_veiculo).toBe(1990);
    expect(resolvePriceTable({ base: 9.9, contrato: 19.9, contrato_veiculo: 24.9 }).contrato_veiculo).toBe(
      2490,
    );
    expect(resolvePriceTable({ base: 9.9 }).contrato_veiculo).toBe(990);
  });

  it('keeps a power-of-attorney price set on its own', () => {
    const table = resolvePriceTable({ declaracao: 7.5, procuracao: 12, reciboaluguel: '3,00' });
    expect(table.procuracao).toBe(1200);
    expect(table.reciboaluguel).toBe(300);
  });

  it('reads the receipts surcharge', () => {
    expect(resolvePriceTable({ recibosAdicional: '4,90' }).recibosAdicional).toBe(490);
  });

  it('exposes the defaults as a frozen table', () => {
    expect(DEFAULT_PRICE_TABLE.curriculo).toBe(990);
    expect(Object.isFrozen(DEFAULT_PRICE_TABLE)).toBe(true);
  });
});

describe('mp-config', () => {
  const table: PriceTable = resolvePriceTable({
    base: 9.9,
    contrato: 19.9,
    declaracao: 5,
    promissoria: 12.34,
    recibosAdicional: 4.9,
  });

  it('answers every price in reais, and the receipts surcharge of a contract', () => {
    // Act
    const response = toMpConfigResponse(table);

    // Assess
    expect(response).toEqual({
      ok: true,
      price: 9.9,
      prices: {
        curriculo: 9.9,
        contrato: 19.9,
        contrato_veiculo: 19.9,
        declaracao: 5,
        declaracao_trabalho: 5,
        promissoria: 12.34,
        procuracao: 5,
        reciboaluguel: 5,
        autorizacao: 9.9,
        recibo: 5,
        recibosAdicional: 4.9,
      },
    });
  });

  it('round-trips through the SPA reader', () => {
    const read = priceTableFromMpConfig(JSON.parse(JSON.stringify(toMpConfigResponse(table))));
    expect(read).toEqual(table);
  });

  it('does not read a large price in reais as centavos on the SPA side', () => {
    expect(priceTableFromMpConfig({ ok: true, price: 150, prices: {} }).curriculo).toBe(15000);
  });

  it('keeps defaults for a missing, failed or malformed answer', () => {
    for (const body of [undefined, null, 'erro', [], { ok: false }, { price: 'x', prices: 3 }]) {
      expect(priceTableFromMpConfig(body)).toEqual(DEFAULT_PRICE_TABLE);
    }
  });

  it('ignores zero or negative prices and keeps the fallback chain', () => {
    const read = priceTableFromMpConfig({ price: 8, prices: { contrato: 0, declaracao: 6, procuracao: -1 } });
    expect(read.contrato).toBe(800);
    expect(read.procuracao).toBe(600);
  });
});

describe('lowestPrice', () => {
  it('is the cheapest document kind', () => {
    expect(lowestPrice(resolvePriceTable({ base: 9.9, promissoria: 4.9, contrato: 29.9 }))).toBe(490);
    expect(lowestPrice(DEFAULT_PRICE_TABLE)).toBe(990);
  });
});

describe('priceForReference', () => {
  const table = resolvePriceTable({
    curriculo: 1,
    contrato: 2,
    declaracao: 3,
    declaracao_trabalho: 4,
    promissoria: 5,
    procuracao: 6,
    reciboaluguel: 7,
    autorizacao: 8,
  });

  it.each([
    ['contrato-abc-123', 'contrato'],
    ['contrato-veiculo-1700000000000-ab', 'contrato_veiculo'],
    ['decl-uid-1700000000000', 'declaracao'],
    ['decl-trab-uid-1700000000000', 'declaracao_trabalho'],
    ['promissoria-1700000000000', 'promissoria'],
    ['promissorias-lote-1', 'promissoria'],
    ['proc-123', 'procuracao'],
    ['procuracao-123', 'procuracao'],
    ['proc-veh-uid-1700000000000', 'procuracao'],
    ['recibo-uid-1', 'reciboaluguel'],
    ['recibos-uid-1', 'reciboaluguel'],
    ['autorizacao-1', 'autorizacao'],
    ['cv-123', 'curriculo'],
    ['', 'curriculo'],
    ['contratox', 'curriculo'],
  ] as const)('%s pays the %s price', (reference, key) => {
    expect(priceKeyForReference(reference)).toBe(key);
    expect(priceForReference(reference, table)).toBe(table[key]);
  });
});

describe('contractTotal', () => {
  it('adds the receipts surcharge only when receipts are chosen', () => {
    const table = resolvePriceTable({ contrato: 19.9, recibosAdicional: 5 });
    expect(contractTotal(table, false)).toBe(1990);
    expect(contractTotal(table, true)).toBe(2490);
    expect(contractTotal(DEFAULT_PRICE_TABLE, true)).toBe(990);
  });
});

describe('formatPrice', () => {
  it('shows pt-BR reais with a plain space', () => {
    expect(formatPrice(990)).toBe('R$ 9,90');
    expect(formatPrice(123456)).toBe('R$ 1.234,56');
  });

  it.each([null, undefined, Number.NaN, 0, -990, 9.5, Infinity])('shows "R$ --" for %j', (value) => {
    expect(formatPrice(value)).toBe('R$ --');
  });
});
