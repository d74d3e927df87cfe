// The declarations table (Referência with copy, Criado, Titular, Dependente, Tipo, Ações); each row becomes a
// card on phones, every cell keeping its column name. The reference shows its readable form, and Copiar copies
// that form: the one support searches by (issue 41 item 5).
import type { DeclaracaoListItem } from '@shared/api/declaracoes';
import { Link } from 'react-router-dom';
import { PaidVersionButton } from '@/components/paid-version-button';
import { toast } from '@/components/toast/toast-store';
import { copyText } from '@/lib/clipboard';
import { editPath, formatCreated, readableReference, tipoLabel } from '../api/declaracoes-api';

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

export interface DeclaracoesTableProps {
  items: readonly DeclaracaoListItem[];
  /** The row whose PDF is being generated. */
  pdfBusy: string | null;
  onPdf: (item: DeclaracaoListItem) => void;
  onDelete: (item: DeclaracaoListItem) => void;
}

export function DeclaracoesTable({ items, pdfBusy, onPdf, onDelete }: DeclaracoesTableProps) {
  return (
    <div className="table-wrap">
      <table className="doc-table">
        <caption className="visually-hidden">Suas declarações, da mais recente para a mais antiga</caption>
        <thead>
          <tr>
            <th scope="col">Referência</th>
            <th scope="col">Criado</th>
            <th scope="col">Titular</th>
            <th scope="col">Dependente</th>
            <th scope="col">Tipo</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const edit = editPath(item);
            return (
              <tr key={item.id} data-id={item.id}>
                <ReferenceCell item={item} />
                <td data-label="Criado">{formatCreated(item.created_at)}</td>
                <td data-label="Titular">{item.titular || '—'}</td>
                <td data-label="Dependente">{item.dependente || '—'}</td>
                <td data-label="Tipo">{tipoLabel(item)}</td>
                <td data-label="Ações">
                  <div className="row-actions">
                    <button
                      type="button"
                      className="button button-primary button-small"
                      disabled={pdfBusy === item.id}
                      aria-label={`PDF da declaração ${item.id}`}
                      onClick={() => onPdf(item)}
                    >
                      {pdfBusy === item.id ? 'Gerando...' : 'PDF'}
                    </button>
                    {item.paid_version_available && (
                      <PaidVersionButton
                        route="declaracao-pdf"
                        query={{ reference: item.id }}
                        reference={readableReference(item.id)}
                      />
                    )}
                    {edit && (
                      <Link
                        className="button button-secondary button-small"
                        to={edit}
                        aria-label={`Editar declaração ${item.id}`}
                      >
                        Editar
                      </Link>
                    )}
                    <button
                      type="button"
                      className="button button-ghost button-small button-delete"
                      aria-label={`Excluir declaração ${item.id}`}
                      onClick={() => onDelete(item)}
                    >
                      Excluir
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
