// /CriarPromissoria (spec part 2 §2, §4, §5; issue 20): the batch form on the left (instalments, Beneficiário,
// Emitente, Local de Pagamento, "Gerar", the payment), the preview table "Pré-visualização (n)" on the right
// with "Gerar Parcelas (3/folha)". The batch is saved on the server (autosaved while signed in, `?lote=` reopens
// it); its instalments come from the same split the server prints, and the PDF from the stored batch.
import { zodResolver } from '@hookform/resolvers/zod';
import type { PromissoriaSaveResponse } from '@shared/api/promissorias';
import { parseInline } from '@shared/documents/blocks';
import { PROMISSORIA_NEXT_STEPS } from '@shared/documents/promissoria/next-steps';
import { notesPreview } from '@shared/documents/promissoria/note-text';
import { promissoriaNotes } from '@shared/documents/promissoria/notes';
import {
  emptyPromissoria,
  isBlankPromissoria,
  PROMISSORIA_MESSAGES,
  type PromissoriaFinal,
  type PromissoriaForm,
  promissoriaDraftSchema,
  promissoriaFinalSchema,
} from '@shared/documents/promissoria/schema';
import { type Parcela, parcelas } from '@shared/documents/promissoria/split';
import { formatBRL } from '@shared/format/brl';
import { formatDateBr } from '@shared/format/dates';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { REPAYMENT_WARNING } from '@/components/document-editor/document-record';
import { saveErrorText } from '@/components/document-editor/draft-status-bar';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview } from '@/components/document-preview/document-preview';
import { DocumentReference } from '@/components/document-reference';
import { checkForm, DocumentForm, firstError, focusField, useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { forgetPaymentId } from '@/components/payment/payment-storage';
import { usePaidEditConfirmation } from '@/components/payment/use-paid-edit-confirmation';
import { RequireSignIn } from '@/components/require-sign-in';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { isStaleVersion, useAutosave } from '@/lib/hooks/use-autosave';
import { usePriceTable } from '@/lib/price-table';
import { useDocument } from '@/lib/query/use-document';
import { useSession } from '@/lib/session/session-provider';
import {
  downloadPromissoriaPdf,
  formFromStored,
  getPromissoriaLote,
  PRODUCT,
  savePromissoria,
} from '../api/promissoria-api';
import { PixSection } from '../components/pix-section';
import { PromissoriaPayment } from '../components/promissoria-payment';
import {
  BeneficiarioSection,
  EmitenteSection,
  LocalPagamentoSection,
  ParcelasSection,
} from '../components/promissoria-sections';
import '@/components/document-editor/document-editor.css';
import '../promissoria.css';
import type { ContratoRecord } from '@shared/api/contratos';
import { versionedOf } from '@/lib/versioned-save';

const idOf = (name: string) => `prom-${name}`;
/** Autosave 900 ms after the last change, as the other pages (spec part 2 §9). */
const AUTOSAVE_DELAY_MS = 900;
const LOAD_TEXTS = {
  notFound: 'Lote de promissórias não encontrado.',
  forbidden: 'Sem permissão para abrir este lote.',
};

interface LoteMeta {
  id: string | null;
  paid: boolean;
  needsRepayment: boolean;
  blocked: boolean;
}

const NEW_LOTE: LoteMeta = { id: null, paid: false, needsRepayment: false, blocked: false };

function recordMetaOf(id: string, data: ContratoRecord): LoteMeta {
  return { id, paid: data.paid, needsRepayment: data.needs_repayment, blocked: data.blocked };
}

interface EditorProps {
  urlId: string | null;
  onOwnId: (id: string) => void;
}

function PromissoriaEditor({ urlId, onOwnId }: EditorProps) {
  const api = useApi();
  const session = useSession();
  const [, setParams] = useSearchParams();
  const { table } = usePriceTable();
  // The rules of spec part 2 §5 are the shared schema (the server runs the same). Field errors show once a
  // field is left; "Gerar" and paying check every field at once.
  const methods = useForm<PromissoriaForm, unknown, PromissoriaFinal>({
    defaultValues: emptyPromissoria(new Date()),
    resolver: zodResolver(promissoriaFinalSchema as never) as unknown as Resolver<
      PromissoriaForm,
      unknown,
      PromissoriaFinal
    >,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  // The toolkit reads the form as typed; only the final check's output (count and value as numbers) differs.
  const typed = methods as unknown as UseFormReturn<PromissoriaForm>;
  const { values: form, load: setForm } = useFormSnapshot(typed);
  usePrintableErrors(methods, promissoriaDraftSchema, form);
  const previewed = useDeferredValue(form);
  const notePreview = useMemo(() => previewOfNotes(previewed), [previewed]);
  const [openedId] = useState(urlId);
  const [record, setRecord] = useState<LoteMeta>(NEW_LOTE);
  const [preview, setPreview] = useState<Parcela[]>([]);
  const [busy, setBusy] = useState(false);
  const recordIdRef = useRef<string | null>(null);
  const paidRef = useRef(false);
  paidRef.current = record.paid;
  // Issue 41 item 3: a paid batch asks before its first change (any change un-pays it, as a contract), and keeps
  // its paid notes when the answer is "Cancelar".
  const paidEdit = usePaidEditConfirmation(typed, record.paid && !session.isAdmin && !record.blocked);

  const stored = useDocument({
    kind: PRODUCT,
    id: openedId,
    fetch: (id) => getPromissoriaLote(api, id),
    texts: LOAD_TEXTS,
    onLoaded: (res, id) => {
      const loaded = formFromStored(res.data.form);
      setForm(loaded);
      markSaved(loaded, res.data.form_version, id);
      recordIdRef.current = id;
      onOwnId(id);
      setRecord(recordMetaOf(id, res.data));
    },
  });
  const load = stored.state;

  /** The batch got its id here: into the URL (a reload reopens it), without reopening the page. */
  const adopt = useCallback(
    (id: string) => {
      recordIdRef.current = id;
      onOwnId(id);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('lote', id);
          return next;
        },
        { replace: true },
      );
    },
    [onOwnId, setParams],
  );

  const onSaved = (res: PromissoriaSaveResponse) => {
    if (recordIdRef.current !== res.id) adopt(res.id);
    if (res.needs_repayment && paidRef.current) {
      forgetPaymentId(res.id);
      toast.warning(REPAYMENT_WARNING);
    }
    setRecord((r) => ({
      ...r,
      id: res.id,
      ...(res.needs_repayment ? { paid: false, needsRepayment: true } : {}),
    }));
  };

  const saver = useAutosave<PromissoriaForm, undefined, PromissoriaSaveResponse>({
    value: form,
    enabled: load.kind === 'ready' && !paidEdit.pending,
    canAutosave: (value, id) => id !== null || !isBlankPromissoria(value),
    delayMs: AUTOSAVE_DELAY_MS,
    draftNamespace: `promissoria:${session.user?.uid ?? ''}`,
    // Confirmed on this page (`paidEdit`), a save may un-pay; otherwise the server refuses it and the autosave
    // indicator asks the same question (a batch paid in another window meanwhile).
    repaymentConfirmed: paidEdit.confirmed,
    save: async (request) => {
      const res = await savePromissoria(api, {
        loteId: request.documentId,
        form: request.value,
        ...versionedOf(request),
      });
      onSaved(res);
      return { documentId: res.id, version: res.form_version ?? null, response: res };
    },
    // After a 409: the stored form, and its payment state shown as it is now (paid since, blocked...).
    fetchLatest: async (id) => {
      const res = await stored.fetchLatest(id);
      setRecord(recordMetaOf(id, res.data));
      return { value: formFromStored(res.data.form), version: res.data.form_version };
    },
    onReplace: setForm,
  });
  const { markSaved } = saver;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per editor
  useEffect(() => {
    if (!openedId) markSaved(form, null, null);
  }, []);

  /** Saves now (before paying or printing): the batch's id, or null when that failed (told by a toast). */
  const save = async (): Promise<string | null> => {
    const outcome = await saver.save(undefined, { force: false });
    if (!outcome) return recordIdRef.current;
    if (outcome.ok) return outcome.response.id;
    if (!isStaleVersion(outcome.error)) toast.error('Falha ao salvar agora');
    return null;
  };

  /** Spec part 2 §5: any failure says "Preencha os campos obrigatórios" and marks every field. */
  function passesCheck(): Promise<boolean> {
    return checkForm(methods, (errors) => {
      toast.warning(PROMISSORIA_MESSAGES.campos);
      const first = firstError(errors);
      if (first?.name) focusField(idOf(first.name));
    });
  }

  /** The instalments of the checked form, replacing the previous preview. */
  function generateInstalments(): Parcela[] | null {
    const final = promissoriaFinalSchema.safeParse(methods.getValues());
    if (!final.success) return null;
    try {
      const list = parcelas({
        totalParcelas: final.data.total_parcelas,
        valorTotalCentavos: final.data.valor_total_centavos,
        dataPrimeiroVencimento: final.data.data_primeiro_vencimento,
      });
      setPreview(list);
      return list;
    } catch {
      toast.error('Erro ao gerar parcelas');
      return null;
    }
  }

  const canGenerate = record.paid || session.isAdmin;

  /** "Gerar": the instalments into the preview, once paid (or for an admin). */
  async function onGenerate() {
    if (!(await passesCheck())) return;
    if (!canGenerate) {
      toast.warning(PROMISSORIA_MESSAGES.pagamento);
      return;
    }
    if (generateInstalments()) toast.success('Parcelas geradas');
  }

  /** "Gerar Parcelas (3/folha)": the stored batch printed three notes to a sheet. */
  async function onPrint() {
    if (!(await passesCheck())) return;
    if (!canGenerate) {
      toast.warning(PROMISSORIA_MESSAGES.pagamento);
      return;
    }
    setBusy(true);
    try {
      const id = await save();
      if (!id || !generateInstalments()) return;
      const outcome = await downloadPromissoriaPdf(api, id, { kind: 'folha' });
      if (outcome === 'unpaid') setRecord((r) => ({ ...r, paid: false }));
    } finally {
      setBusy(false);
    }
  }

  const ensureReference = async (): Promise<string | null> => {
    if (!(await passesCheck())) return null;
    return save();
  };

  if (load.kind === 'loading') return <PageSpinner label="Carregando..." />;
  if (load.kind === 'error') {
    return (
      <DocumentLoadError
        failure={load}
        onRetry={stored.reload}
        create={{ to: '/CriarPromissoria', label: 'Criar novas promissórias' }}
        list={{ to: '/MinhasPromissorias', label: 'Minhas Promissórias' }}
      />
    );
  }

  const emitente = form.emitente_nome.trim();
  const beneficiario = form.beneficiario_nome.trim();
  return (
    <>
      <AutosaveIndicator autosave={saver} errorText={saveErrorText(saver.status)} />
      {paidEdit.dialog}
      {record.needsRepayment && !record.paid && !session.isAdmin && (
        <p className="decl-warning" role="alert">
          {REPAYMENT_WARNING}
        </p>
      )}
      <div className="doc-layout">
        <div className="doc-main">
          <DocumentForm form={typed} idOf={idOf} className="form decl-form" label="Dados das promissórias">
            <ParcelasSection />
            <BeneficiarioSection />
            <EmitenteSection />
            <LocalPagamentoSection />
            <PixSection />
          </DocumentForm>

          {record.id && <DocumentReference id={record.id} />}
          <section className="decl-pdf" aria-label="Gerar">
            <button
              type="button"
              className="button button-primary button-large button-block"
              disabled={!canGenerate || busy || (record.blocked && !session.isAdmin)}
              aria-describedby="prom-gerar-hint"
              onClick={() => void onGenerate()}
            >
              Gerar
            </button>
            <p id="prom-gerar-hint" className={canGenerate ? 'field-hint' : 'field-hint prom-warning'}>
              {canGenerate ? 'Gera as parcelas na pré-visualização ao lado.' : PROMISSORIA_MESSAGES.pagamento}
            </p>
          </section>

          <PromissoriaPayment
            reference={record.id}
            ensureReference={ensureReference}
            amountCents={table.promissoria}
            paid={record.paid}
            onPaid={() => setRecord((r) => ({ ...r, paid: true, needsRepayment: false }))}
            disabled={record.blocked}
          />
        </div>

        <aside id="prom-preview" className="doc-aside" aria-labelledby="prom-note-preview-title">
          <h2 id="prom-note-preview-title">Prévia</h2>
          {notePreview ? (
            <DocumentPreview
              blocks={notePreview.blocks}
              label="Prévia das notas promissórias"
              note={
                notePreview.total > notePreview.shown
                  ? `As ${notePreview.shown} primeiras de ${notePreview.total} notas, como o PDF as imprime.`
                  : 'As notas como o PDF as imprime. Cada nota é assinada pelo emitente.'
              }
            />
          ) : (
            <p className="muted" data-testid="prom-preview-hint">
              Preencha os dados do lote para ver a prévia das notas.
            </p>
          )}
          <h2 id="prom-preview-title">Pré-visualização ({preview.length})</h2>
          {preview.length === 0 ? (
            <p className="muted">Gere as parcelas para visualizar</p>
          ) : (
            <div className="prom-table-wrap">
              <table className="prom-table">
                <caption className="visually-hidden">Parcelas do lote</caption>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Valor</th>
                    <th scope="col">Vencimento</th>
                    <th scope="col">Beneficiário</th>
                    <th scope="col">Emitente</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.map((p) => (
                    <tr key={p.indice}>
                      <td>{p.numero}</td>
                      <td>{formatBRL(p.valorCentavos)}</td>
                      <td>{formatDateBr(p.vencimento)}</td>
                      <td>{beneficiario}</td>
                      <td>{emitente}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <button
            type="button"
            className="button button-primary button-block"
            disabled={!canGenerate || busy || (record.blocked && !session.isAdmin)}
            onClick={() => void onPrint()}
          >
            {busy ? 'Gerando PDF...' : 'Gerar Parcelas (3/folha)'}
          </button>
          <p className="field-hint">
            Três notas por folha A4, com linhas de corte. Cada nota é assinada pelo emitente.{' '}
            <Link to="/MinhasPromissorias">Minhas Promissórias</Link>
          </p>
          <section className="prom-next-steps" aria-labelledby="prom-next-steps-title">
            <h2 id="prom-next-steps-title">Próximos passos</h2>
            <ol>
              {PROMISSORIA_NEXT_STEPS.map((step) => (
                <li key={step}>
                  {parseInline(step).map((run, i) =>
                    // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional
                    run.bold ? <strong key={i}>{run.text}</strong> : <span key={i}>{run.text}</span>,
                  )}
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </>
  );
}

/** Notes shown in the preview: one sheet's worth; the PDF prints them all. */
const PREVIEW_NOTES = 3;

/**
 * Issue 41 item 10: the first notes of a batch that passes the final check, as the PDF words them, for the
 * watermarked preview before payment; null while the form does not pass (the fields say why).
 */
function previewOfNotes(
  form: PromissoriaForm,
): { blocks: ReturnType<typeof notesPreview>; shown: number; total: number } | null {
  const final = promissoriaFinalSchema.safeParse(form);
  if (!final.success) return null;
  try {
    const notes = promissoriaNotes(final.data);
    const shown = notes.slice(0, PREVIEW_NOTES);
    return { blocks: notesPreview(shown), shown: shown.length, total: notes.length };
  } catch {
    return null;
  }
}

/** With `?lote=` a saved batch, without it a new one. */
export function CriarPromissoriaPage() {
  const [params] = useSearchParams();
  const urlId = params.get('lote');
  const editor = useRef({ identity: urlId, own: new Set<string>(), key: 0 });
  if (urlId !== editor.current.identity) {
    if (urlId && editor.current.own.has(urlId)) editor.current.identity = urlId;
    else editor.current = { identity: urlId, own: new Set(), key: editor.current.key + 1 };
  }
  const onOwnId = useCallback((id: string) => {
    editor.current.own.add(id);
  }, []);

  return (
    <section className="page page-wide decl-page" aria-labelledby="page-title">
      <header className="decl-header">
        <h1 id="page-title">Criar Promissórias</h1>
        <p className="muted">
          Preencha o lote (de 1 a 120 parcelas), o beneficiário, o emitente e o local de pagamento. Depois do
          pagamento, gere as notas promissórias prontas para imprimir, três por folha.
        </p>
        <a className="decl-preview-link" href="#prom-preview">
          Ver prévia
        </a>
      </header>
      <RequireSignIn>
        <PromissoriaEditor key={editor.current.key} urlId={urlId} onOwnId={onOwnId} />
      </RequireSignIn>
    </section>
  );
}
