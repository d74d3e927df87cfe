// The travel authorization as /PagamentoMP finds it: an `autorizacao-` reference is the authorization's id
// (the price rule's prefix), read with autorizacao-viagem-load. Once paid, the person goes back to the page,
// which downloads the PDF.
import type { AutorizacaoLoadResponse } from '@shared/api/autorizacoes';
import { priceKeyForReference } from '@shared/prices/prices';
import { ApiError } from '@/lib/api-client';
import type { PaymentKind } from '@/lib/payment-kinds';
import { formFromStored, loadAutorizacao } from './autorizacao-viagem-api';

export const autorizacaoViagemPaymentKind: PaymentKind = {
  id: 'autorizacao_viagem',
  requiresSignIn: true,
  matches: (reference) => priceKeyForReference(reference) === 'autorizacao',
  async find(api, reference) {
    let res: AutorizacaoLoadResponse;
    try {
      res = await loadAutorizacao(api, reference);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return null;
      throw err;
    }
    const form = formFromStored(res.data.form);
    const id = res.id || reference;
    const signer = form.aut1_nome.trim();
    return {
      kindLabel: 'Autorização de Viagem de Menor',
      title: form.menor_nome.trim() || 'Autorização sem nome',
      details: signer ? [`Responsável: ${signer}`] : [],
      area: 'autorizacao_viagem',
      priceKey: 'autorizacao',
      reference: id,
      paid: res.data.paid,
      next: {
        to: `/AutorizacaoViagemMenor?id=${encodeURIComponent(id)}`,
        label: 'Voltar para a autorização',
      },
      back: { to: '/MinhasAutorizacoes', label: 'Minhas Autorizações' },
    };
  },
};
