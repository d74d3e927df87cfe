// The declarations as /PagamentoMP finds them: a payment reference is the declaration's id (`decl-…` for the
// residence declaration, `decl-trab-…` for the work declaration, told apart by the price rule's prefixes).
import type { DeclaracaoGetResponse } from '@shared/api/declaracoes';
import { declaracaoMissing } from '@shared/documents/declaracao-residencia/schema';
import type { PaidStatusArea } from '@shared/payments/paid-status';
import { type PriceKey, priceKeyForReference } from '@shared/prices/prices';
import * as residencia from '@/features/declaracao-residencia/api/declaracao-api';
import * as trabalho from '@/features/declaracao-trabalho/api/declaracao-trabalho-api';
import { downloadDeclaracaoPdf } from '@/features/declaracoes/api/declaracoes-api';
import { type ApiClient, ApiError } from '@/lib/api-client';
import type { PaymentKind } from './payment-kinds';

interface DeclaracaoPayment {
  id: PaidStatusArea;
  priceKey: PriceKey;
  kindLabel: string;
  page: string;
  get: (api: ApiClient, id: string) => Promise<DeclaracaoGetResponse>;
  /** The person the declaration is by, and the one it is about. */
  names: (form: unknown) => { title: string; about: string | null };
  /** What the declaration still lacks before it can be paid for (none listed: the server's refusal says). */
  missing?: (form: unknown) => string[];
}

function declaracaoPaymentKind(kind: DeclaracaoPayment): PaymentKind {
  return {
    id: kind.id,
    requiresSignIn: true,
    matches: (reference) => priceKeyForReference(reference) === kind.priceKey,
    async find(api, reference) {
      let res: DeclaracaoGetResponse;
      try {
        res = await kind.get(api, reference);
      } catch (err) {
        if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return null;
        throw err;
      }
      const { title, about } = kind.names(res.data.form);
      const id = res.id || reference;
      return {
        kindLabel: kind.kindLabel,
        title: title || 'Declaração sem nome',
        details: about ? [about] : [],
        area: kind.id,
        priceKey: kind.priceKey,
        reference: id,
        paid: res.data.paid,
        missing: kind.missing?.(res.data.form),
        next: { to: `${kind.page}?id=${encodeURIComponent(id)}`, label: 'Voltar para a declaração' },
        back: { to: '/MinhasDeclaracoes', label: 'Minhas Declarações' },
        download: (client) => downloadDeclaracaoPdf(client, id),
      };
    },
  };
}

export const declaracaoResidenciaPaymentKind = declaracaoPaymentKind({
  id: 'declaracao_residencia',
  priceKey: 'declaracao',
  kindLabel: 'Declaração de Residência',
  page: '/DeclaracaoResidencia',
  get: (api, id) => residencia.getDeclaracao(api, id, false),
  names: (stored) => {
    const form = residencia.formFromStored(stored);
    const dep = form.dep_nome.trim();
    return { title: form.titular_nome.trim(), about: dep ? `Dependente: ${dep}` : null };
  },
  missing: (stored) => declaracaoMissing(residencia.formFromStored(stored)),
});

export const declaracaoTrabalhoPaymentKind = declaracaoPaymentKind({
  id: 'declaracao_trabalho',
  priceKey: 'declaracao_trabalho',
  kindLabel: 'Declaração de Trabalho',
  page: '/DeclaracaoTrabalho',
  get: trabalho.getDeclaracaoTrabalho,
  names: (stored) => {
    const form = trabalho.formFromStored(stored);
    const worker = form.trab_nome.trim();
    return { title: form.nome_completo_empregador.trim(), about: worker ? `Trabalhador: ${worker}` : null };
  },
});
