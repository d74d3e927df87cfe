// /MinhasDeclaracoes (spec part 2 §2, §8): the signed-in person's declarations, newest first, with copy of the
// reference, PDF, Editar and Excluir (confirmed in a dialog); "Atualizar" and "Nova Declaração" (a choice of
// kinds); empty,
// loading and error states. Signed-out visitors go to /Login and come back here.
import type { DeclaracaoListItem } from '@shared/api/declaracoes';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DeleteDialog, ListLoadFailure, LoadMoreButton, RefreshButton } from '@/components/cursor-list-parts';
import { PageSpinner } from '@/components/page-spinner';
import { RequireSignIn } from '@/components/require-sign-in';
import { useApi } from '@/lib/app-services';
import { deleteFailureMessage, downloadDeclaracaoPdf } from '@/lib/document-api';
import { useConfirmedDelete } from '@/lib/hooks/use-confirmed-delete';
import { useCursorList } from '@/lib/query/use-cursor-list';
import { useSession } from '@/lib/session/session-provider';
import { deleteDeclaracao, fetchMyDeclaracoes, listLoadMessage } from '../api/declaracoes-api';
import { DeclaracoesTable } from '../components/declaracoes-table';
import { NovaDeclaracaoMenu } from '../components/nova-declaracao-menu';
import '@/components/document-list.css';

const DELETE_QUESTION = 'Excluir esta declaração? Esta ação não pode ser desfeita.';

function MinhasDeclaracoesList() {
  const api = useApi();
  const session = useSession();
  const [pdfBusy, setPdfBusy] = useState<string | null>(null);

  const { state, refreshing, loadingMore, load, loadMore, updateItems } = useCursorList({
    queryKey: ['declaracao-mine', session.user?.uid],
    fetchPage: async (cursor) => {
      const res = await fetchMyDeclaracoes(api, cursor);
      return { items: res.list, nextCursor: res.next_cursor ?? null, extra: res.index_warning ?? null };
    },
    failureMessage: listLoadMessage,
  });

  const removal = useConfirmedDelete<DeclaracaoListItem>({
    remove: (item) => deleteDeclaracao(api, item.id),
    onRemoved: (item) => updateItems((items) => items.filter((i) => i.id !== item.id)),
    successText: 'Excluída',
    failureText: deleteFailureMessage,
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

  return (
    <>
      <div className="list-toolbar">
        <RefreshButton busy={state.kind === 'loading'} refreshing={refreshing} onClick={load} />
        <NovaDeclaracaoMenu />
      </div>

      {state.kind === 'loading' && <PageSpinner label="Carregando suas declarações..." />}

      {state.kind === 'error' && <ListLoadFailure message={state.message} onRetry={load} />}

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
              onDelete={removal.ask}
            />
          )}
          <LoadMoreButton nextCursor={state.nextCursor} loading={loadingMore} onClick={loadMore} />
        </>
      )}

      <DeleteDialog removal={removal} title="Excluir declaração" message={DELETE_QUESTION} />
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
