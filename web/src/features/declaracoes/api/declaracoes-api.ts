// The declaration endpoints the list calls (spec part 2 §7): list and delete, and the kinds it names.
import type { DeclaracaoMineResponse } from '@shared/api/declaracoes';
import type { ApiClient } from '@/lib/api-client';
import { listLoadMessageFor } from '@/lib/document-api';

export const LIST_PAGE_SIZE = 50;

export function fetchMyDeclaracoes(
  api: ApiClient,
  cursor: string | null = null,
): Promise<DeclaracaoMineResponse> {
  return api.get<DeclaracaoMineResponse>('declaracao-mine', {
    page_size: LIST_PAGE_SIZE,
    start_after_cursor: cursor ?? undefined,
  });
}

export function deleteDeclaracao(api: ApiClient, id: string): Promise<object> {
  return api.post('declaracao-delete', { id });
}

export const listLoadMessage = listLoadMessageFor('suas declarações');

/** Each kind of declaration the record holds: its Tipo, its page and where a new one starts. */
export interface DeclaracaoKind {
  product: string;
  /** Column Tipo. */
  tipo: string;
  /** The page that edits one (by `?id=`). */
  page: string;
  /** "Nova Declaração": the page of a new one, and its name in the choice. */
  create: { to: string; label: string };
}

export const DECLARACAO_KINDS: readonly DeclaracaoKind[] = [
  {
    product: 'declaracao_residencia',
    tipo: 'Residência',
    page: '/DeclaracaoResidencia',
    create: { to: '/CriarDeclaracaoResidencia', label: 'Declaração de Residência' },
  },
  {
    product: 'declaracao_trabalho',
    tipo: 'Trabalho',
    page: '/DeclaracaoTrabalho',
    create: { to: '/DeclaracaoTrabalho', label: 'Declaração de Trabalho' },
  },
  {
    product: 'procuracao_veiculo',
    tipo: 'Procuração',
    page: '/ProcuracaoVeiculo',
    create: { to: '/ProcuracaoVeiculo', label: 'Procuração de Veículo' },
  },
  {
    product: 'recibo_pagamento',
    tipo: 'Recibo',
    page: '/ReciboPagamento',
    create: { to: '/ReciboPagamento', label: 'Recibo de Pagamento' },
  },
];

/** Products the record may hold whose page is not built here yet: named in the list, not editable. */
const OTHER_PRODUCTS: Readonly<Record<string, string>> = {};

const kindOf = (product: string | undefined) =>
  DECLARACAO_KINDS.find((kind) => kind.product === (product || 'declaracao_residencia'));

/** Column Tipo: "Residência", "Trabalho", or the name of any other product the record holds. */
export function tipoLabel(item: { product?: string }): string {
  const product = item.product || 'declaracao_residencia';
  return kindOf(product)?.tipo ?? OTHER_PRODUCTS[product] ?? product.replace(/_/g, ' ');
}

/**
 * Where "Editar" goes for each kind: the saved declaration by `id`, with `edit=true` as the list sends it; null
 * for a product without a page here.
 */
export function editPath(item: { id: string; product?: string }): string | null {
  const kind = kindOf(item.product);
  return kind ? `${kind.page}?id=${encodeURIComponent(item.id)}&edit=true` : null;
}

/** The reference a person reads (`shared/format/reference.ts`), one format for every kind and place. */
export { readableReference } from '@shared/format/reference';
