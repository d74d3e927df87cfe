// Issue 40 item 1 for every kind: what a payment covers is decided by the form as it is when the payment is
// approved. A kind whose price depends on its form says so through `priceOptions` (what `coversForm` compares);
// every other kind's price is the same whatever the form holds (a batch of 1 or 120 notes, 1 or 60 receipts).
import { contratoLocacaoExemplo } from '@shared/documents/contrato-locacao/fixtures';
import { promissoriaExemplo } from '@shared/documents/promissoria/fixtures';
import { reciboAluguelExemplo } from '@shared/documents/recibo-aluguel/fixtures';
import { resolvePriceTable } from '@shared/prices/prices';
import { describe, expect, it } from 'vitest';
import { allDocumentKinds, documentKind, documentPrice } from './document-kinds';
import { coversForm } from './payment-updates';

// Receipts cost extra only when the admins price them (none by default).
const prices = resolvePriceTable({ contrato: 29.9, recibosAdicional: 5 });
const priceOf = (kind: string, form: Record<string, unknown>) =>
  documentPrice(documentKind(kind)!, form, prices);

describe('prices that depend on the form', () => {
  it('are the rental contract’s only, through the add-ons the release compares', () => {
    const withOptions = allDocumentKinds().filter((kind) => kind.priceOptions !== undefined);

    expect(withOptions.map((kind) => kind.kind)).toEqual(['contrato_locacao']);
    expect(priceOf('contrato_locacao', { ...contratoLocacaoExemplo, gerar_recibos: 'sim' })).toBeGreaterThan(
      priceOf('contrato_locacao', { ...contratoLocacaoExemplo, gerar_recibos: 'nao' }),
    );
  });

  it('leave a promissory batch and a receipts batch at one price whatever their size', () => {
    expect(priceOf('promissoria', { ...promissoriaExemplo, total_parcelas: '1' })).toBe(
      priceOf('promissoria', { ...promissoriaExemplo, total_parcelas: '120' }),
    );
    expect(priceOf('recibo_aluguel', { ...reciboAluguelExemplo, prazo_meses: '1' })).toBe(
      priceOf('recibo_aluguel', { ...reciboAluguelExemplo, prazo_meses: '60' }),
    );
  });
});

describe('coversForm', () => {
  const rental = (gerar_recibos: string) => ({
    kind: 'contrato_locacao',
    form: { ...contratoLocacaoExemplo, gerar_recibos },
  });
  const without = priceOf('contrato_locacao', rental('nao').form);

  it('refuses a payment priced without the receipts once they are ticked', () => {
    const payment = { amount_cents: without, price_options: { addReceipts: false } };

    expect(coversForm(payment, rental('sim'), prices)).toBe(false);
    expect(coversForm(payment, rental('nao'), prices)).toBe(true);
  });

  it('accepts a payment priced with the receipts once they are unticked, and one whose amount reaches the price', () => {
    const withReceipts = priceOf('contrato_locacao', rental('sim').form);

    expect(
      coversForm({ amount_cents: withReceipts, price_options: { addReceipts: true } }, rental('nao'), prices),
    ).toBe(true);
    expect(coversForm({ amount_cents: withReceipts }, rental('sim'), prices)).toBe(true);
  });

  it('accepts a promissory batch paid at 1 note after it grew to 120', () => {
    const one = { kind: 'promissoria', form: { ...promissoriaExemplo, total_parcelas: '1' } };
    const payment = { amount_cents: priceOf('promissoria', one.form), price_options: {} };

    expect(coversForm(payment, { ...one, form: { ...one.form, total_parcelas: '120' } }, prices)).toBe(true);
  });
});
