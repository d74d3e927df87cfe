// /ContratoLocacao (spec part 2 §2, §3, §4, §5; issue 18): the rental contract's form (lessor, lessee,
// guarantee, property, term and values, signing and forum, rent receipts), the draft bar, the payment panel and
// "Gerar PDF", beside a live A4 preview of the text the PDF prints. Signed-in people only; `?reference=` opens a
// saved contract and `&pdf=1` generates its PDF once it has loaded, when it may be released.
import type { ContratoSaveResponse } from '@shared/api/contratos';
import {
  CONTRATO_LOCACAO_MESSAGES,
  type ContratoLocacaoForm,
  contratoLocacaoDraftSchema,
  emptyContratoLocacao,
  wantsReceipts,
} from '@shared/documents/contrato-locacao/schema';
import { contratoLocacaoPreview } from '@shared/documents/contrato-locacao/text';
import { contractTotal } from '@shared/prices/prices';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { REPAYMENT_WARNING } from '@/components/document-editor/document-record';
import { DraftStatusBar, saveErrorText } from '@/components/document-editor/draft-status-bar';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview } from '@/components/document-preview/document-preview';
import { checkForm, DocumentForm, focusField, useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { PaymentPanel } from '@/components/payment/components/payment-panel';
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
  type ContratoRecordMeta,
  contratoRecordMeta,
  downloadContratoPdf,
  formFromStored,
  getContrato,
  NEW_CONTRATO_RECORD,
  PRODUCT,
  saveContrato,
} from '../api/contrato-api';
import {
  AssinaturaSection,
  ImovelSection,
  PrazoValoresSection,
  RecibosSection,
} from '../components/locacao-sections';
import { GarantiaSection, PartySection } from '../components/parte-section';
import { contratoResolver, fieldElementId, refusalOf, withForum, withForumChanges } from '../contrato-fields';
// The declarations' page layout (sections, draft bar, two columns with the sticky preview).
import '@/components/document-editor/document-editor.css';
import '../contrato-locacao.css';
import { versionedOf } from '@/lib/versioned-save';

/** Autosave 900 ms after the last change (spec part 2 §9). */
const AUTOSAVE_DELAY_MS = 900;

const LOAD_TEXTS = {
  notFound: 'Contrato não encontrado.',
  forbidden: 'Sem permissão para abrir este contrato.',
};

/** Any edit of a paid contract un-pays it (spec part 2 §4), before its PDF too: asked first. */
const PAID_EDIT_MESSAGE =
  'Este contrato já foi pago. Se você alterar os dados, será necessário um novo pagamento para gerar o PDF.';

const json = (value: unknown) => JSON.stringify(value);

interface EditorProps {
  urlReference: string | null;
  wantsPdf: boolean;
  /** Tells the page which references this editor created, so putting one in the URL does not reopen the page. */
  onOwnReference: (reference: string) => void;
}

