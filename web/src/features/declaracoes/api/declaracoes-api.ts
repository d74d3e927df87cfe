// The declaration endpoints the list calls (spec part 2 §7): list and delete, and the kinds it names.
import type { DeclaracaoMineResponse } from '@shared/api/declaracoes';
import { type KindManifest, kindsOnList } from '@shared/kinds';
import { MINHAS_DECLARACOES } from '@shared/kinds/list-pages';
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

/** The manifests whose list page is Minhas Declarações, in their `summary.list.order`. */
const ON_LIST: readonly KindManifest[] = kindsOnList(MINHAS_DECLARACOES.key);

export const DECLARACAO_KINDS: readonly DeclaracaoKind[] = [...ON_LIST]
  .sort((a, b) => (a.summary.list?.order ?? 0) - (b.summary.list?.order ?? 0))
  .map((kind) => ({
    product: kind.id,
    tipo: kind.summary.list?.label ?? kind.labels.singular,
    page: kind.pages.editor.path,
    create: { to: (kind.pages.create ?? kind.pages.editor).path, label: kind.pages.editor.title },
  }));

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
