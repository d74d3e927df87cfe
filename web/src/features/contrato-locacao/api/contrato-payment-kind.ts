// The rental contract as /PagamentoMP finds it: a payment reference is the contract's reference
// (`contrato-…`); the amount is the contract's, plus the receipts' when the stored form ticks them.
import { wantsReceipts } from '@shared/documents/contrato-locacao/schema';
import { contractTotal } from '@shared/prices/prices';
import { ApiError } from '@/lib/api-client';
import type { PaymentKind } from '@/lib/payment-kinds';
import { refusalOf } from '../contrato-fields';
import { downloadContratoPdf, formFromStored, getContrato } from './contrato-api';

export const contratoLocacaoPaymentKind: PaymentKind = {
  id: 'contrato_locacao',
  requiresSignIn: true,
  matches: (reference) => reference.trim().toLowerCase().startsWith('contrato-'),
  async find(api, reference) {
    let res: Awaited<ReturnType<typeof getContrato>>;
    try {
      res = await getContrato(api, reference);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return null;
      throw err;
    }
    const form = formFromStored(res.data.form);
    const receipts = wantsReceipts(form);
    const ref = res.data.reference || reference;
    const refusal = refusalOf(form);
    const locatario = form.locatario_nome.trim();
    return {
      kindLabel: 'Contrato de Locação',
      title: form.locador_nome.trim() || 'Contrato sem nome',
      details: [
        ...(locatario ? [`Locatário(a): ${locatario}`] : []),
        ...(receipts ? [`Com os recibos de aluguel (${form.prazo_meses} meses)`] : []),
      ],
      area: 'contrato_locacao',
      priceKey: 'contrato',
      reference: ref,
      paid: res.data.paid,
      missing: refusal ? [refusal.message] : undefined,
      amountCents: (table) => contractTotal(table, receipts),
      extraPayBody: { addReceipts: receipts },
      next: { to: `/ContratoLocacao?reference=${encodeURIComponent(ref)}`, label: 'Voltar para o contrato' },
      back: { to: '/MeusContratos', label: 'Meus Contratos' },
      download: (client) => downloadContratoPdf(client, ref),
    };
  },
};
