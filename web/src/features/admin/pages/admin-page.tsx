// /Admin: the support console, for administrators only (role from `GET me`; every call is refused by the server
// to anyone else). The search over every document of every kind, "Carregar mais" by cursor, and `?doc=` opens
// one document's page with its payments, timeline, audit lines and actions; `?view=precos` the prices screen,
// `?view=painel` the dashboard, `?view=auditoria` every admin action.
import type { AdminDocumentRow, AdminKindInfo } from '@shared/api/admin';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { RequireSignIn } from '@/components/require-sign-in';
import { useApi } from '@/lib/app-services';
import { type AdminSearchParams, adminFailureMessage, EMPTY_SEARCH, searchDocuments } from '../api/admin-api';
import { AuditLog } from '../components/audit-log';
import { DashboardPanel } from '../components/dashboard-panel';
import { DocumentPanel } from '../components/document-panel';
import { PricesPanel } from '../components/prices-panel';
import { ResultsTable } from '../components/results-table';
import { SearchPanel } from '../components/search-panel';
import '../admin.css';

type Results =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; rows: AdminDocumentRow[]; cursor: string | null };

function Search() {
  const api = useApi();
  const [params, setParams] = useState<AdminSearchParams>(EMPTY_SEARCH);
  const [kinds, setKinds] = useState<AdminKindInfo[]>([]);
  const [results, setResults] = useState<Results>({ kind: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const latest = useRef(0);

  const run = useCallback(
    async (next: AdminSearchParams) => {
      const call = ++latest.current;
      setParams(next);
      setResults({ kind: 'loading' });
      try {
        const found = await searchDocuments(api, next, null);
        if (call !== latest.current) return;
        setKinds(found.kinds);
        setResults({ kind: 'ready', rows: found.items, cursor: found.cursor });
      } catch (error) {
        if (call === latest.current) setResults({ kind: 'error', message: adminFailureMessage(error) });
      }
    },
    [api],
  );

  useEffect(() => {
    void run(EMPTY_SEARCH);
  }, [run]);

  async function more() {
    if (results.kind !== 'ready' || !results.cursor) return;
    const call = latest.current;
    setLoadingMore(true);
    try {
      const found = await searchDocuments(api, params, results.cursor);
      if (call !== latest.current) return;
      setResults({ kind: 'ready', rows: [...results.rows, ...found.items], cursor: found.cursor });
    } catch (error) {
      setResults({ kind: 'error', message: adminFailureMessage(error) });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <SearchPanel initial={params} kinds={kinds} busy={results.kind === 'loading'} onSearch={run} />
      <section aria-labelledby="admin-results-title" aria-busy={results.kind === 'loading'}>
        <h2 id="admin-results-title">Documentos</h2>
        {results.kind === 'loading' && <PageSpinner label="Buscando documentos..." />}
        {results.kind === 'error' && (
          <div className="alert alert-error" role="alert">
            <p>{results.message}</p>
          </div>
        )}
        {results.kind === 'ready' &&
          (results.rows.length === 0 ? (
            <p role="status">Nenhum documento encontrado.</p>
          ) : (
            <>
              <p role="status" className="muted">
                {results.rows.length} documento(s) mostrado(s){results.cursor ? '; há mais resultados.' : '.'}
              </p>
              <ResultsTable rows={results.rows} kinds={kinds} />
              {results.cursor && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={loadingMore}
                  onClick={more}
                >
                  {loadingMore ? 'Carregando...' : 'Carregar mais'}
                </button>
              )}
            </>
          ))}
      </section>
    </>
  );
}

export function AdminPage() {
  const [search] = useSearchParams();
  const doc = search.get('doc');
  const view = doc ? null : search.get('view');
  const prices = view === 'precos';
  return (
    <RequireSignIn adminOnly>
      <section className="page admin-page" aria-labelledby="page-title">
        <h1 id="page-title">Administração</h1>
        <nav aria-label="Seções da administração" className="button-row admin-nav">
          <Link to="/Admin" aria-current={!doc && !view ? 'page' : undefined}>
            Documentos
          </Link>
          <Link to="/Admin?view=precos" aria-current={prices ? 'page' : undefined}>
            Preços
          </Link>
          <Link to="/Admin?view=painel" aria-current={view === 'painel' ? 'page' : undefined}>
            Painel
          </Link>
          <Link to="/Admin?view=auditoria" aria-current={view === 'auditoria' ? 'page' : undefined}>
            Auditoria
          </Link>
        </nav>
        {doc ? (
          <DocumentPanel key={doc} id={doc} />
        ) : prices ? (
          <PricesPanel />
        ) : view === 'painel' ? (
          <DashboardPanel />
        ) : view === 'auditoria' ? (
          <section aria-labelledby="admin-log-title">
            <h2 id="admin-log-title">Auditoria</h2>
            <AuditLog caption="Todas as ações de administradores, da mais recente à mais antiga" />
          </section>
        ) : (
          <Search />
        )}
      </section>
    </RequireSignIn>
  );
}
