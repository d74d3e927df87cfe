// A declaration as /PagamentoMP finds it: a payment reference is the declaration's id (`decl-…` for the
// residence declaration, `decl-trab-…` for the work declaration, told apart by the price rule's prefixes).
// Each declaration feature makes its kind with this, naming its page, reader and names.
import type { DeclaracaoGetResponse } from '@shared/api/declaracoes';
import type { PaidStatusArea } from '@shared/payments/paid-status';
import { type PriceKey, priceKeyForReference } from '@shared/prices/prices';
import { type ApiClient, ApiError } from '@/lib/api-client';
import type { PaymentKind } from '@/lib/payment-kinds';
import { downloadDeclaracaoPdf } from './document-api';

export interface DeclaracaoPayment {
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

export function declaracaoPaymentKind(kind: DeclaracaoPayment): PaymentKind {
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
