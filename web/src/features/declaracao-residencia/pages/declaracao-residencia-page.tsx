// /DeclaracaoResidencia and /CriarDeclaracaoResidencia (spec part 2 §2, §4, §5): holder and dependent data,
// condition, document date, the draft bar, the payment panel and "Gerar PDF", beside a live A4 preview.
// Signed-in people autosave to their account; signed-out people keep a browser draft and are asked to sign in
// to save and pay. `?id=` opens a saved declaration; `edit=true&adminMode=true` lets an admin open anyone's.
import { zodResolver } from '@hookform/resolvers/zod';
import type { DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import {
  DECLARACAO_RESIDENCIA_MESSAGES,
  type DeclaracaoResidenciaFinal,
  type DeclaracaoResidenciaForm,
  declaracaoResidenciaDraftSchema,
  declaracaoResidenciaFinalSchema,
  emptyDeclaracaoResidencia,
  isBlankDeclaracaoResidencia,
} from '@shared/documents/declaracao-residencia/schema';
import { declaracaoResidenciaPreview } from '@shared/documents/declaracao-residencia/text';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { CepLookupState } from '@/components/address/hooks/use-cep-lookup';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { DataSection } from '@/components/document-editor/data-section';
import {
  DECLARACAO_AUTOSAVE_DELAY_MS,
  DECLARACAO_LOAD_TEXTS,
  type DeclaracaoRecordMeta,
  declaracaoRecordMeta,
  NEW_DECLARACAO_RECORD,
  REPAYMENT_WARNING,
} from '@/components/document-editor/document-record';
import { DraftStatusBar, saveErrorText } from '@/components/document-editor/draft-status-bar';
import { FirmaAdvice } from '@/components/document-editor/firma-advice';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview } from '@/components/document-preview/document-preview';
import { checkForm, DocumentForm, firstError, focusField, useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { PaymentPanel } from '@/components/payment/components/payment-panel';
import { forgetPaymentId } from '@/components/payment/payment-storage';
import { usePaidEditConfirmation } from '@/components/payment/use-paid-edit-confirmation';
import { loginPathFor } from '@/components/require-sign-in';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { downloadDeclaracaoPdf } from '@/lib/document-api';
import { isStaleVersion, useAutosave } from '@/lib/hooks/use-autosave';
import { usePriceTable } from '@/lib/price-table';
import { type DocumentLoadState, useDocument } from '@/lib/query/use-document';
import { useSession } from '@/lib/session/session-provider';
import { formFromStored, getDeclaracao, PRODUCT, saveDeclaracao } from '../api/declaracao-api';
import { clearLocalDraft, readLocalDraft, takeLocalDraft, writeLocalDraft } from '../api/local-draft';
import { CondicaoSection, VinculoSection } from '../components/condicao-section';
import { PersonSection } from '../components/person-section';
import { cepCheckState, fieldElementId } from '../declaracao-fields';
import '@/components/document-editor/document-editor.css';
import { versionedOf } from '@/lib/versioned-save';

const IDLE: CepLookupState = { status: 'idle' };
const idOf = (name: string) => fieldElementId(name as keyof DeclaracaoResidenciaForm);

interface EditorProps {
  signedIn: boolean;
  urlId: string | null;
  adminMode: boolean;
  /** Tells the page which ids this editor created, so putting one in the URL does not reopen the page. */
  onOwnId: (id: string) => void;
}

function DeclaracaoEditor({ signedIn, urlId, adminMode, onOwnId }: EditorProps) {
  const api = useApi();
  const session = useSession();
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const { table } = usePriceTable();
  const [cep, setCep] = useState({ titular: IDLE, dep: IDLE });
  const cepRef = useRef(cep);
  cepRef.current = cep;
  // The final check of spec part 2 §5 is the shared zod schema (the server runs the same), told the state of
  // the CEP lookups; it runs on "Gerar PDF" and before paying, not while typing.
  const methods = useForm<DeclaracaoResidenciaForm, unknown, DeclaracaoResidenciaFinal>({
    defaultValues: emptyDeclaracaoResidencia(new Date()),
    resolver: ((values, context, options) =>
      zodResolver(declaracaoResidenciaFinalSchema(cepCheckState(cepRef.current.titular, cepRef.current.dep)))(
        values,
        context,
        options as never,
      )) as Resolver<DeclaracaoResidenciaForm, unknown, DeclaracaoResidenciaFinal>,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { values: form, version, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, declaracaoResidenciaDraftSchema, form);
  // A saved declaration (`?id=` when the editor opened, signed in) is read on TanStack Query; otherwise the
  // page opens from this browser (below).
  const [openedId] = useState(signedIn ? urlId : null);
  const stored = useDocument({
    kind: PRODUCT,
    id: openedId,
    variant: adminMode ? 'admin' : '',
    fetch: (id) => getDeclaracao(api, id, adminMode),
    texts: DECLARACAO_LOAD_TEXTS,
    onLoaded: (res, urlIdLoaded) => {
      const id = res.id || urlIdLoaded;
      const loaded = formFromStored(res.data.form);
      setForm(loaded);
      markSaved(loaded, res.data.form_version, id);
      recordIdRef.current = id;
      onOwnId(id);
      setRecord(declaracaoRecordMeta(id, res.data));
    },
  });
  const [localReady, setLocalReady] = useState(false);
  const load: DocumentLoadState = openedId ? stored.state : { kind: localReady ? 'ready' : 'loading' };
  const [record, setRecord] = useState<DeclaracaoRecordMeta>(NEW_DECLARACAO_RECORD);
  const [pdfBusy, setPdfBusy] = useState(false);
  const recordIdRef = useRef<string | null>(null);
  const paidRef = useRef(false);
  paidRef.current = record.paid;
  const paidEdit = usePaidEditConfirmation(
    methods,
    signedIn && record.paid && record.pdfSincePaid && !session.isAdmin,
  );

  /** The declaration got its id here: into the URL (a reload reopens it), without reopening the page. */
  const adopt = useCallback(
    (id: string) => {
      recordIdRef.current = id;
      onOwnId(id);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('id', id);
          return next;
        },
        { replace: true },
      );
    },
    [onOwnId, setParams],
  );

  const asAdmin = adminMode && session.isAdmin;
  const onSaved = (res: DeclaracaoSaveResponse) => {
    if (recordIdRef.current !== res.id) {
      adopt(res.id);
      clearLocalDraft();
    }
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
  const saver = useAutosave<DeclaracaoResidenciaForm, undefined, DeclaracaoSaveResponse>({
    value: form,
    enabled: signedIn && load.kind === 'ready' && !paidEdit.pending,
    // A form typed and then cleared: no empty declaration in the list.
    canAutosave: (value, id) => id !== null || !isBlankDeclaracaoResidencia(value),
    delayMs: DECLARACAO_AUTOSAVE_DELAY_MS,
    draftNamespace: signedIn ? `declaracao_residencia:${session.user?.uid ?? ''}` : null,
    repaymentConfirmed: paidEdit.confirmed,
    save: async (request) => {
      const res = await saveDeclaracao(api, {
        id: request.documentId,
        form: request.value,
        isDraft: request.documentId === null || record.isDraft,
        adminMode: asAdmin,
        ...versionedOf(request),
      });
      onSaved(res);
      return { documentId: res.id, version: res.form_version ?? null, response: res };
    },
    // After a 409: the stored form, and its payment state shown as it is now (paid since, blocked...).
    fetchLatest: async (id) => {
      const res = await stored.fetchLatest(id);
      setRecord(declaracaoRecordMeta(id, res.data));
      return { value: formFromStored(res.data.form), version: res.data.form_version };
    },
    onReplace: setForm,
  });
  const { markSaved } = saver;

  /**
   * "Salvar agora" and the saves a payment or a PDF needs first: answers the declaration's id, or null when
   * there is nothing to save yet or it failed (told by a toast and the status bar).
   */
  const save = async ({ force }: { force: boolean }): Promise<string | null> => {
    if (!recordIdRef.current && isBlankDeclaracaoResidencia(form)) {
      toast.info('Preencha a declaração antes de salvar.');
      return null;
    }
    const outcome = await saver.save(undefined, { force });
    if (!outcome) return recordIdRef.current;
    if (outcome.ok) return outcome.response.id;
    if (!isStaleVersion(outcome.error)) toast.error('Falha ao salvar agora');
    return null;
  };

  // Opening without a saved declaration to read: the draft kept in this browser (signed out), the draft moved
  // from this browser at sign-in, or a blank form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per editor
  useEffect(() => {
    let active = true;
    async function open() {
      if (!signedIn) {
        const local = readLocalDraft();
        if (local) setForm(local);
        setLocalReady(true);
        return;
      }
      if (urlId) return;
      const local = await takeLocalDraft(api);
      if (!active) return;
      if (local?.id) {
        setForm(local.form);
        markSaved(local.form, local.version ?? null, local.id);
        setRecord({ ...NEW_DECLARACAO_RECORD, id: local.id });
        adopt(local.id);
      } else if (local) {
        // Could not be moved at sign-in: opened here and saved by the autosave (it differs from the blank form).
        setForm(local.form);
      } else markSaved(form, null, null);
      setLocalReady(true);
    }
    void open();
    return () => {
      active = false;
    };
  }, []);

  // Signed out: the form lives in this browser until sign-in.
  useEffect(() => {
    if (!signedIn && version > 0) writeLocalDraft(form);
  }, [signedIn, version, form]);

  const preview = useMemo(() => declaracaoResidenciaPreview(form), [form]);
  const canPdf = signedIn && (record.paid || session.isAdmin);

  /**
   * The final check of spec part 2 §5: the first message as a toast, its field focused, and every field that
   * fails marked with its message at once (not one more per click).
   */
  function passesCheck(): Promise<boolean> {
    return checkForm(methods, (errors) => {
      const first = firstError(errors);
      if (!first) return;
      if (first.message === DECLARACAO_RESIDENCIA_MESSAGES.aguardeCeps) toast.info(first.message);
      else toast.error(first.message);
      if (first.name) focusField(idOf(first.name));
    });
  }

  const ensureReference = async (): Promise<string | null> => {
    if (!(await passesCheck())) return null;
    return save({ force: false });
  };

  async function generatePdf() {
    if (!(await passesCheck())) return;
    if (!canPdf) {
      toast.warning('Efetue o pagamento para liberar o PDF');
      return;
    }
    setPdfBusy(true);
    try {
      const id = await save({ force: false });
      if (!id) return;
      const outcome = await downloadDeclaracaoPdf(api, id, { adminMode: adminMode && session.isAdmin });
      if (outcome === 'done') setRecord((r) => ({ ...r, isDraft: false, pdfSincePaid: r.paid }));
      if (outcome === 'unpaid') setRecord((r) => ({ ...r, paid: false }));
    } finally {
      setPdfBusy(false);
    }
  }

  if (load.kind === 'loading') return <PageSpinner label="Carregando declaração..." />;
  if (load.kind === 'error') {
    return (
      <DocumentLoadError
        failure={load}
        onRetry={stored.reload}
        create={{ to: '/CriarDeclaracaoResidencia', label: 'Criar nova declaração' }}
        list={{ to: '/MinhasDeclaracoes', label: 'Minhas Declarações' }}
      />
    );
  }

  return (
    <>
      <AutosaveIndicator autosave={saver} errorText={saveErrorText(saver.status)} />
      {paidEdit.dialog}
      {adminMode && session.isAdmin && record.id && (
        <p className="notice decl-notice">
          Modo administrador: editando a declaração <code>{record.id}</code>.
        </p>
      )}
      {!signedIn && urlId && (
        <p className="notice decl-notice">
          Esta é uma declaração salva. <Link to={loginPathFor(location)}>Entre</Link> para abri-la; enquanto
          isso, você pode preencher uma nova abaixo.
        </p>
      )}
      {record.needsRepayment && !record.paid && !session.isAdmin && (
        <p className="decl-warning" role="alert">
          {REPAYMENT_WARNING}
        </p>
      )}
      {record.blocked && !session.isAdmin && (
        <p className="decl-warning" role="alert">
          Declaração bloqueada (contate o suporte).
        </p>
      )}

      <div className="doc-layout">
        <div className="doc-main">
          <DocumentForm form={methods} idOf={idOf} className="form decl-form" label="Dados da declaração">
            <PersonSection
              who="titular"
              onCepLookupState={(state) => setCep((c) => ({ ...c, titular: state }))}
            />
            <VinculoSection />
            <PersonSection who="dep" onCepLookupState={(state) => setCep((c) => ({ ...c, dep: state }))} />
            <CondicaoSection />
            <DataSection />
            <DraftStatusBar
              signedIn={signedIn}
              status={saver.status}
              recordId={record.id}
              isDraft={record.isDraft}
              onSaveNow={() => void save({ force: true })}
            />
          </DocumentForm>

          {signedIn ? (
            <PaymentPanel
              area="declaracao_residencia"
              reference={record.id}
              ensureReference={ensureReference}
              amountCents={table.declaracao}
              paid={record.paid}
              onPaid={() =>
                setRecord((r) => ({ ...r, paid: true, needsRepayment: false, pdfSincePaid: false }))
              }
              disabled={record.blocked}
            />
          ) : (
            <section className="payment-panel decl-signin" aria-labelledby="decl-signin-title">
              <h2 id="decl-signin-title">Pagamento</h2>
              <p>
                Seu rascunho fica guardado neste navegador. Para salvar a declaração na sua conta, pagar e
                baixar o PDF, entre com sua conta Google.
              </p>
              <Link className="button button-primary button-block" to={loginPathFor(location)}>
                Entre para salvar e pagar
              </Link>
            </section>
          )}

          <section className="decl-pdf" aria-label="Gerar PDF">
            <button
              type="button"
              className="button button-primary button-large button-block"
              disabled={!canPdf || pdfBusy || (record.blocked && !session.isAdmin)}
              aria-describedby="decl-pdf-hint"
              onClick={() => void generatePdf()}
            >
              {pdfBusy ? 'Gerando PDF...' : 'Gerar PDF'}
            </button>
            <p id="decl-pdf-hint" className="field-hint">
              {canPdf
                ? 'O PDF é gerado a partir dos dados salvos e baixado em seguida.'
                : signedIn
                  ? 'Efetue o pagamento para liberar o PDF.'
                  : 'Entre e efetue o pagamento para liberar o PDF.'}
            </p>
          </section>
        </div>

        <aside id="decl-preview" className="doc-aside" aria-labelledby="decl-preview-title">
          <h2 id="decl-preview-title">Prévia</h2>
          <DocumentPreview
            blocks={preview}
            label="Prévia da declaração"
            note="Revise todas as informações antes de imprimir e assinar. A declaração é assinada pelo titular."
          />
          <FirmaAdvice />
        </aside>
      </div>
    </>
  );
}

/** Both routes: with `?id=` a saved declaration, without it a new one. */
export function DeclaracaoResidenciaPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const urlId = params.get('id');
  const adminMode = params.get('edit') === 'true' && params.get('adminMode') === 'true';
  // A new editor for another declaration; the same one when the URL only gains the id this editor created.
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
        <h1 id="page-title">Declaração de Residência</h1>
        <p className="muted">
          Preencha os dados de quem declara (titular) e de quem mora no endereço (dependente), confira a
          prévia ao lado e gere o PDF pronto para imprimir e assinar.
        </p>
        <a className="decl-preview-link" href="#decl-preview">
          Ver prévia
        </a>
      </header>
      {session.status === 'loading' ? (
        <PageSpinner />
      ) : (
        <DeclaracaoEditor
          key={`${session.status}-${editor.current.key}`}
          signedIn={session.status === 'signed-in'}
          urlId={urlId}
          adminMode={adminMode}
          onOwnId={onOwnId}
        />
      )}
    </section>
  );
}
