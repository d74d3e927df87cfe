// The admin actions as a table (who, when, which document, what changed, the reason, the answer), newest first,
// with "Carregar mais" by cursor: one document's on its page (its first page comes with the document), or every
// action on the log screen.
import type { AdminAuditLine, AuditValue } from '@shared/api/admin-audit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { useApi } from '@/lib/app-services';
import { adminFailureMessage, fetchAudit } from '../api/admin-api';
import { formatDateTime } from './admin-format';

const ACTION_LABELS: Record<string, string> = {
  'admin-block': 'Bloqueio / desbloqueio',
  'admin-payment-state': 'Estado do pagamento',
  'admin-payment-check': 'Consulta ao Mercado Pago',
  'admin-refund': 'Reembolso',
  'admin-prices-save': 'Preços',
};

/** `/backend/api/admin-block` → its label, or the route's own name. */
function actionLabel(path: string): string {
  const route = path.split('/').pop() ?? path;
  return ACTION_LABELS[route] ?? route;
}

function valueText(value: AuditValue): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return String(value);
}

function changesText(line: AdminAuditLine): string {
  if (line.changes.length > 0) {
    return line.changes
      .map((change) => `${change.field}: ${valueText(change.before)} → ${valueText(change.after)}`)
      .join('; ');
  }
  return line.requested ?? 'nada mudou';
}

interface Props {
  /** One document's actions; absent: every action (the log screen). */
  id?: string;
  /** The first page when the caller already has it (the document's page). */
  first?: { items: AdminAuditLine[]; cursor: string | null };
  caption: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; items: AdminAuditLine[]; cursor: string | null };

export function AuditLog({ id, first, caption }: Props) {
  const api = useApi();
  const [state, setState] = useState<State>(first ? { kind: 'ready', ...first } : { kind: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);

  // The document page's data (a fresh first page after each action), compared by identity of its parts.
  const firstItems = first?.items;
  const firstCursor = first?.cursor ?? null;
  useEffect(() => {
    if (firstItems) {
      setState({ kind: 'ready', items: firstItems, cursor: firstCursor });
      return;
    }
    let current = true;
    fetchAudit(api, id ?? null, null).then(
      (page) => current && setState({ kind: 'ready', items: page.items, cursor: page.cursor }),
      (error) => current && setState({ kind: 'error', message: adminFailureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, id, firstItems, firstCursor]);

  async function more() {
    if (state.kind !== 'ready' || !state.cursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchAudit(api, id ?? null, state.cursor);
      setState({ kind: 'ready', items: [...state.items, ...page.items], cursor: page.cursor });
    } catch (error) {
      setState({ kind: 'error', message: adminFailureMessage(error) });
    } finally {
      setLoadingMore(false);
    }
  }

  if (state.kind === 'loading') return <PageSpinner label="Carregando a auditoria..." />;
  if (state.kind === 'error') {
    return (
      <div className="alert alert-error" role="alert">
        <p>{state.message}</p>
      </div>
    );
  }
  if (state.items.length === 0) return <p role="status">Nenhuma ação registrada.</p>;
  return (
    <>
      <div className="table-wrap">
        <table className="doc-table admin-audit">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Quando</th>
              <th scope="col">Quem</th>
              <th scope="col">Ação</th>
              {!id && <th scope="col">Documento</th>}
              <th scope="col">O que mudou</th>
              <th scope="col">Motivo</th>
              <th scope="col">Resultado</th>
            </tr>
          </thead>
          <tbody>
            {state.items.map((line) => (
              <tr key={`${line.at}-${line.by}-${line.action}-${line.target}`}>
                <td>
                  <time dateTime={new Date(line.at).toISOString()}>{formatDateTime(line.at)}</time>
                </td>
                <td>{line.by}</td>
                <td>{actionLabel(line.action)}</td>
                {!id && (
                  <td className="admin-ref">
                    {line.target ? (
                      <Link to={`/Admin?doc=${encodeURIComponent(line.target)}`}>{line.target}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                )}
                <td>{changesText(line)}</td>
                <td>{line.reason ?? '—'}</td>
                <td>{line.status < 400 ? 'feito' : `recusado (${line.status})`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {state.cursor && (
        <button type="button" className="button button-secondary" disabled={loadingMore} onClick={more}>
          {loadingMore ? 'Carregando...' : 'Carregar mais'}
        </button>
      )}
    </>
  );
}
