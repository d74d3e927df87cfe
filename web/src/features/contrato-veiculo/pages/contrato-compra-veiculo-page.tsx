// /ContratoCompraVeiculo (spec part 2 §2, §4, §5; issue 19): seller, buyer, vehicle, price and payment, dates and
// forum, the payment panel and the PDF button, beside the contract on an A4-like page. Open to anonymous
// visitors: the contract is saved when a payment starts (no reference yet) and its access key kept in this
// browser; `?reference=` opens a saved one (its key sent in a header, never in the URL). Signed in, it is
// autosaved 900 ms after a change, as the other contracts; an edit of a paid contract is asked about first.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ContratoGetResponse, ContratoRecord, ContratoSaveResponse } from '@shared/api/contratos';
import {
  type ContratoVeiculoForm,
  checkContratoVeiculo,
  contratoVeiculoDraftSchema,
  contratoVeiculoFinalSchema,
  emptyContratoVeiculo,
  isBlankContratoVeiculo,
} from '@shared/documents/contrato-veiculo/schema';
import { contratoVeiculoPreview } from '@shared/documents/contrato-veiculo/text';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import {
  DECLARACAO_AUTOSAVE_DELAY_MS,
  REPAYMENT_WARNING,
} from '@/components/document-editor/document-record';
import { DraftStatusBar, saveErrorText } from '@/components/document-editor/draft-status-bar';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview } from '@/components/document-preview/document-preview';
import { checkForm, DocumentForm, focusField, useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { InvitationPanel, PendingInvitationsWarning } from '@/components/invitation/invitation-panel';
import { convitesOf, InvitationsProvider, useInvitations } from '@/components/invitation/use-invitations';
import { PageSpinner } from '@/components/page-spinner';
import { AnonymousReturn, BrowserDocuments } from '@/components/payment/components/anonymous-return';
import { PaymentPanel } from '@/components/payment/components/payment-panel';
import { forgetPaymentId } from '@/components/payment/payment-storage';
import { usePaidEditConfirmation } from '@/components/payment/use-paid-edit-confirmation';
import { toast } from '@/components/toast/toast-store';
import { withHeaders } from '@/lib/api-client';
import { AppServicesProvider, useAppServices } from '@/lib/app-services';
import { accessKeyHeader, documentKeyFor, rememberDocumentKey } from '@/lib/document-keys';
import { useAutosave } from '@/lib/hooks/use-autosave';
import { usePriceTable } from '@/lib/price-table';
import { useDocument } from '@/lib/query/use-document';
import { useSession } from '@/lib/session/session-provider';
import {
  downloadContratoVeiculoPdf,
  formFromStored,
  getContratoVeiculo,
  KIND,
  saveContratoVeiculo,
} from '../api/contrato-veiculo-api';
import { PartySection } from '../components/party-section';
import { PrazosSection } from '../components/prazos-section';
import { PrecoSection } from '../components/preco-section';
import { VeiculoSection } from '../components/veiculo-section';
import { fieldElementId } from '../contrato-veiculo-fields';
// The document pages share their layout (sections, preview column).
import '@/components/document-editor/document-editor.css';
import '../contrato-veiculo.css';
import { versionedOf } from '@/lib/versioned-save';

const REVIEW_NOTE =
  'Revise todas as informações antes de assinar. O DETRAN e o cartório podem exigir reconhecimento de firma ' +
  'das assinaturas, e as testemunhas dão mais força ao contrato.';

/** Any edit of a paid contract un-pays it (spec part 2 §4), before its PDF too: asked first. */
const PAID_EDIT_MESSAGE =
  'Este contrato já foi pago. Se você alterar os dados, será necessário um novo pagamento para gerar o PDF.';

interface RecordState {
  reference: string | null;
  paid: boolean;
  blocked: boolean;
  needsRepayment: boolean;
}

function recordStateOf(reference: string, data: ContratoRecord): RecordState {
  return { reference, paid: data.paid, blocked: data.blocked, needsRepayment: data.needs_repayment };
}

function ContratoVeiculoEditor({ openedReference }: { openedReference: string | null }) {
  const services = useAppServices();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [, setParams] = useSearchParams();
  const { table } = usePriceTable();
  // The contract's access key, when it was made here without signing in: sent with every call for it.
  const keyRef = useRef<string | null>(openedReference ? documentKeyFor(openedReference) : null);
  const api = useMemo(() => withHeaders(services.api, () => accessKeyHeader(keyRef.current)), [services.api]);
  const scoped = useMemo(() => ({ ...services, api }), [services, api]);

  const [blank] = useState(() => emptyContratoVeiculo(new Date()));
  const methods = useForm<ContratoVeiculoForm, unknown, ContratoVeiculoForm>({
    defaultValues: blank,
    // The shared zod schema (the server runs the same); the model year's bound is read at each check.
    resolver: ((values, context, options) =>
      zodResolver(contratoVeiculoFinalSchema())(values, context, options as never)) as Resolver<
      ContratoVeiculoForm,
      unknown,
      ContratoVeiculoForm
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, contratoVeiculoDraftSchema, form);
  const [record, setRecord] = useState<RecordState>({
    reference: null,
    paid: false,
    blocked: false,
    needsRepayment: false,
  });
  const referenceRef = useRef<string | null>(null);
  const paidRef = useRef(false);
  paidRef.current = record.paid;
  const [pdfBusy, setPdfBusy] = useState(false);
  // The invited buyer's state (issue 44), as the load and every save answer it.
  const invitations = useInvitations();

  const stored = useDocument<ContratoGetResponse>({
    kind: KIND,
    id: openedReference,
    fetch: (reference) =>
      getContratoVeiculo(api, reference).then((res) => {
        invitations.take(convitesOf(res));
        return res;
      }),
    texts: { notFound: 'Contrato não encontrado.', forbidden: 'Sem permissão para abrir este contrato.' },
    onLoaded: (res, reference) => {
      const loaded = formFromStored(res.data.form);
      setForm(loaded);
      markSaved(loaded, res.data.form_version, reference);
      referenceRef.current = reference;
      setRecord(recordStateOf(reference, res.data));
    },
  });
  const load = stored.state;
  const blocked = record.blocked && !session.isAdmin;
  const paidEdit = usePaidEditConfirmation(methods, record.paid && !session.isAdmin && !record.blocked, {
    message: PAID_EDIT_MESSAGE,
  });

  /** The contract got its reference here: into the URL (a reload reopens it), its key into this browser. */
  const adopt = useCallback(
    (reference: string, accessKey: string | undefined) => {
      if (accessKey) {
        keyRef.current = accessKey;
        rememberDocumentKey(reference, accessKey, KIND);
      }
      referenceRef.current = reference;
      setRecord((r) => ({ ...r, reference }));
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('reference', reference);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /**
   * The final check of spec part 2 §5: "Erros: " and every failing item in one toast, the first field focused,
   * every failing field marked.
   */
  function passesCheck(): Promise<boolean> {
    return checkForm(methods, () => {
      const check = checkContratoVeiculo(methods.getValues());
      if (check.ok) return;
      toast.error(check.message);
      if (check.field) focusField(fieldElementId(check.field));
    });
  }

  /** A save answered: the reference adopted (with an anonymous visitor's key), an un-paid contract said so. */
  const onSaved = (res: ContratoSaveResponse) => {
    if (referenceRef.current !== res.reference) adopt(res.reference, res.access_key);
    if (res.needs_repayment && paidRef.current) {
      forgetPaymentId(res.reference);
      toast.warning(REPAYMENT_WARNING);
    }
    if (res.needs_repayment) setRecord((r) => ({ ...r, paid: false, needsRepayment: true }));
  };
  // Created when it has no reference (answering its access key once to an anonymous visitor), updated
  // otherwise. A visitor's contract is created when they pay (spec part 2 §4), then autosaved with its key;
  // their edits are kept in this browser from the first keystroke, as a signed-in person's.
  const saver = useAutosave<ContratoVeiculoForm, undefined, ContratoSaveResponse>({
    value: form,
    enabled: load.kind === 'ready' && !paidEdit.pending && !blocked,
    // A page opened and left as it came: no empty contract in the list.
    canAutosave: (value, reference) => reference !== null || (signedIn && !isBlankContratoVeiculo(value)),
    delayMs: DECLARACAO_AUTOSAVE_DELAY_MS,
    draftNamespace: `${KIND}:${session.user?.uid ?? 'visitante'}`,
    repaymentConfirmed: paidEdit.confirmed,
    save: async (request) => {
      const res = await saveContratoVeiculo(api, {
        reference: request.documentId,
        form: request.value,
        ...versionedOf(request),
      });
      onSaved(res);
      invitations.take(convitesOf(res));
      return { documentId: res.reference, version: res.form_version ?? null, response: res };
    },
    // After a 409: the stored form, and its payment state shown as it is now (paid since, blocked...).
    fetchLatest: async (reference) => {
      const res = await stored.fetchLatest(reference);
      setRecord(recordStateOf(reference, res.data));
      return { value: formFromStored(res.data.form), version: res.data.form_version };
    },
    onReplace: setForm,
  });
  const { markSaved } = saver;

  /** Saves the contract as it is now, unless already saved: the reference, or null when that failed. */
  async function save(): Promise<string | null> {
    const outcome = await saver.save(undefined, { force: false });
    if (!outcome) return referenceRef.current;
    return outcome.ok ? outcome.response.reference : null;
  }

  /** "Salvar agora": an empty new contract is not saved. */
  function saveNow() {
    if (!referenceRef.current && isBlankContratoVeiculo(methods.getValues())) {
      toast.info('Preencha o contrato antes de salvar.');
      return;
    }
    void saver.save(undefined, { force: true });
  }

  // A new contract: the blank form is what is saved so far (edits kept in this browser are restored over it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per editor
  useEffect(() => {
    if (!openedReference) markSaved(form, null, null);
  }, []);

  // Spec part 2 §4: before a PIX, the contract is saved first if it had no reference, else updated; a failed
  // background update is silent (the payment still goes to the stored contract).
  const ensureReference = async (): Promise<string | null> => {
    if (!(await passesCheck())) return null;
    const reference = await save();
    if (!reference && !referenceRef.current) toast.error('Falha ao salvar o contrato. Tente novamente.');
    return reference ?? referenceRef.current;
  };

  const canPdf = record.paid || session.isAdmin;

  async function generatePdf() {
    if (!(await passesCheck())) return;
    if (!canPdf) {
      toast.warning('Efetue o pagamento para liberar o PDF');
      return;
    }
    setPdfBusy(true);
    try {
      // What the page shows is what is printed: saved first (an edit after payment asks for a new one; an
      // admin's new contract gets its reference here). A failed update is silent (spec part 2 §7).
      const reference = (await save()) ?? referenceRef.current;
      if (!reference) {
        toast.error('Falha ao gerar PDF');
        return;
      }
      const outcome = await downloadContratoVeiculoPdf(api, reference);
      if (outcome === 'unpaid') setRecord((r) => ({ ...r, paid: false }));
    } finally {
      setPdfBusy(false);
    }
  }

  const preview = useMemo(() => contratoVeiculoPreview(form), [form]);

  if (load.kind === 'loading') return <PageSpinner label="Carregando contrato..." />;
  if (load.kind === 'error') {
    return (
      <DocumentLoadError
        failure={load}
        onRetry={stored.reload}
        create={{ to: '/ContratoCompraVeiculo', label: 'Criar novo contrato' }}
        list={{ to: '/MeusContratos', label: 'Meus Contratos' }}
      />
    );
  }

  return (
    <AppServicesProvider services={scoped}>
      <AutosaveIndicator autosave={saver} errorText={saveErrorText(saver.status)} />
      {paidEdit.dialog}
      {blocked && (
        <p className="decl-warning" role="alert">
          Contrato bloqueado (contate suporte).
        </p>
      )}
      {!blocked && record.needsRepayment && !record.paid && !session.isAdmin && (
        <p className="decl-warning" role="alert">
          {REPAYMENT_WARNING}
        </p>
      )}
      {!openedReference && <BrowserDocuments kind={KIND} />}
      <div className="doc-layout">
        <div className="doc-main">
          <DocumentForm
            form={methods}
            idOf={fieldElementId}
            className="form decl-form"
            label="Dados do contrato"
          >
            <PartySection party="vendedor" />
            <InvitationsProvider value={invitations}>
              <PartySection party="comprador" />
            </InvitationsProvider>
            <VeiculoSection />
            <PrecoSection />
            <PrazosSection />
            {signedIn && (
              <DraftStatusBar
                signedIn
                status={saver.status}
                recordId={record.reference}
                isDraft
                onSaveNow={saveNow}
              />
            )}
          </DocumentForm>

          <InvitationPanel
            api={api}
            kind="contrato_compra_veiculo"
            reference={record.reference}
            form={form}
            invitations={invitations}
            canInvite={signedIn || keyRef.current !== null}
            refresh={async () => {
              if (record.reference)
                invitations.take(convitesOf(await getContratoVeiculo(api, record.reference)));
            }}
          />
          <PendingInvitationsWarning
            kind="contrato_compra_veiculo"
            invitations={invitations}
            paid={record.paid}
          />
          {!canPdf && (
            <PaymentPanel
              area="contrato_veiculo"
              reference={record.reference}
              ensureReference={ensureReference}
              amountCents={table.contrato_veiculo}
              paid={record.paid}
              onPaid={() => setRecord((r) => ({ ...r, paid: true, needsRepayment: false }))}
              disabled={record.blocked}
            />
          )}

          <section className="decl-pdf" aria-label="Gerar PDF">
            <button
              type="button"
              className="button button-primary button-large button-block"
              disabled={!canPdf || pdfBusy || blocked}
              aria-describedby="cv-pdf-hint"
              onClick={() => void generatePdf()}
            >
              {pdfBusy ? 'Gerando PDF...' : canPdf ? 'Gerar PDF' : 'Efetue o pagamento'}
            </button>
            <p id="cv-pdf-hint" className="field-hint">
              {canPdf
                ? 'O PDF é gerado a partir dos dados salvos e baixado em seguida.'
                : 'Efetue o pagamento para liberar o PDF.'}
            </p>
          </section>
          {!signedIn && record.paid && record.reference && keyRef.current && (
            <AnonymousReturn reference={record.reference} />
          )}
        </div>

        <aside id="cv-preview" className="doc-aside" aria-labelledby="cv-preview-title">
          <h2 id="cv-preview-title">Prévia</h2>
          <DocumentPreview blocks={preview} label="Prévia do contrato" note={REVIEW_NOTE} />
        </aside>
      </div>
    </AppServicesProvider>
  );
}

/** With `?reference=` a saved contract, without it a new one. */
export function ContratoCompraVeiculoPage() {
  const [params] = useSearchParams();
  // The reference the page opened with: the one a save of this editor puts in the URL is not read back.
  const [openedReference] = useState(() => params.get('reference'));
  const session = useSession();
  return (
    <section className="page page-wide decl-page" aria-labelledby="page-title">
      <header className="decl-header">
        <h1 id="page-title">Contrato de Compra e Venda de Veículo</h1>
        <p className="muted">
          Preencha os dados do vendedor, do comprador e do veículo, confira a prévia ao lado e gere o PDF
          pronto para imprimir e assinar. Não é preciso entrar na sua conta.
        </p>
        <a className="decl-preview-link" href="#cv-preview">
          Ver prévia
        </a>
      </header>
      {/* Whether it autosaves (and where unsaved edits are kept) depends on who is editing. */}
      {session.status === 'loading' ? (
        <PageSpinner label="Carregando..." />
      ) : (
        <ContratoVeiculoEditor openedReference={openedReference} />
      )}
    </section>
  );
}