function ContratoLocacaoEditor({ urlReference, wantsPdf, onOwnReference }: EditorProps) {
  const api = useApi();
  const session = useSession();
  const [, setParams] = useSearchParams();
  const { table } = usePriceTable();
  const [blank] = useState(() => emptyContratoLocacao(new Date()));
  // The final check of spec part 2 §5 (the shared check the server runs before a payment or a PDF): on
  // "Gerar PDF" and before paying; every refused field is marked with its own message until it is edited.
  const methods = useForm<ContratoLocacaoForm, unknown, ContratoLocacaoForm>({
    defaultValues: blank,
    resolver: ((values) => contratoResolver(values)) as Resolver<
      ContratoLocacaoForm,
      unknown,
      ContratoLocacaoForm
    >,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, contratoLocacaoDraftSchema, form);

  const [openedReference] = useState(urlReference);
  const [record, setRecord] = useState<ContratoRecordMeta>(NEW_CONTRATO_RECORD);
  const referenceRef = useRef<string | null>(null);
  const stored = useDocument({
    kind: PRODUCT,
    id: openedReference,
    fetch: (reference) => getContrato(api, reference),
    texts: LOAD_TEXTS,
    onLoaded: (res, reference) => {
      const ref = res.data.reference || reference;
      const loaded = formFromStored(res.data.form);
      setForm(loaded);
      markSaved(loaded, res.data.form_version, ref);
      referenceRef.current = ref;
      onOwnReference(ref);
      setRecord(contratoRecordMeta({ ...res.data, reference: ref }));
    },
  });
  const load = stored.state;
  const [pdfBusy, setPdfBusy] = useState(false);
  const paidRef = useRef(false);
  paidRef.current = record.paid;
  const blocked = record.blocked && !session.isAdmin;
  const paidEdit = usePaidEditConfirmation(methods, record.paid && !session.isAdmin && !record.blocked, {
    message: PAID_EDIT_MESSAGE,
  });

  /** The contract got its reference here: into the URL (a reload reopens it), without reopening the page. */
  const adopt = useCallback(
    (reference: string) => {
      referenceRef.current = reference;
      onOwnReference(reference);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('reference', reference);
          next.delete('pdf');
          return next;
        },
        { replace: true },
      );
    },
    [onOwnReference, setParams],
  );

  const onSaved = (res: ContratoSaveResponse) => {
    if (referenceRef.current !== res.reference) adopt(res.reference);
    if (res.needs_repayment && paidRef.current) {
      forgetPaymentId(res.reference);
      toast.warning(REPAYMENT_WARNING);
    }
    setRecord((r) => ({
      ...r,
      reference: res.reference,
      ...(res.needs_repayment ? { paid: false, needsRepayment: true } : {}),
    }));
  };
  const saver = useAutosave<ContratoLocacaoForm, undefined, ContratoSaveResponse>({
    value: form,
    enabled: load.kind === 'ready' && !paidEdit.pending && !blocked,
    // A page opened and left as it came: no empty contract in the list.
    canAutosave: (value, reference) => reference !== null || json(value) !== json(blank),
    delayMs: AUTOSAVE_DELAY_MS,
    draftNamespace: `${PRODUCT}:${session.user?.uid ?? ''}`,
    repaymentConfirmed: paidEdit.confirmed,
    save: async (request) => {
      const res = await saveContrato(api, {
        reference: request.documentId,
        form: withForum(request.value),
        ...versionedOf({ ...request, changes: withForumChanges(request.value, request.changes) }),
      });
      onSaved(res);
      return { documentId: res.reference, version: res.form_version ?? null, response: res };
    },
    // After a 409: the stored form, and its payment state shown as it is now (paid since, blocked...).
    fetchLatest: async (reference) => {
      const res = await stored.fetchLatest(reference);
      setRecord(contratoRecordMeta({ ...res.data, reference }));
      return { value: formFromStored(res.data.form), version: res.data.form_version };
    },
    onReplace: setForm,
  });
  const { markSaved } = saver;

  /** "Salvar agora" and the saves a payment or a PDF needs first: the reference, or null (told why). */
  const save = async ({ force }: { force: boolean }): Promise<string | null> => {
    if (blocked) {
      toast.error(CONTRATO_LOCACAO_MESSAGES.bloqueado);
      return null;
    }
    if (!referenceRef.current && json(form) === json(blank)) {
      toast.info('Preencha o contrato antes de salvar.');
      return null;
    }
    const outcome = await saver.save(undefined, { force });
    if (!outcome) return referenceRef.current;
    if (outcome.ok) return outcome.response.reference;
    if (!isStaleVersion(outcome.error)) toast.error('Falha ao salvar agora');
    return null;
  };

  // A new contract: the blank form is what is saved so far (edits kept in this browser are restored over it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per editor
  useEffect(() => {
    if (!openedReference) markSaved(form, null, null);
  }, []);

  // The preview (with up to 120 receipts) follows the typing without holding it up.
  const previewed = useDeferredValue(form);
  const preview = useMemo(() => contratoLocacaoPreview(previewed), [previewed]);
  const receipts = wantsReceipts(form);
  const canPdf = (record.paid || session.isAdmin) && !blocked;

  /** The final check: the spec's message as a toast, its field focused, every failing field marked. */
  function passesCheck(): Promise<boolean> {
    return checkForm(methods, () => {
      const refusal = refusalOf(methods.getValues());
      if (!refusal) return;
      toast.error(refusal.message);
      if (refusal.focus) focusField(refusal.focus);
    });
  }

  const ensureReference = async (): Promise<string | null> => {
    if (!(await passesCheck())) return null;
    return save({ force: false });
  };

  async function generatePdf() {
    if (blocked) {
      toast.error(CONTRATO_LOCACAO_MESSAGES.bloqueado);
      return;
    }
    if (!(await passesCheck())) return;
    if (!canPdf) {
      toast.warning('Efetue o pagamento para liberar o PDF');
      return;
    }
    setPdfBusy(true);
    try {
      const reference = await save({ force: false });
      if (!reference) return;
      const outcome = await downloadContratoPdf(api, reference);
      if (outcome === 'done') setRecord((r) => ({ ...r, pdfGenerated: true }));
      if (outcome === 'unpaid') setRecord((r) => ({ ...r, paid: false }));
      if (outcome === 'blocked') setRecord((r) => ({ ...r, blocked: true }));
    } finally {
      setPdfBusy(false);
    }
  }

  // `?pdf=1` (Abrir + PDF in Meus Contratos): the PDF once the contract has loaded, when it may be released.
  const pdfAsked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the loaded contract is known
  useEffect(() => {
    if (!wantsPdf || pdfAsked.current || load.kind !== 'ready' || !openedReference) return;
    pdfAsked.current = true;
    if (blocked) return;
    if (canPdf) void generatePdf();
    else toast.warning('Efetue o pagamento para liberar o PDF');
  }, [wantsPdf, load.kind]);

  if (load.kind === 'loading') return <PageSpinner label="Carregando contrato..." />;
  if (load.kind === 'error') {
    return (
      <DocumentLoadError
        failure={load}
        onRetry={stored.reload}
        create={{ to: '/ContratoLocacao', label: 'Criar novo contrato' }}
        list={{ to: '/MeusContratos', label: 'Meus Contratos' }}
      />
    );
  }

  return (
    <>
      <AutosaveIndicator autosave={saver} errorText={saveErrorText(saver.status)} />
      {paidEdit.dialog}
      {blocked && (
        <p className="decl-warning" role="alert">
          {CONTRATO_LOCACAO_MESSAGES.bloqueado}
        </p>
      )}
      {!blocked && record.needsRepayment && !record.paid && !session.isAdmin && (
        <p className="decl-warning" role="alert">
          {REPAYMENT_WARNING}
        </p>
      )}

      <div className="doc-layout">
        <div className="doc-main">
          <DocumentForm
            form={methods}
            idOf={fieldElementId}
            className="form decl-form"
            label="Dados do contrato"
          >
            {/* A blocked contract cannot be changed: its fields are shown, not editable. */}
            <fieldset className="ctr-lock" disabled={blocked}>
              <PartySection party="locador" />
              <PartySection party="locatario" />
              <GarantiaSection />
              <ImovelSection />
              <PrazoValoresSection />
              <AssinaturaSection />
              <RecibosSection
                prices={{ contrato: table.contrato, recibos: table.recibosAdicional }}
                total={contractTotal(table, receipts)}
              />
            </fieldset>
            <DraftStatusBar
              signedIn
              status={saver.status}
              recordId={record.reference}
              isDraft
              onSaveNow={() => void save({ force: true })}
            />
          </DocumentForm>

          <PaymentPanel
            area="contrato_locacao"
            reference={record.reference}
            ensureReference={ensureReference}
            amountCents={contractTotal(table, receipts)}
            paid={record.paid}
            onPaid={() => setRecord((r) => ({ ...r, paid: true, needsRepayment: false }))}
            extraPayBody={{ addReceipts: receipts }}
            disabled={blocked}
          />

          <section className="decl-pdf" aria-label="Gerar PDF">
            <button
              type="button"
              className="button button-primary button-large button-block"
              disabled={!canPdf || pdfBusy}
              aria-describedby="ctr-pdf-hint"
              onClick={() => void generatePdf()}
            >
              {pdfBusy ? 'Gerando PDF...' : 'Gerar PDF'}
            </button>
            <p id="ctr-pdf-hint" className="field-hint">
              {blocked
                ? CONTRATO_LOCACAO_MESSAGES.bloqueado
                : canPdf
                  ? `O PDF é gerado a partir dos dados salvos${receipts ? ', com os recibos,' : ''} e baixado em seguida.`
                  : 'Efetue o pagamento para liberar o PDF.'}
            </p>
          </section>
        </div>

        <aside id="ctr-preview" className="doc-aside" aria-labelledby="ctr-preview-title">
          <h2 id="ctr-preview-title">Prévia</h2>
          <DocumentPreview
            blocks={preview}
            label="Prévia do contrato"
            note="Revise todas as informações antes de assinar. O reconhecimento de firma das assinaturas e as duas testemunhas dão mais segurança ao contrato."
          />
        </aside>
      </div>
    </>
  );
}

