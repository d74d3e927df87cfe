// /MeusContratos (spec part 2 §2, §8): the signed-in person's rental contracts and the rent receipts they made
// without one, newest first, 50 a page ("Carregar mais" by cursor), with "Atualizar", "Novo Contrato", and per
// row Editar, Abrir + PDF, PDF Direto and Excluir (confirmed; disabled while blocked). Signed-out visitors see
// a prompt whose "Entrar" goes to /Login and back here.
import type { ContratoListItem } from '@shared/api/contratos';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DeleteDialog, ListLoadFailure, LoadMoreButton, RefreshButton } from '@/components/cursor-list-parts';
import { PageSpinner } from '@/components/page-spinner';
import { loginPathFor } from '@/components/require-sign-in';
import { useApi } from '@/lib/app-services';
import { deleteFailureMessage } from '@/lib/document-api';
import { useConfirmedDelete } from '@/lib/hooks/use-confirmed-delete';
import { useCursorList } from '@/lib/query/use-cursor-list';
import { useSession } from '@/lib/session/session-provider';
import {
  contratoListLoadMessage,
  deleteContrato,
  downloadContratoPdf,
  fetchMyContratos,
} from '../api/contratos-api';
import { ContratosTable } from '../components/contratos-table';
import '@/components/document-list.css';
import '../meus-contratos.css';

export const DELETE_QUESTION = 'Excluir este contrato? Esta ação é irreversível.';

function MeusContratosList({ uid }: { uid: string }) {
  const api = useApi();
  const [pdfBusy, setPdfBusy] = useState<string | null>(null);

  const { state, refreshing, loadingMore, load, loadMore, updateItems } = useCursorList({
    queryKey: ['contrato-list', uid],
    fetchPage: async (cursor) => {
      const res = await fetchMyContratos(api, cursor);
      return { items: res.list, nextCursor: res.next_cursor ?? null, extra: null };
    },
    failureMessage: contratoListLoadMessage,
  });

  const removal = useConfirmedDelete<ContratoListItem>({
    remove: (item) => deleteContrato(api, item.id),
    onRemoved: (item) => updateItems((items) => items.filter((i) => i.id !== item.id)),
    successText: 'Excluído',
    failureText: deleteFailureMessage,
  });

  async function pdf(item: ContratoListItem) {
    setPdfBusy(item.id);
    try {
      const outcome = await downloadContratoPdf(api, item);
      if (outcome === 'done')
        updateItems((items) => items.map((i) => (i.id === item.id ? { ...i, pdf_generated: true } : i)));
    } finally {
      setPdfBusy(null);
    }
  }

  return (
    <>
      <div className="list-toolbar">
        <RefreshButton busy={state.kind === 'loading'} refreshing={refreshing} onClick={load} />
        <Link className="button button-primary" to="/ContratoLocacao">
          Novo Contrato
        </Link>
      </div>

      {state.kind === 'loading' && <PageSpinner label="Carregando seus contratos..." />}

      {state.kind === 'error' && <ListLoadFailure message={state.message} onRetry={load} />}

      {state.kind === 'ready' && (
        <>
          {state.items.length === 0 ? (
            <div className="empty-state card">
              <h2>Nenhum contrato ainda</h2>
              <p>
                Crie um contrato de locação com os recibos mensais, ou gere só os recibos de um aluguel que já
                tem contrato.
              </p>
              <div className="empty-state-actions">
                <Link className="button button-primary" to="/ContratoLocacao">
                  Novo Contrato
                </Link>
                <Link className="button button-secondary" to="/GerarRecibosAluguel">
                  Gerar Recibos de Aluguel
                </Link>
              </div>
            </div>
          ) : (
            <ContratosTable
              items={state.items}
              pdfBusy={pdfBusy}
              onPdf={(item) => void pdf(item)}
              onDelete={removal.ask}
            />
          )}
          <LoadMoreButton nextCursor={state.nextCursor} loading={loadingMore} onClick={loadMore} />
        </>
      )}

      <DeleteDialog removal={removal} title="Excluir contrato" message={DELETE_QUESTION} />
    </>
  );
}

/** Signed out: what the page holds and the way in (spec part 2 §2: "Entrar", then /Login). */
function LoginPrompt() {
  const location = useLocation();
  return (
    <div className="card login-prompt">
      <p>Entre na sua conta para ver seus contratos de locação e recibos de aluguel.</p>
      <Link className="button button-primary" to={loginPathFor(location)}>
        Entrar
      </Link>
    </div>
  );
}

export function MeusContratosPage() {
  const session = useSession();
  return (
    <section className="page page-wide meus-contratos" aria-labelledby="page-title">
      <h1 id="page-title">Meus Contratos</h1>
      {session.status === 'loading' && <PageSpinner />}
      {session.status === 'signed-out' && <LoginPrompt />}
      {session.status === 'signed-in' && session.user && <MeusContratosList uid={session.user.uid} />}
    </section>
  );
}
