// The search's results, newest first: reference (opens the document's page), kind, owner, created, payment,
// PDF and block, as a table with a caption for screen readers.
import type { AdminDocumentRow, AdminKindInfo } from '@shared/api/admin';
import { readableReference } from '@shared/format/reference';
import { Link } from 'react-router-dom';
import { formatDateTime, paymentStateLabel } from './admin-format';

export interface ResultsTableProps {
  rows: readonly AdminDocumentRow[];
  kinds: readonly AdminKindInfo[];
}

export function ResultsTable({ rows, kinds }: ResultsTableProps) {
  const label = (kind: string) => kinds.find((k) => k.kind === kind)?.label ?? kind;
  return (
    <div className="table-wrap">
      <table className="doc-table admin-results">
        <caption className="visually-hidden">Documentos encontrados, do mais novo ao mais antigo</caption>
        <thead>
          <tr>
            <th scope="col">Referência</th>
            <th scope="col">Tipo</th>
            <th scope="col">E-mail do cliente</th>
            <th scope="col">Criado em</th>
            <th scope="col">Pagamento</th>
            <th scope="col">PDF</th>
            <th scope="col">Bloqueado</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.reference}>
              <td className="admin-ref">
                <Link to={`/Admin?doc=${encodeURIComponent(row.reference)}`} title={row.reference}>
                  {readableReference(row.reference)}
                </Link>
              </td>
              <td>{label(row.kind)}</td>
              <td>{row.owner_email ?? 'Anônimo'}</td>
              <td>{formatDateTime(row.created_at)}</td>
              <td>{paymentStateLabel(row.payment_state)}</td>
              <td>{row.pdf_generated ? 'Gerado' : 'Não gerado'}</td>
              <td>{row.blocked ? 'Sim' : 'Não'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
