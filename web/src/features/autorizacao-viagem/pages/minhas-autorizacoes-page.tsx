// /MinhasAutorizacoes (spec part 2 §2, §8): the signed-in person's travel authorizations, newest first, with
// copy of the reference, PDF, Editar and Excluir (confirmed in a dialog); "Atualizar" and "Nova Autorização";
// empty, loading and error states. Signed-out visitors go to /Login and come back here.
import type { AutorizacaoListItem } from '@shared/api/autorizacoes';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DeleteDialog } from '@/components/cursor-list-parts';
import { PageSpinner } from '@/components/page-spinner';
import { RequireSignIn } from '@/components/require-sign-in';
import { useAppServices } from '@/lib/app-services';
import { deleteFailureMessage } from '@/lib/document-api';
import { useConfirmedDelete } from '@/lib/hooks/use-confirmed-delete';
import { useCursorList } from '@/lib/query/use-cursor-list';
import { useSession } from '@/lib/session/session-provider';
import {
  deleteAutorizacao,
  downloadAutorizacaoPdf,
  fetchMyAutorizacoes,
  listLoadMessage,
} from '../api/autorizacao-viagem-api';
import { AutorizacoesTable } from '../components/autorizacoes-table';
import '@/components/document-list.css';

const DELETE_QUESTION = 'Excluir esta autorização? Esta ação não pode ser desfeita.';

function MinhasAutorizacoesList() {
  const { api, config, auth } = useAppServices();
  const session = useSession();
  const [pdfBusy, setPdfBusy] = useState<string | null>(null);

  const { state, refreshing, loadingMore, load, loadMore, updateItems } = useCursorList({
    queryKey: ['autorizacao-viagem-mine', session.user?.uid],
    fetchPage: async (cursor) => {
      const res = await fetchMyAutorizacoes(api, cursor);
      return { items: res.list, nextCursor: res.next_cursor ?? null, extra: res.index_warning ?? null };
    },
    failureMessage: listLoadMessage,
  });

  async function pdf(item: AutorizacaoListItem) {
    setPdfBusy(item.id);
    try {
      const outcome = await downloadAutorizacaoPdf({ apiBase: config.apiBase, tokens: auth }, item.id);
      if (outcome === 'done')
        updateItems((items) =>
          items.map((i) => (i.id === item.id ? { ...i, pdf_generated: true, is_draft: false } : i)),
        );
    } finally {
      setPdfBusy(null);
    }
  }

  const removal = useConfirmedDelete<AutorizacaoListItem>({
    remove: (item) => deleteAutorizacao(api, item.id),
    onRemoved: (item) => updateItems((items) => items.filter((i) => i.id !== item.id)),
    successText: 'Excluída',
    failureText: deleteFailureMessage,
  });

  return (
    <>
      <div className="list-toolbar">
        <button
          type="button"
          className="button button-secondary"
          disabled={state.kind === 'loading' || refreshing}
          onClick={load}
        >
          {refreshing ? 'Atualizando...' : 'Atualizar'}
        </button>
        <Link className="button button-primary" to="/AutorizacaoViagemMenor">
          Nova Autorização
        </Link>
      </div>

      {state.kind === 'loading' && <PageSpinner label="Carregando suas autorizações..." />}

      {state.kind === 'error' && (
        <div className="alert alert-error list-error" role="alert">
          <p>{state.message}</p>
          <button type="button" className="button button-secondary" onClick={load}>
            Tentar novamente
          </button>
        </div>
      )}

      {state.kind === 'ready' && (
        <>
          {state.extra?.missing_index && (
            <p className="notice list-notice">
              A lista está sendo montada por um caminho mais lento no momento; ela pode demorar um pouco mais.
            </p>
          )}
          {state.items.length === 0 ? (
            <div className="empty-state card">
              <h2>Nenhuma autorização ainda</h2>
              <p>
                Crie a autorização de viagem de uma criança ou adolescente: descubra se ela é exigida,
                preencha, pague e baixe o PDF para reconhecer firma.
              </p>
              <div className="empty-state-actions">
                <Link className="button button-primary" to="/AutorizacaoViagemMenor">
                  Criar Autorização
                </Link>
              </div>
            </div>
          ) : (
            <AutorizacoesTable
              items={state.items}
              pdfBusy={pdfBusy}
              onPdf={(item) => void pdf(item)}
              onDelete={removal.ask}
            />
          )}
          {state.nextCursor && (
            <button
              type="button"
              className="button button-secondary list-more"
              disabled={loadingMore}
              onClick={loadMore}
            >
              {loadingMore ? 'Carregando...' : 'Carregar mais'}
            </button>
          )}
        </>
      )}

      <DeleteDialog removal={removal} title="Excluir autorização" message={DELETE_QUESTION} />
    </>
  );
}

export function MinhasAutorizacoesPage() {
  return (
    <section className="page page-wide minhas-declaracoes" aria-labelledby="page-title">
      <h1 id="page-title">Minhas Autorizações</h1>
      <RequireSignIn>
        <MinhasAutorizacoesList />
      </RequireSignIn>
    </section>
  );
}
