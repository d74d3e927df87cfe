// /GerarRecibosAluguel, "Gerar Recibos de Aluguel (sem contrato)" (spec part 2 §2, §3, §5): the parties, the
// property and term, the rent and its words, the payment box and "Gerar Recibos". Open to signed-out visitors:
// their receipts are bound to the access key the server answers on the first save, kept by this browser per
// document and sent in a header (never in the URL); a signed-in person owns them like any other document.
// `?reference=` opens saved receipts.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ContratoRecord, ContratoSaveResponse } from '@shared/api/contratos';
import { toPreview } from '@shared/documents/blocks';
import { receiptsBlocks } from '@shared/documents/recibo-aluguel/receipts';
import {
  checkReciboAluguel,
  emptyReciboAluguel,
  RECIBO_ALUGUEL_MESSAGES,
  type ReciboAluguelField,
  type ReciboAluguelForm,
  reciboAluguelDraftSchema,
  reciboAluguelFinalSchema,
} from '@shared/documents/recibo-aluguel/schema';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { DECLARACAO_AUTOSAVE_DELAY_MS } from '@/components/document-editor/document-record';
import { DraftStatusBar, saveErrorText } from '@/components/document-editor/draft-status-bar';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview } from '@/components/document-preview/document-preview';
import { checkForm, DocumentForm, firstError, focusField, useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { AnonymousReturn, BrowserDocuments } from '@/components/payment/components/anonymous-return';
import { PaymentPanel } from '@/components/payment/components/payment-panel';
import { forgetPaymentId } from '@/components/payment/payment-storage';
import { usePaidEditConfirmation } from '@/components/payment/use-paid-edit-confirmation';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { isStaleVersion, useAutosave } from '@/lib/hooks/use-autosave';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
import { useDocument } from '@/lib/query/use-document';
import { useSession } from '@/lib/session/session-provider';
import {
  downloadRecibosPdf,
  formFromStored,
  getReciboAluguel,
  PRODUCT,
  recallAccessKey,
  rememberAccessKey,
  saveReciboAluguel,
} from '../api/recibo-aluguel-api';
import { ImovelSection } from '../components/imovel-section';
import { LocadorSection, LocatarioSection } from '../components/partes-sections';
import { ValoresSection } from '../components/valores-section';
import { fieldElementId, isBlankRecibo, wordsAreAuto } from '../recibo-fields';
// The document pages share their section and column layout.
import '@/components/document-editor/document-editor.css';
import { versionedOf } from '@/lib/versioned-save';

const EMPTY = emptyReciboAluguel();
const idOf = (name: string) => fieldElementId(name as ReciboAluguelField);
const resolver = zodResolver(reciboAluguelFinalSchema()) as unknown as Resolver<ReciboAluguelForm>;

/** The payment box's wording on this page (spec part 2 §2). */
const PAYMENT_LABELS = {
  approved: 'Pagamento aprovado ✓',
  admin: 'Admin liberado sem pagamento.',
  notRequired: 'Pagamento não exigido no momento.',
};
const UNPAID_HINT = 'Pagamento necessário para liberar os recibos.';
const REPAYMENT_WARNING = 'Edição detectada: é necessário um novo pagamento para liberar os recibos.';
const BLOCKED_WARNING = 'Documento bloqueado (contate suporte).';
const LOAD_TEXTS = {
  notFound: 'Recibos não encontrados.',
  forbidden: 'Sem permissão para abrir estes recibos.',
};

interface RecordMeta {
  id: string | null;
  paid: boolean;
  needsRepayment: boolean;
  blocked: boolean;
}

const NEW_RECORD: RecordMeta = { id: null, paid: false, needsRepayment: false, blocked: false };

function recordMetaOf(reference: string, data: ContratoRecord): RecordMeta {
  return { id: reference, paid: data.paid, needsRepayment: data.needs_repayment, blocked: data.blocked };
}

interface EditorProps {
  urlReference: string | null;
  /** Tells the page which references this editor created, so putting one in the URL does not reopen it. */
  onOwnReference: (reference: string) => void;
}

function RecibosEditor({ urlReference, onOwnReference }: EditorProps) {
  const api = useApi();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  // `pdf=1` (Meus Contratos' "Abrir + PDF"): the receipts are generated once they have loaded.
  const [pdfOnLoad] = useState(() => urlReference !== null && params.get('pdf') === '1');
  const pdfOnLoadDone = useRef(false);
  const { table } = usePriceTable();
  const methods = useForm<ReciboAluguelForm>({
    defaultValues: EMPTY,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  // Issue 41 item 10: the receipts the PDF prints, watermarked, before paying; up to 120 of them follow the
  // typing without holding it up.
  const previewed = useDeferredValue(form);
  const preview = useMemo(() => toPreview(receiptsBlocks(previewed)), [previewed]);
  usePrintableErrors(methods, reciboAluguelDraftSchema, form);
  const [autoWords, setAutoWords] = useState(true);
  const [record, setRecord] = useState<RecordMeta>(NEW_RECORD);
  const [generating, setGenerating] = useState(false);
  const recordIdRef = useRef<string | null>(null);
  const paidRef = useRef(false);
  paidRef.current = record.paid;
  // The key of receipts made signed out, from this browser's store (a reopened page) or the first save.
  const [accessKey, setAccessKey] = useState<string | null>(() => recallAccessKey(urlReference));
  const accessKeyRef = useRef(accessKey);
  accessKeyRef.current = accessKey;
  const paidEdit = usePaidEditConfirmation(methods, record.paid && !session.isAdmin);

  const [openedReference] = useState(urlReference);
  const stored = useDocument({
    kind: PRODUCT,
    id: openedReference,
    fetch: (reference) => getReciboAluguel(api, reference, accessKeyRef.current),
    texts: LOAD_TEXTS,
    onLoaded: (res, reference) => {
      const loaded = formFromStored(res.data.form);
      setForm(loaded);
      setAutoWords(wordsAreAuto(loaded));
      markSaved(loaded, res.data.form_version, reference);
      recordIdRef.current = reference;
      onOwnReference(reference);
      setRecord(recordMetaOf(reference, res.data));
    },
  });
  const load = stored.state;

  /** The receipts got their reference here: into the URL (a reload reopens them), without reopening the page. */
  const adopt = useCallback(
    (reference: string) => {
      recordIdRef.current = reference;
      onOwnReference(reference);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('reference', reference);
          return next;
        },
        { replace: true },
      );
    },
    [onOwnReference, setParams],
  );

  const onSaved = (res: ContratoSaveResponse) => {
    if (res.access_key) {
      rememberAccessKey(res.reference, res.access_key);
      accessKeyRef.current = res.access_key;
      setAccessKey(res.access_key);
    }
    if (recordIdRef.current !== res.reference) adopt(res.reference);
    if (res.needs_repayment && paidRef.current) {
      forgetPaymentId(res.reference);
      toast.warning(REPAYMENT_WARNING);
    }
    setRecord((r) => ({
      ...r,
      id: res.reference,
      ...(res.needs_repayment ? { paid: false, needsRepayment: true } : {}),
    }));
  };

  const saver = useAutosave<ReciboAluguelForm, undefined, ContratoSaveResponse>({
    value: form,
    enabled: load.kind === 'ready' && !paidEdit.pending && !record.blocked,
    // Typed and then cleared: no empty receipts are stored.
    canAutosave: (value, id) => id !== null || !isBlankRecibo(value, EMPTY),
    delayMs: DECLARACAO_AUTOSAVE_DELAY_MS,
    draftNamespace: `recibo_aluguel:${session.user?.uid ?? 'anon'}`,
    repaymentConfirmed: paidEdit.confirmed,
    save: async (request) => {
      const res = await saveReciboAluguel(api, {
        reference: request.documentId,
        form: request.value,
        accessKey: accessKeyRef.current,
        ...versionedOf(request),
      });
      onSaved(res);
      return { documentId: res.reference, version: res.form_version ?? null, response: res };
    },
    // After a 409: the stored form, and its payment state shown as it is now (paid since, blocked...).
    fetchLatest: async (reference) => {
      const res = await getReciboAluguel(api, reference, accessKeyRef.current);
      setRecord(recordMetaOf(reference, res.data));
      return { value: formFromStored(res.data.form), version: res.data.form_version };
    },
    onReplace: setForm,
  });
  const { markSaved } = saver;

  // New receipts: the blank form is what is saved so far (edits kept in this browser are restored over it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per editor
  useEffect(() => {
    if (!openedReference) markSaved(form, null, null);
  }, []);

  /** "Salvar agora" and the saves paying and generating need first: the reference, or null (told why). */
  const save = async ({ force }: { force: boolean }): Promise<string | null> => {
    if (!recordIdRef.current && isBlankRecibo(form, EMPTY)) {
      toast.info('Preencha os dados dos recibos antes de salvar.');
      return null;
    }
    const outcome = await saver.save(undefined, { force });
    if (!outcome) return recordIdRef.current;
    if (outcome.ok) return outcome.response.reference;
    if (!isStaleVersion(outcome.error)) toast.error('Falha ao salvar agora');
    return null;
  };

  /**
   * The receipts' check (spec part 2 §5): the whole form's message as a toast ("Campos faltando: ..." and each
   * invalid field's own), every refused field marked with its own message, the first one focused.
   */
  function passesCheck(): Promise<boolean> {
    return checkForm(methods, (errors) => {
      const first = firstError(errors);
      if (!first) return;
      const check = checkReciboAluguel(methods.getValues());
      toast.error(check.ok ? first.message : check.message);
      if (first.name) focusField(idOf(first.name));
    });
  }

  // Payment is required unless the person is an admin or the price is zero (spec part 2 §2).
  const paymentRequired = !session.isAdmin && table.reciboaluguel !== 0;
  const released = record.paid || !paymentRequired;
  const blocked = record.blocked && !session.isAdmin;

  const ensureReference = async (): Promise<string | null> => {
    if (!(await passesCheck())) return null;
    return save({ force: false });
  };

  async function generate() {
    if (!(await passesCheck())) return;
    if (!released) {
      toast.warning(RECIBO_ALUGUEL_MESSAGES.pagamento);
      return;
    }
    setGenerating(true);
    try {
      const reference = await save({ force: false });
      if (!reference) return;
      const outcome = await downloadRecibosPdf(api, reference, accessKeyRef.current);
      if (outcome === 'unpaid') setRecord((r) => ({ ...r, paid: false }));
    } finally {
      setGenerating(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the opened receipts have loaded
  useEffect(() => {
    if (!pdfOnLoad || pdfOnLoadDone.current || load.kind !== 'ready' || !record.id) return;
    pdfOnLoadDone.current = true;
    if (released) void generate();
    else toast.warning(RECIBO_ALUGUEL_MESSAGES.pagamento);
  }, [load.kind, record.id]);

  if (load.kind === 'loading') return <PageSpinner label="Carregando recibos..." />;
  if (load.kind === 'error') {
    return (
      <DocumentLoadError
        failure={load}
        onRetry={stored.reload}
        create={{ to: '/GerarRecibosAluguel', label: 'Gerar novos recibos' }}
        list={{ to: '/MeusContratos', label: 'Meus Contratos' }}
      />
    );
  }

  return (
    <>
      <AutosaveIndicator autosave={saver} errorText={saveErrorText(saver.status)} />
      {paidEdit.dialog}
      {record.needsRepayment && !record.paid && !session.isAdmin && (
        <p className="decl-warning" role="alert">
          {REPAYMENT_WARNING}
        </p>
      )}
      {blocked && (
        <p className="decl-warning" role="alert">
          {BLOCKED_WARNING}
        </p>
      )}
      {!openedReference && <BrowserDocuments kind={PRODUCT} />}
      <div className="doc-layout">
        <div className="doc-main">
          <DocumentForm form={methods} idOf={idOf} className="form decl-form" label="Dados dos recibos">
            <LocadorSection />
            <LocatarioSection />
            <ImovelSection />
            <ValoresSection auto={autoWords} onAutoChange={setAutoWords} />
            <DraftStatusBar
              signedIn
              status={saver.status}
              recordId={record.id}
              isDraft
              onSaveNow={() => void save({ force: true })}
            />
          </DocumentForm>

          <PaymentPanel
            area="recibos_sem_contrato"
            reference={record.id}
            ensureReference={ensureReference}
            amountCents={table.reciboaluguel}
            paid={record.paid}
            onPaid={() => setRecord((r) => ({ ...r, paid: true, needsRepayment: false }))}
            disabled={blocked}
            accessKey={accessKey}
            labels={PAYMENT_LABELS}
          />

          <section className="decl-pdf" aria-label="Gerar Recibos">
            <button
              type="button"
              className="button button-primary button-large button-block"
              disabled={generating || !released || blocked}
              aria-describedby="rec-generate-hint"
              onClick={() => void generate()}
            >
              {generating ? 'Gerando recibos...' : 'Gerar Recibos'}
            </button>
            <p id="rec-generate-hint" className="field-hint">
              {released
                ? 'Um recibo por mês do prazo, três por folha A4, prontos para recortar.'
                : UNPAID_HINT}
            </p>
          </section>
          {session.status !== 'signed-in' && record.paid && record.id && accessKey && (
            <AnonymousReturn reference={record.id} />
          )}
        </div>

        <aside id="rec-preview" className="doc-aside" aria-labelledby="rec-preview-title">
          <h2 id="rec-preview-title">Prévia</h2>
          <DocumentPreview
            blocks={preview}
            label="Prévia dos recibos"
            note="Um recibo por mês do prazo. Confira os dados antes de pagar; cada recibo é assinado pelo locador."
          />
        </aside>
      </div>
    </>
  );
}

export function GerarRecibosAluguelPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const urlReference = params.get('reference');
  const editor = useEditorIdentity(urlReference);

  return (
    <section className="page page-wide decl-page" aria-labelledby="page-title">
      <header className="decl-header">
        <h1 id="page-title">Gerar Recibos de Aluguel (sem contrato)</h1>
        <p className="muted">
          Preencha os dados do locador, do locatário e do imóvel, pague e gere um recibo para cada mês do
          prazo, três por folha, prontos para imprimir e assinar. Não é preciso entrar na conta: os recibos
          ficam guardados neste navegador.
        </p>
        <a className="decl-preview-link" href="#rec-preview">
          Ver prévia
        </a>
      </header>
      {session.status === 'loading' ? (
        <PageSpinner />
      ) : (
        <RecibosEditor key={editor.key} urlReference={urlReference} onOwnReference={editor.onOwnId} />
      )}
    </section>
  );
}
