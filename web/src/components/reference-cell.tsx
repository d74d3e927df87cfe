// The Referência cell of every document list: the readable reference, "Copiar" (that form: the one support
// searches by, issue 41 item 5) and the row's payment and PDF state.
import type { DeclaracaoListItem } from '@shared/api/declaracoes';
import { readableReference } from '@shared/format/reference';
import { toast } from '@/components/toast/toast-store';
import { copyText } from '@/lib/clipboard';

/** Copies a document's readable reference, as the list shows it. */
export async function copyReference(id: string) {
  if (await copyText(readableReference(id))) toast.success('Código copiado');
  else toast.error('Não foi possível copiar o código');
}

/** A row's payment and PDF state, for any document list item with these flags. */
export function stateLabel(
  item: Pick<DeclaracaoListItem, 'blocked' | 'paid' | 'pdf_generated' | 'needs_repayment' | 'is_draft'>,
): string {
  if (item.blocked) return 'Bloqueada';
  if (item.paid) return item.pdf_generated ? 'Paga • PDF gerado' : 'Paga';
  if (item.needs_repayment) return 'Requer novo pagamento';
  // An admin's PDF (no payment needed), or one whose payment was refunded since: nothing is owed for it now.
  if (item.pdf_generated) return 'PDF gerado • sem pagamento';
  return item.is_draft ? 'Rascunho • pagamento pendente' : 'Pagamento pendente';
}

type RowState = Parameters<typeof stateLabel>[0];

/** The Referência cell of a document list: the readable reference, "Copiar" and the row's state. */
export function ReferenceCell({ item }: { item: RowState & { id: string } }) {
  const reference = readableReference(item.id);
  return (
    <td data-label="Referência">
      <div>
        <div className="ref-cell">
          <code className="ref-code" title={item.id}>
            {reference}
          </code>
          <button
            type="button"
            className="button button-ghost button-small copy-button"
            aria-label={`Copiar referência ${reference}`}
            onClick={() => void copyReference(item.id)}
          >
            Copiar
          </button>
        </div>
        <span className={`row-state${item.paid ? ' is-paid' : ''}`}>{stateLabel(item)}</span>
      </div>
    </td>
  );
}
