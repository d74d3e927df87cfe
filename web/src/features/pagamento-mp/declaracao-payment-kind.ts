// The residence declaration as /PagamentoMP finds it: its payment reference is its id (`decl-…`).
import { declaracaoMissing } from '@shared/documents/declaracao-residencia/schema';
import { priceKeyForReference } from '@shared/prices/prices';
import { formFromStored, getDeclaracao } from '@/features/declaracao-residencia/api/declaracao-api';
import { downloadDeclaracaoPdf } from '@/features/declaracoes/api/declaracoes-api';
import { ApiError } from '@/lib/api-client';
import type { PaymentKind } from './payment-kinds';

export const declaracaoResidenciaPaymentKind: PaymentKind = {
  id: 'declaracao_residencia',
  requiresSignIn: true,
  matches: (reference) => priceKeyForReference(reference) === 'declaracao',
  async find(api, reference) {
    let res: Awaited<ReturnType<typeof getDeclaracao>>;
    try {
      res = await getDeclaracao(api, reference, false);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return null;
      throw err;
    }
    const form = formFromStored(res.data.form);
    const id = res.id || reference;
    return {
      kindLabel: 'Declaração de Residência',
      title: form.titular_nome.trim() || 'Declaração sem nome',
      details: form.dep_nome.trim() ? [`Dependente: ${form.dep_nome.trim()}`] : [],
      area: 'declaracao_residencia',
      priceKey: 'declaracao',
      reference: id,
      paid: res.data.paid,
      missing: declaracaoMissing(form),
      next: { to: `/DeclaracaoResidencia?id=${encodeURIComponent(id)}`, label: 'Voltar para a declaração' },
      back: { to: '/MinhasDeclaracoes', label: 'Minhas Declarações' },
      download: (client) => downloadDeclaracaoPdf(client, id),
    };
  },
};
