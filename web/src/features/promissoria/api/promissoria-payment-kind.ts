// Promissory-note batches as /PagamentoMP finds them: the payment reference is the batch's id (`promissoria-…`).
import { formatBRL } from '@shared/format/brl';
import { priceKeyForReference } from '@shared/prices/prices';
import { ApiError } from '@/lib/api-client';
import type { PaymentKind } from '@/lib/payment-kinds';
import { downloadPromissoriaPdf, formFromStored, getPromissoriaLote } from './promissoria-api';

export const promissoriaPaymentKind: PaymentKind = {
  id: 'promissoria',
  requiresSignIn: true,
  matches: (reference) => priceKeyForReference(reference) === 'promissoria',
  async find(api, reference) {
    let res: Awaited<ReturnType<typeof getPromissoriaLote>>;
    try {
      res = await getPromissoriaLote(api, reference);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return null;
      throw err;
    }
    const form = formFromStored(res.data.form);
    const count = form.total_parcelas.trim();
    const total = form.valor_total_centavos;
    return {
      kindLabel: 'Notas Promissórias',
      title: form.emitente_nome.trim() || 'Lote sem emitente',
      details: [
        ...(count ? [`${count} parcela(s)`] : []),
        ...(total !== null ? [`Total ${formatBRL(total)}`] : []),
        ...(form.beneficiario_nome.trim() ? [`Beneficiário: ${form.beneficiario_nome.trim()}`] : []),
      ],
      area: 'promissoria',
      priceKey: 'promissoria',
      reference,
      paid: res.data.paid,
      next: { to: `/CriarPromissoria?lote=${encodeURIComponent(reference)}`, label: 'Voltar para o lote' },
      back: { to: '/MinhasPromissorias', label: 'Minhas Promissórias' },
      download: (client) => downloadPromissoriaPdf(client, reference, { kind: 'folha' }),
    };
  },
};
