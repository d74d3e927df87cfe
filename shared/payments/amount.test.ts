import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLE, type PriceTable, resolvePriceTable } from '../prices/prices';
import { paymentAmountCents, priceKeyOf } from './amount';

const table: PriceTable = resolvePriceTable({
  base: '9.90',
  contrato: '29.90',
  declaracao: '12.50',
  declaracao_trabalho: '14.00',
  promissoria: '7.00',
  recibosAdicional: '5.00',
});

describe('paymentAmountCents', () => {
  it('charges the price of the kind named by the payment reference', () => {
    expect(paymentAmountCents('decl-abc-1700000000', table)).toBe(1250);
    expect(paymentAmountCents('decl-trab-abc-1700000000', table)).toBe(1400);
    expect(paymentAmountCents('contrato-xyz', table)).toBe(2990);
    expect(paymentAmountCents('promissoria-1700000000', table)).toBe(700);
    // procuracao and reciboaluguel fall back to the declaration price
    expect(paymentAmountCents('proc-veh-abc-1', table)).toBe(1250);
    expect(paymentAmountCents('recibo-abc-1', table)).toBe(1250);
    // anything else pays the resume price (the base here)
    expect(paymentAmountCents('cv-123', table)).toBe(990);
  });

  it('accepts a price key directly', () => {
    expect(paymentAmountCents('declaracao', table)).toBe(1250);
    expect(paymentAmountCents('contrato', table)).toBe(2990);
    expect(priceKeyOf('declaracao_trabalho')).toBe('declaracao_trabalho');
  });

  it('adds the receipts to a contract when chosen', () => {
    expect(paymentAmountCents('contrato-xyz', table, { addReceipts: true })).toBe(3490);
    expect(paymentAmountCents('contrato-xyz', table, { addReceipts: false })).toBe(2990);
  });

  it('ignores the receipts option for other kinds', () => {
    expect(paymentAmountCents('decl-abc-1', table, { addReceipts: true })).toBe(1250);
  });

  it('uses R$ 9,90 for every kind when nothing is configured', () => {
    expect(paymentAmountCents('decl-abc-1', DEFAULT_PRICE_TABLE)).toBe(990);
    expect(paymentAmountCents('contrato-abc', DEFAULT_PRICE_TABLE, { addReceipts: true })).toBe(990);
  });

  it('refuses a table that would make a document free', () => {
    const broken = { ...table, declaracao: 0 };
    expect(() => paymentAmountCents('decl-abc-1', broken)).toThrow(/declaracao/);
  });
});
