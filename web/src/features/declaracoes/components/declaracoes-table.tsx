// The declarations table (Referência with copy, Criado, Titular, Dependente, Tipo, Ações); each row becomes a
// card on phones, every cell keeping its column name. The reference shows its readable form, and Copiar copies
// that form: the one support searches by (issue 41 item 5).
import type { DeclaracaoListItem } from '@shared/api/declaracoes';
import { readableReference } from '@shared/format/reference';
import { Link } from 'react-router-dom';
import { PaidVersionButton } from '@/components/paid-version-button';
import { ReferenceCell } from '@/components/reference-cell';
import { formatCreated } from '@/lib/document-api';
import { editPath, tipoLabel } from '../api/declaracoes-api';

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
