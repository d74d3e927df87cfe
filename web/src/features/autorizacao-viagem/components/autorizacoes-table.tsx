// The travel authorizations table (spec part 2 §2 MinhasAutorizacoes: Referência with copy, Criado, Menor,
// Responsável, Ações, with "Baixar versão paga" while an edit of a paid one waits for its payment); each row
// becomes a card on phones, every cell keeping its column name.
import { type AutorizacaoListItem, autorizacaoFileName } from '@shared/api/autorizacoes';
import { readableReference } from '@shared/format/reference';
import { Link } from 'react-router-dom';
import { PaidVersionButton } from '@/components/paid-version-button';
import { ReferenceCell } from '@/components/reference-cell';
import { formatCreated } from '@/lib/document-api';

export interface AutorizacoesTableProps {
  items: readonly AutorizacaoListItem[];
  pdfBusy: string | null;
  onPdf: (item: AutorizacaoListItem) => void;
  onDelete: (item: AutorizacaoListItem) => void;
}

export function AutorizacoesTable({ items, pdfBusy, onPdf, onDelete }: AutorizacoesTableProps) {
  return (
    <div className="table-wrap">
      <table className="doc-table">
        <caption className="visually-hidden">Suas autorizações, da mais recente para a mais antiga</caption>
        <thead>
          <tr>
            <th scope="col">Referência</th>
            <th scope="col">Criado</th>
            <th scope="col">Menor</th>
            <th scope="col">Responsável</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-id={item.id}>
              <ReferenceCell item={item} />
              <td data-label="Criado">{formatCreated(item.created_at)}</td>
              <td data-label="Menor">{item.menor_nome || '—'}</td>
              <td data-label="Responsável">{item.responsavel_nome || '—'}</td>
              <td data-label="Ações">
                <div className="row-actions">
                  <button
                    type="button"
                    className="button button-primary button-small"
                    disabled={pdfBusy === item.id}
                    aria-label={`PDF da autorização ${item.id}`}
                    onClick={() => onPdf(item)}
                  >
                    {pdfBusy === item.id ? 'Gerando...' : 'PDF'}
                  </button>
                  {item.paid_version_available && (
                    <PaidVersionButton
                      route="autorizacao-viagem-get"
                      query={{ reference: item.id }}
                      reference={readableReference(item.id)}
                      fileName={autorizacaoFileName(item.id)}
                    />
                  )}
                  <Link
                    className="button button-secondary button-small"
                    to={`/AutorizacaoViagemMenor?id=${encodeURIComponent(item.id)}`}
                    aria-label={`Editar autorização ${item.id}`}
                  >
                    Editar
                  </Link>
                  <button
                    type="button"
                    className="button button-ghost button-small button-delete"
                    aria-label={`Excluir autorização ${item.id}`}
                    onClick={() => onDelete(item)}
                  >
                    Excluir
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
