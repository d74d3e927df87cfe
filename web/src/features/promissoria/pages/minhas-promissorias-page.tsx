// /MinhasPromissorias (spec part 2 §2, §8; issue 20 item 5): the signed-in person's notes, newest batch first,
// filtered by batch (lote); "Atualizar", "Gerar Todas" (every note alone, one ZIP per batch), "Gerar Parcelas"
// (one PDF per batch, three notes to a sheet) and "Gerar PDF" per row; on a batch's first row, "Baixar versão
// paga" while an edit of the paid batch waits for its payment, and "Excluir" (the whole batch, confirmed in a
// dialog; issue 40). Signed-out visitors go to /Login.
import type { PromissoriaItem } from '@shared/api/promissorias';
import { formatBRL } from '@shared/format/brl';
import { formatDateBr, parseIsoDate } from '@shared/format/dates';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DeleteDialog } from '@/components/cursor-list-parts';
import { PaidVersionButton } from '@/components/paid-version-button';
import { RequireSignIn } from '@/components/require-sign-in';
import { useApi } from '@/lib/app-services';
import { deleteFailureMessage } from '@/lib/document-api';
import { useConfirmedDelete } from '@/lib/hooks/use-confirmed-delete';
import { useCursorList } from '@/lib/query/use-cursor-list';
import { useSession } from '@/lib/session/session-provider';
import {
  deletePromissoriaLote,
  downloadPromissoriaPdf,
  fetchMyPromissorias,
  listLoadMessage,
  type PromissoriaPdfChoice,
} from '../api/promissoria-api';
import '@/components/document-list.css';
import '../promissoria.css';
import { readableReference } from '@shared/format/reference';

// A batch is one document: its notes cannot be deleted one by one.
const DELETE_QUESTION =
  'Excluir este lote de promissórias, com todas as suas notas? Esta ação não pode ser desfeita.';

function dueDate(item: PromissoriaItem): string {
  const date = parseIsoDate(item.data_vencimento);
  return date ? formatDateBr(date) : item.data_vencimento;
}

function MinhasPromissoriasList() {
  const api = useApi();
  const session = useSession();
  const [typedLote, setTypedLote] = useState('');
  const [lote, setLote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const { state, refreshing, loadingMore, load, loadMore, updateItems } = useCursorList({
    queryKey: ['promissoria-list', session.user?.uid, lote],
    fetchPage: async (cursor) => {
      const res = await fetchMyPromissorias(api, lote || null, cursor);
      return { items: res.list, nextCursor: res.next_cursor ?? null, extra: res.index_warning ?? null };
    },
    failureMessage: listLoadMessage,
  });

  const items = state.kind === 'ready' ? state.items : [];
  const lotes = [...new Set(items.map((item) => item.lote_id))];

  async function download(key: string, run: () => Promise<unknown>) {
    setBusy(key);
    try {
      await run();
    } finally {
      setBusy(null);
    }
  }

  const removal = useConfirmedDelete<string>({
    remove: (loteId) => deletePromissoriaLote(api, loteId),
    onRemoved: (loteId) => updateItems((list) => list.filter((item) => item.lote_id !== loteId)),
    successText: 'Excluído',
    failureText: deleteFailureMessage,
  });

  /** The choice for each batch shown (the filtered one, or every batch on the page). */
  const forEachLote = (choice: PromissoriaPdfChoice) => async () => {
    for (const id of lotes) await downloadPromissoriaPdf(api, id, choice);
  };

  return (
    <>
      <form
        className="list-toolbar"
        aria-label="Filtrar promissórias"
        onSubmit={(e) => {
          e.preventDefault();
          setLote(typedLote.trim());
        }}
      >
        <div className="field">
          <label htmlFor="prom-filtro-lote">Lote</label>
          <input
            id="prom-filtro-lote"
            value={typedLote}
            maxLength={160}
            placeholder="Todos os lotes"
            onChange={(e) => setTypedLote(e.target.value)}
            onBlur={() => setLote(typedLote.trim())}
          />
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={state.kind === 'loading' || refreshing}
          onClick={load}
        >
          {refreshing ? 'Atualizando...' : 'Atualizar'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={lotes.length === 0 || busy !== null}
          onClick={() => void download('todas', forEachLote({ kind: 'todas' }))}
        >
          {busy === 'todas' ? 'Gerando...' : 'Gerar Todas'}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={lotes.length === 0 || busy !== null}
          onClick={() => void download('folha', forEachLote({ kind: 'folha' }))}
        >
          {busy === 'folha' ? 'Gerando...' : 'Gerar Parcelas'}
        </button>
      </form>

      {state.kind === 'loading' && (
        <p role="status" className="muted">
          Carregando...
        </p>
      )}

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
          {state.extra?.merged_fallback && (
            <p className="notice list-notice">
              Lista completada via mescla (email/owner). Isso não afeta seus PDFs.
            </p>
          )}
          {items.length === 0 ? (
            <div className="empty-state card">
              <p>Nenhuma promissória encontrada</p>
              <Link className="button button-primary" to="/CriarPromissoria">
                Criar Promissórias
              </Link>
            </div>
          ) : (
            <div className="prom-table-wrap">
              <table className="prom-table">
                <caption className="visually-hidden">Minhas promissórias</caption>
                <thead>
                  <tr>
                    <th scope="col">Número</th>
                    <th scope="col">Valor</th>
                    <th scope="col">Vencimento</th>
                    <th scope="col">Beneficiário</th>
                    <th scope="col">Emitente</th>
                    <th scope="col">Lote</th>
                    <th scope="col">Ações</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item, index) => (
                    <tr key={item.id}>
                      <td>{item.numero}</td>
                      <td>{formatBRL(item.valor_nominal_centavos)}</td>
                      <td>{dueDate(item)}</td>
                      <td>{item.beneficiario_nome}</td>
                      <td>{item.emitente_nome}</td>
                      <td className="prom-lote">
                        <code className="ref-code" title={item.lote_id}>
                          {readableReference(item.lote_id)}
                        </code>
                      </td>
                      <td>
                        <div className="row-actions">
                          <button
                            type="button"
                            className="button button-secondary button-small"
                            disabled={busy !== null}
                            aria-label={`Gerar PDF da promissória ${item.numero} do lote ${readableReference(item.lote_id)}`}
                            onClick={() =>
                              void download(item.id, () =>
                                downloadPromissoriaPdf(api, item.lote_id, {
                                  kind: 'nota',
                                  parcela: item.indice_parcela,
                                }),
                              )
                            }
                          >
                            {busy === item.id ? 'Gerando...' : 'Gerar PDF'}
                          </button>
                          {item.paid_version_available && items[index - 1]?.lote_id !== item.lote_id && (
                            <PaidVersionButton
                              route="promissoria-pdf"
                              query={{ lote: item.lote_id }}
                              reference={readableReference(item.lote_id)}
                            />
                          )}
                          {items[index - 1]?.lote_id !== item.lote_id && (
                            <button
                              type="button"
                              className="button button-ghost button-small button-delete"
                              aria-label={`Excluir o lote ${readableReference(item.lote_id)}`}
                              onClick={() => removal.ask(item.lote_id)}
                            >
                              Excluir
                            </button>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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

      <DeleteDialog removal={removal} title="Excluir lote de promissórias" message={DELETE_QUESTION} />
    </>
  );
}

export function MinhasPromissoriasPage() {
  return (
    <section className="page page-wide" aria-labelledby="page-title">
      <h1 id="page-title">Minhas Promissórias</h1>
      <RequireSignIn>
        <MinhasPromissoriasList />
      </RequireSignIn>
    </section>
  );
}
