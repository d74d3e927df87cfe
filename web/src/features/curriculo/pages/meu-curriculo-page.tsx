// /MeuCurriculo (the spec leaves its content open; issue 5 item 3): the signed-in person's resumes, newest
// first, as cards with status, Editar, Visualizar, "Pagar agora", "Baixar PDF" and Excluir (confirmed); an
// empty state leading to CriarCurriculo; loading, error and retry. Signed-out visitors go to /Login and back.
import type { CurriculoListItem } from '@shared/api/curriculos';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageSpinner } from '@/components/page-spinner';
import { primePdfjs } from '@/components/pdf-viewer/pdfjs';
import { RequireSignIn } from '@/components/require-sign-in';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { useApi } from '@/lib/app-services';
import { deleteFailureMessage } from '@/lib/document-api';
import { savesData, whenIdle } from '@/lib/idle';
import { useCursorList } from '@/lib/query/use-cursor-list';
import { useSession } from '@/lib/session/session-provider';
import { deleteCurriculo, fetchMyCurriculos } from '../api/curriculo-api';
import { downloadCurriculoPdf } from '../api/curriculo-pdf';
import { forgetLocalCurriculo, mirrorCurriculo } from '../api/local-records';
import { CurriculoCard } from '../components/curriculo-card';
import '../curriculo.css';

export function listFailureMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return 'Sem conexão. Verifique sua internet e tente novamente.';
    if (err.status >= 500) return 'Erro interno ao carregar seus currículos.';
    return err.message;
  }
  return 'Não foi possível carregar seus currículos.';
}

function MeuCurriculoList() {
  const api = useApi();
  const session = useSession();
  const email = session.user?.email ?? '';
  const [pdfBusy, setPdfBusy] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CurriculoListItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  const { state, refreshing, loadingMore, load, loadMore, updateItems } = useCursorList({
    queryKey: ['curriculo-mine', session.user?.uid],
    fetchPage: async (cursor) => {
      const res = await fetchMyCurriculos(api, cursor);
      // The browser's `curriculos` record mirrors what the server says of each resume on the first page.
      if (!cursor && email && Array.isArray(res.list))
        for (const item of [...res.list].reverse()) mirrorCurriculo(item, email);
      return { items: res.list, nextCursor: res.next_cursor ?? null, extra: null };
    },
    failureMessage: listFailureMessage,
  });

  // The likely next click, "Visualizar", draws a PDF: once the list is on screen and the browser is idle, pdf.js
  // and its worker (a 1.3 MB script to compile) start and draw a first page off screen, so the click does not
  // wait for them.
  useEffect(() => {
    if (state.kind !== 'ready') return;
    return whenIdle(() => {
      if (!savesData()) primePdfjs();
    });
  }, [state.kind]);

  async function pdf(item: CurriculoListItem) {
    setPdfBusy(item.id);
    try {
      const outcome = await downloadCurriculoPdf(api, item);
      // The server knows better than the list: a 402 on a "liberado" card means the list is stale.
      if (outcome === 'unpaid' && item.display_status === 'liberado') load();
    } finally {
      setPdfBusy(null);
    }
  }

  async function confirmDelete() {
    const item = toDelete;
    if (!item) return;
    setDeleting(true);
    try {
      await deleteCurriculo(api, item.id);
      updateItems((items) => items.filter((i) => i.id !== item.id));
      forgetLocalCurriculo(item.id);
      toast.success('Currículo excluído');
    } catch (err) {
      toast.error(deleteFailureMessage(err));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  return (
    <>
      <div className="list-toolbar cv-list-toolbar">
        <button
          type="button"
          className="button button-secondary"
          disabled={state.kind === 'loading' || refreshing}
          onClick={load}
        >
          {refreshing ? 'Atualizando...' : 'Atualizar'}
        </button>
        <Link className="button button-primary" to="/CriarCurriculo">
          Novo Currículo
        </Link>
        <Link className="button button-ghost" to="/Layouts">
          Ver modelos
        </Link>
      </div>

      {state.kind === 'loading' && <PageSpinner label="Carregando seus currículos..." />}

      {state.kind === 'error' && (
        <div className="alert alert-error cv-list-error" role="alert">
          <p>{state.message}</p>
          <button type="button" className="button button-secondary" onClick={load}>
            Tentar novamente
          </button>
        </div>
      )}

      {state.kind === 'ready' &&
        (state.items.length === 0 ? (
          <div className="empty-state card cv-empty">
            <h2>Você ainda não tem currículos</h2>
            <p>
              Preencha seus dados uma vez, escolha entre seis modelos e baixe o PDF pronto para enviar. Dá
              para voltar e editar quando quiser.
            </p>
            <Link className="button button-primary" to="/CriarCurriculo">
              Criar meu currículo
            </Link>
          </div>
        ) : (
          <ul className="cv-cards" aria-label="Seus currículos, do mais recente para o mais antigo">
            {state.items.map((item) => (
              <li key={item.id}>
                <CurriculoCard
                  item={item}
                  pdfBusy={pdfBusy === item.id}
                  onPdf={() => void pdf(item)}
                  onDelete={() => setToDelete(item)}
                  onPaid={() => load()}
                />
              </li>
            ))}
          </ul>
        ))}

      {state.kind === 'ready' && state.nextCursor && (
        <button
          type="button"
          className="button button-secondary cv-more"
          disabled={loadingMore}
          onClick={loadMore}
        >
          {loadingMore ? 'Carregando...' : 'Carregar mais'}
        </button>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir currículo"
        message={`Excluir o currículo "${toDelete?.nome.trim() || 'sem nome'}"? Esta ação não pode ser desfeita.`}
        confirmLabel={deleting ? 'Excluindo...' : 'Excluir'}
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => !deleting && setToDelete(null)}
      />
    </>
  );
}

export function MeuCurriculoPage() {
  return (
    <section className="page page-wide cv-page cv-mine" aria-labelledby="page-title">
      <h1 id="page-title">Meu Currículo</h1>
      <RequireSignIn>
        <MeuCurriculoList />
      </RequireSignIn>
    </section>
  );
}
