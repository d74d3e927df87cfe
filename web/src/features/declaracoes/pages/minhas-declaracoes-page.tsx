// /MinhasDeclaracoes (spec part 2 §2, §8): the signed-in person's declarations, newest first, with copy of the
// reference, PDF, Editar and Excluir (confirmed in a dialog); "Atualizar" and "Nova Declaração" (a choice of
// kinds); empty,
// loading and error states. Signed-out visitors go to /Login and come back here.
import type { DeclaracaoListItem } from '@shared/api/declaracoes';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageSpinner } from '@/components/page-spinner';
import { RequireSignIn } from '@/components/require-sign-in';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { useCursorList } from '@/lib/query/use-cursor-list';
import { useSession } from '@/lib/session/session-provider';
import {
  deleteDeclaracao,
  deleteFailureMessage,
  downloadDeclaracaoPdf,
  fetchMyDeclaracoes,
  listLoadMessage,
} from '../api/declaracoes-api';
import { DeclaracoesTable } from '../components/declaracoes-table';
import { NovaDeclaracaoMenu } from '../components/nova-declaracao-menu';
import '../minhas-declaracoes.css';

const DELETE_QUESTION = 'Excluir esta declaração? Esta ação não pode ser desfeita.';

function MinhasDeclaracoesList() {
  const api = useApi();
  const session = useSession();
  const [pdfBusy, setPdfBusy] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<DeclaracaoListItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  const { state, refreshing, loadingMore, load, loadMore, updateItems } = useCursorList({
    queryKey: ['declaracao-mine', session.user?.uid],
    fetchPage: async (cursor) => {
      const res = await fetchMyDeclaracoes(api, cursor);
      return { items: res.list, nextCursor: res.next_cursor ?? null, extra: res.index_warning ?? null };
    },
    failureMessage: listLoadMessage,
  });

  async function pdf(item: DeclaracaoListItem) {
    setPdfBusy(item.id);
    try {
      const outcome = await downloadDeclaracaoPdf(api, item.id);
      if (outcome === 'done')
        updateItems((items) =>
          items.map((i) => (i.id === item.id ? { ...i, pdf_generated: true, is_draft: false } : i)),
        );
    } finally {
      setPdfBusy(null);
    }
  }

  async function confirmDelete() {
    const item = toDelete;
    if (!item) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setToDelete(null);
      toast.error('Rede indisponível');
      return;
    }
    setDeleting(true);
    try {
      await deleteDeclaracao(api, item.id);
      updateItems((items) => items.filter((i) => i.id !== item.id));
      toast.success('Excluída');
    } catch (err) {
      toast.error(deleteFailureMessage(err));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

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
        <NovaDeclaracaoMenu />
      </div>

      {state.kind === 'loading' && <PageSpinner label="Carregando suas declarações..." />}

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
          {state.extra?.merged_fallback && (
            <p className="notice list-notice">Lista completada via mescla. Isso não afeta seus PDFs.</p>
          )}
          {state.items.length === 0 ? (
            <div className="empty-state card">
              <h2>Nenhuma declaração ainda</h2>
              <p>
                Crie sua primeira declaração de residência ou de trabalho: preencha, confira a prévia, pague e
                baixe o PDF.
              </p>
              <div className="empty-state-actions">
                <Link className="button button-primary" to="/CriarDeclaracaoResidencia">
                  Criar Declaração
                </Link>
                <Link className="button button-secondary" to="/DeclaracaoTrabalho">
                  Declaração de Trabalho
                </Link>
              </div>
            </div>
          ) : (
            <DeclaracoesTable
              items={state.items}
              pdfBusy={pdfBusy}
              onPdf={(item) => void pdf(item)}
              onDelete={setToDelete}
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

      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir declaração"
        message={DELETE_QUESTION}
        confirmLabel={deleting ? 'Excluindo...' : 'Excluir'}
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => !deleting && setToDelete(null)}
      />
    </>
  );
}

export function MinhasDeclaracoesPage() {
  return (
    <section className="page page-wide minhas-declaracoes" aria-labelledby="page-title">
      <h1 id="page-title">Minhas Declarações</h1>
      <RequireSignIn>
        <MinhasDeclaracoesList />
      </RequireSignIn>
    </section>
  );
}
