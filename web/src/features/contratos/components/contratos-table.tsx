// The contracts table (spec part 2 §2 "My contracts"): Referência (with the kind: contract or receipts without
// one), Partes (with each invited party's state, issue 44), Criado, Pagamento (pago/pendente), PDF (sim/—),
// Bloqueado, Re-pagamento and Ações (Editar, Abrir + PDF, PDF Direto, Excluir, which a blocked document
// disables); each row a card on phones.
import type { ContratoListItem } from '@shared/api/contratos';
import { readableReference } from '@shared/format/reference';
import { Link } from 'react-router-dom';
import { InvitationStates } from '@/components/invitation/invitation-states-list';
import { PaidVersionButton } from '@/components/paid-version-button';
import { formatCreated } from '@/lib/document-api';
import { editPath, kindLabel, kindOf, partiesOf } from '../api/contratos-api';

export const REPAYMENT_LABEL = 'necessita nova compra';
export const REPAYMENT_TOOLTIP = 'Edição após pagamento – requer nova compra';

export interface ContratosTableProps {
  items: readonly ContratoListItem[];
  /** The row whose PDF is being generated. */
  pdfBusy: string | null;
  onPdf: (item: ContratoListItem) => void;
  onDelete: (item: ContratoListItem) => void;
}

export function ContratosTable({ items, pdfBusy, onPdf, onDelete }: ContratosTableProps) {
  return (
    <div className="table-wrap">
      <table className="doc-table">
        <caption className="visually-hidden">
          Seus contratos e recibos, do mais recente para o mais antigo
        </caption>
        <thead>
          <tr>
            <th scope="col">Referência</th>
            <th scope="col">Partes</th>
            <th scope="col">Criado</th>
            <th scope="col">Pagamento</th>
            <th scope="col">PDF</th>
            <th scope="col">Bloqueado</th>
            <th scope="col">Re-pagamento</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const paid = item.payment_status === 'approved';
            const ref = readableReference(item.id);
            return (
              <tr key={item.id} data-id={item.id}>
                <td data-label="Referência">
                  <div>
                    <code className="ref-code" title={item.id}>
                      {ref}
                    </code>
                    <span className="row-state">{kindLabel(item)}</span>
                  </div>
                </td>
                <td data-label="Partes">
                  <ul className="row-parties">
                    {partiesOf(item).map((party) => (
                      <li key={party.role}>
                        <span className="row-state">{party.role}:</span> {party.name || '—'}
                      </li>
                    ))}
                    <InvitationStates kind={item.kind} item={item} />
                  </ul>
                </td>
                <td data-label="Criado">{formatCreated(item.created_at)}</td>
                <td data-label="Pagamento">
                  <span className={paid ? 'contrato-paid' : undefined}>{paid ? 'pago' : 'pendente'}</span>
                </td>
                <td data-label="PDF">{item.pdf_generated ? 'sim' : '—'}</td>
                <td data-label="Bloqueado">{item.blocked ? 'sim' : '—'}</td>
                <td data-label="Re-pagamento">
                  {item.needs_repayment ? (
                    <span className="badge badge-inline badge-warning" title={REPAYMENT_TOOLTIP}>
                      {REPAYMENT_LABEL}
                      <span className="visually-hidden"> ({REPAYMENT_TOOLTIP})</span>
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label="Ações">
                  <div className="row-actions">
                    <Link
                      className="button button-secondary button-small"
                      to={editPath(item)}
                      aria-label={`Editar ${ref}`}
                    >
                      Editar
                    </Link>
                    <Link
                      className="button button-secondary button-small"
                      to={editPath(item, true)}
                      aria-label={`Abrir + PDF ${ref}`}
                    >
                      Abrir + PDF
                    </Link>
                    <button
                      type="button"
                      className="button button-primary button-small"
                      disabled={pdfBusy === item.id}
                      aria-label={`PDF Direto ${ref}`}
                      onClick={() => onPdf(item)}
                    >
                      {pdfBusy === item.id ? 'Gerando...' : 'PDF Direto'}
                    </button>
                    {item.paid_version_available && (
                      <PaidVersionButton
                        route={kindOf(item).pdf}
                        query={{ reference: item.id }}
                        reference={ref}
                      />
                    )}
                    <button
                      type="button"
                      className="button button-ghost button-small button-delete"
                      disabled={item.blocked}
                      title={item.blocked ? 'Documento bloqueado: não pode ser excluído' : undefined}
                      aria-label={`Excluir ${ref}`}
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