/** With `?reference=` a saved contract, without it a new one. */
export function ContratoLocacaoPage() {
  const [params] = useSearchParams();
  const urlReference = params.get('reference');
  const wantsPdf = params.get('pdf') === '1';
  // A new editor for another contract; the same one when the URL only gains the reference this editor created.
  const editor = useRef({ identity: urlReference, own: new Set<string>(), key: 0 });
  if (urlReference !== editor.current.identity) {
    if (urlReference && editor.current.own.has(urlReference)) editor.current.identity = urlReference;
    else editor.current = { identity: urlReference, own: new Set(), key: editor.current.key + 1 };
  }
  const onOwnReference = useCallback((reference: string) => {
    editor.current.own.add(reference);
  }, []);

  return (
    <section className="page page-wide decl-page" aria-labelledby="page-title">
      <header className="decl-header">
        <h1 id="page-title">Contrato de Locação</h1>
        <p className="muted">
          Preencha os dados do locador, do locatário, da garantia e do imóvel, confira a prévia ao lado e gere
          o contrato em PDF, com os recibos de aluguel se quiser (Lei 8.245/91, a Lei do Inquilinato).
        </p>
        <a className="decl-preview-link" href="#ctr-preview">
          Ver prévia
        </a>
      </header>
      <RequireSignIn>
        <ContratoLocacaoEditor
          key={editor.current.key}
          urlReference={urlReference}
          wantsPdf={wantsPdf}
          onOwnReference={onOwnReference}
        />
      </RequireSignIn>
    </section>
  );
}
