// The resume as /PagamentoMP finds it: the caller's resume whose current payment reference (or id) is the one
// in the URL, looked up in `curriculo-mine`. Resume references have no prefix of their own (spec part 1 §9:
// anything without a known prefix pays the resume price).
import type { CurriculoListItem } from '@shared/api/curriculos';
import { priceKeyForReference } from '@shared/prices/prices';
import type { ApiClient } from '@/lib/api-client';
import type { PayableDocument, PaymentKind } from '@/lib/payment-kinds';
import { layoutLabel } from '../layout-info';
import { fetchMyCurriculos, newPaymentReference } from './curriculo-api';
import { downloadCurriculoPdf } from './curriculo-pdf';

/** Pages of the list read before giving up (50 resumes each). */
const MAX_PAGES = 5;

export async function findCurriculoByReference(
  api: ApiClient,
  reference: string,
): Promise<CurriculoListItem | null> {
  let cursor: string | null = null;
  let byId: CurriculoListItem | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await fetchMyCurriculos(api, cursor);
    const list = Array.isArray(res.list) ? res.list : [];
    const found = list.find((item) => item.activePaymentRef === reference);
    if (found) return found;
    byId ??= list.find((item) => item.id === reference) ?? null;
    cursor = res.next_cursor ?? null;
    if (!cursor) break;
  }
  return byId;
}

export function payableCurriculo(item: CurriculoListItem): PayableDocument {
  const details = [
    item.cargo_desejado.trim() ? `Cargo desejado: ${item.cargo_desejado.trim()}` : null,
    `Modelo: ${item.lastLayout ? layoutLabel(item.lastLayout) : 'automático'}`,
    item.needs_repayment ? 'Editado depois do pagamento: este pagamento libera a nova versão.' : null,
  ].filter((line): line is string => line !== null);
  return {
    kindLabel: 'Currículo',
    title: item.nome.trim() || 'Currículo sem nome',
    details,
    area: 'curriculo',
    priceKey: 'curriculo',
    // An expired resume's reference is already paid; the next payment needs a fresh one.
    reference: item.display_status === 'expirado' ? null : item.activePaymentRef,
    newReference: (api) => newPaymentReference(api, item.id),
    paid: item.display_status === 'liberado',
    // Older servers' lists lack it: then the server's refusal on paying says it.
    missing: item.payment_problems ?? [],
    next: { to: '/MeuCurriculo', label: 'Ir para Meu Currículo' },
    back: { to: '/MeuCurriculo', label: 'Voltar para Meu Currículo' },
    download: (api) => downloadCurriculoPdf(api, item),
  };
}

export const curriculoPaymentKind: PaymentKind = {
  id: 'curriculo',
  requiresSignIn: true,
  matches: (reference) => priceKeyForReference(reference) === 'curriculo',
  async find(api, reference) {
    const item = await findCurriculoByReference(api, reference);
    return item ? payableCurriculo(item) : null;
  },
};
