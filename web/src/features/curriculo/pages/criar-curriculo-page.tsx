// /CriarCurriculo (spec part 1 §2.5, §3.2, §4.1, §5.1): the resume form in seven sections, "Gerar Currículo" /
// "Salvar Alterações", "Salvar agora", the save indicator and the 1.5 s autosave, then the preview with layout
// choice ("Salvar Currículo" → /MeuCurriculo). `?id=` edits a saved resume; `&etapa=previa` opens its preview.
// Signed-out visitors see the login prompt; a locked resume shows the payment or a way back instead of the form.
import { zodResolver } from '@hookform/resolvers/zod';
import type { CurriculoGetResponse, CurriculoSaveResponse } from '@shared/api/curriculos';
import { defaultLayout, isPaidResume } from '@shared/documents/curriculo/rules';
import {
  CURRICULO_MESSAGES,
  type CurriculoField,
  type CurriculoForm,
  checkCurriculo,
  curriculoDraftSchema,
  curriculoFinalSchema,
  DEFAULT_LAYOUT_CONFIG,
  type LayoutConfig,
  type LayoutId,
  quickSaveProblem,
  requiredProblems,
} from '@shared/documents/curriculo/schema';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentReference } from '@/components/document-reference';
import {
  checkForm,
  DocumentForm,
  firstError,
  focusField,
  patchForm,
  useFormSnapshot,
} from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { forgetPaymentId } from '@/components/payment/payment-storage';
import { usePaidEditConfirmation } from '@/components/payment/use-paid-edit-confirmation';
import { primePdfjs, warmPdfjs } from '@/components/pdf-viewer/pdfjs';
import { TermsCheckbox } from '@/components/terms/terms-checkbox';
import { useTerms } from '@/components/terms/terms-provider';
import { toast } from '@/components/toast/toast-store';
import { useAppServices } from '@/lib/app-services';
import { useAutosave } from '@/lib/hooks/use-autosave';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { savesData, whenIdle } from '@/lib/idle';
import { type DocumentLoadState, useDocument } from '@/lib/query/use-document';
import { useSession } from '@/lib/session/session-provider';
import {
  formFromStored,
  getCurriculo,
  newPaymentReference,
  saveCurriculo,
  unblockCurriculo,
} from '../api/curriculo-api';
import { clearLayoutPreference, mirrorCurriculo, readLayoutPreference } from '../api/local-records';
import { fetchPreviewPdf, type PreviewPdf, previewRequestOf } from '../api/preview-pdf';
import { takeStoredPreview } from '../api/start-requests';
import { CurriculoPreview } from '../components/curriculo-preview';
import { DadosPessoaisSection } from '../components/dados-pessoais-section';
import { DocumentacaoSection } from '../components/documentacao-section';
import { AdminNotice, PaidNotice, RepaymentBanner } from '../components/edit-banners';
import { ExperienciasSection } from '../components/experiencias-section';
import { CursosSection, CursosSuperioresSection, EscolaridadeSection } from '../components/formacao-sections';
import { HabilidadesSection } from '../components/habilidades-section';
import { LockedView } from '../components/locked-view';
import { LoginPrompt } from '../components/login-prompt';
import { SaveIndicator } from '../components/save-indicator';
import {
  LOAD_TEXTS,
  type Lock,
  lockFor,
  lockFromError,
  metaOf,
  type RecordState,
  releasedUntil,
  saveFailureToast,
} from '../curriculo-editor-state';
import { fieldElementId, newCurriculoForm } from '../curriculo-form';
import type { EarlyPreview } from '../hooks/use-preview-pdf';
import { AUTOSAVE_DELAY_MS, type CurriculoSaveOptions, type SaveKind, saveErrorText } from '../save-status';
import '../curriculo.css';
import { versionedOf } from '@/lib/versioned-save';

interface EditorProps {
  urlId: string | null;
  onOwnId: (id: string) => void;
}

// Each section renders again only when the form's values (or the photo) change, not on the editor's own state
// (a busy button, the save status): each of those re-rendered every field of the resume, 60-80 ms a time here.
// The fields follow their own errors and state through the form library either way.
const Sections = {
  DadosPessoais: memo(DadosPessoaisSection),
  Documentacao: memo(DocumentacaoSection),
  Escolaridade: memo(EscolaridadeSection),
  CursosSuperiores: memo(CursosSuperioresSection),
  Cursos: memo(CursosSection),
  Habilidades: memo(HabilidadesSection),
  Experiencias: memo(ExperienciasSection),
};

function CurriculoEditor({ urlId, onOwnId }: EditorProps) {
  const { api, config, auth } = useAppServices();
  const session = useSession();
  const terms = useTerms();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const step = params.get('etapa') === 'previa' ? 'preview' : 'form';
  const isAdmin = session.isAdmin;
  const userEmail = session.user?.email ?? '';

  // The form's state; the page's check (checkCurriculo, the server's too) runs on its buttons.
  const methods = useForm<CurriculoForm, unknown, CurriculoForm>({
    defaultValues: newCurriculoForm(),
    resolver: zodResolver(curriculoFinalSchema) as Resolver<CurriculoForm, unknown, CurriculoForm>,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, curriculoDraftSchema, form);
  // A saved resume (`?id=` when the editor opened: not the id a save of this editor put there) is read on
  // TanStack Query; a new one opens from the account (below).
  const [openedId] = useState(urlId);
  const stored = useDocument({
    kind: 'curriculo',
    id: openedId,
    fetch: async (id) => {
      const read = await getCurriculo(api, id);
      // The spec: an admin opening a blocked resume unblocks it.
      return isAdmin && read.data.status === 'bloqueado' ? await unblockCurriculo(api, id) : read;
    },
    texts: LOAD_TEXTS,
    onLoaded: (res, id) => {
      const meta = metaOf(res.data);
      const loaded = formFromStored(res.data.data);
      setForm(loaded);
      markSaved(loaded, res.data.form_version, meta.id || id);
      onOwnId(meta.id || id);
      setRecord({ id: meta.id || id, meta, fotoUrl: res.data.foto_url });
      setChosenLayout(meta.lastLayout);
      const config = meta.layoutConfig ?? { ...DEFAULT_LAYOUT_CONFIG };
      setLayoutConfig(config);
      // The preview asked for by id (below) is the one of the resume as it loaded.
      const own = meta.id || id;
      setEarlyPreview({
        key: JSON.stringify(previewRequestOf(own, loaded, meta.lastLayout ?? defaultLayout(loaded), config)),
        take: () => {
          const answer = storedPreview.current;
          storedPreview.current = null;
          return own === openedId ? answer : null;
        },
      });
      setLock(lockFor(meta, isAdmin));
      if (userEmail) mirrorCurriculo(meta, userEmail);
    },
    // Locked (edit sessions used up, blocked): the page shows why instead of a load error.
    onFailure: (err, id) => {
      const locked = lockFromError(err);
      if (!locked) return false;
      setLock(locked);
      setRecord({ id, meta: null, fotoUrl: null });
      return true;
    },
  });
  // Opened on the preview of a saved resume: its preview is asked for by id alongside the resume (as the app
  // started, when it started on this link), not after it has loaded and rendered, and the first preview takes
  // that answer.
  const storedPreview = useRef<Promise<PreviewPdf> | null>(null);
  const [earlyPreview, setEarlyPreview] = useState<EarlyPreview | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the resume and step the editor opened on
  useEffect(() => {
    if (storedPreview.current) return;
    const atStart = takeStoredPreview(openedId);
    if (!openedId || step !== 'preview') return;
    const ask = () => fetchPreviewPdf({ apiBase: config.apiBase, tokens: auth }, { id: openedId });
    // One asked for at start may have gone out before the session was renewed: a failure is asked again.
    const answer = atStart ? atStart.catch(ask) : ask();
    // Its failure reaches the preview that takes it; untaken, it is nobody's error.
    answer.catch(() => undefined);
    storedPreview.current = answer;
  }, []);
  const [newReady, setNewReady] = useState(false);
  const load: DocumentLoadState = openedId ? stored.state : { kind: newReady ? 'ready' : 'loading' };
  // The likely next click is "Gerar Currículo" / "Salvar Alterações": once the form is on screen and the browser
  // is idle, the check's schema is built and compiled by a first parse, and pdf.js and its worker start and draw a
  // first page off screen (not on a connection that saves data), so that click waits for none of them.
  useEffect(() => {
    if (load.kind !== 'ready' || step !== 'form') return;
    return whenIdle(() => {
      curriculoFinalSchema.safeParse(methods.getValues());
      if (!savesData()) primePdfjs();
    });
  }, [load.kind, step, methods]);
  const [record, setRecord] = useState<RecordState>({ id: null, meta: null, fotoUrl: null });
  const showMetaOf = (stored: CurriculoGetResponse['data']) =>
    setRecord((r) => ({ ...r, meta: metaOf(stored) }));
  const [lock, setLock] = useState<Lock | null>(null);
  const [termsMissing, setTermsMissing] = useState(false);
  const [busy, setBusy] = useState<SaveKind | null>(null);
  /** null: the layout follows the score rule (spec §4.1) until the person picks one. */
  const [chosenLayout, setChosenLayout] = useState<LayoutId | null>(null);
  const [layoutConfig, setLayoutConfig] = useState<LayoutConfig>({ ...DEFAULT_LAYOUT_CONFIG });
  const usedPreference = useRef(false);
  const layout = chosenLayout ?? defaultLayout(form);

  const { setValue, clearErrors, getFieldState, setError } = methods;
  const edit = useCallback(
    (patch: Partial<CurriculoForm>) => patchForm({ setValue, clearErrors, getFieldState }, patch),
    [setValue, clearErrors, getFieldState],
  );
  /** "Salvar agora" without nome or e-mail: the first of them marked with its own message and focused. */
  const refuse = useCallback(
    (field: CurriculoField, message: string) => {
      clearErrors();
      setError(field, { type: 'check', message });
      focusField(fieldElementId(field));
    },
    [clearErrors, setError],
  );

  const adopt = useCallback(
    (id: string) => {
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

  const recordRef = useRef(record);
  recordRef.current = record;
  const onSaved = useCallback(
    (res: CurriculoSaveResponse) => {
      const before = recordRef.current;
      // The edit took a paid resume's release back: the payment followed for the old reference is over.
      if (
        res.meta.needs_repayment &&
        before.meta &&
        !before.meta.needs_repayment &&
        isPaidResume(before.meta)
      ) {
        if (before.meta.activePaymentRef) forgetPaymentId(before.meta.activePaymentRef);
        if (res.meta.activePaymentRef) forgetPaymentId(res.meta.activePaymentRef);
        if (res.warning) toast.warning(res.warning);
      }
      const next = { ...before, id: res.id, meta: res.meta };
      recordRef.current = next;
      setRecord(next);
      if (res.id !== before.id) {
        adopt(res.id);
        if (usedPreference.current) clearLayoutPreference();
      }
      if (userEmail) mirrorCurriculo(res.meta, userEmail);
    },
    [adopt, userEmail],
  );

  // Issue 41 item 3: a paid resume asks before its first change (any edit of a paid resume needs a new payment,
  // `applyEdit` in shared/documents/curriculo/rules.ts), and keeps the paid one when the answer is "Cancelar".
  const paidEdit = usePaidEditConfirmation(
    methods,
    record.meta !== null && isPaidResume(record.meta) && !isAdmin && lock === null,
  );

  const saver = useAutosave<CurriculoForm, CurriculoSaveOptions, CurriculoSaveResponse>({
    value: form,
    // Autosave only keeps an existing resume up to date, and never sends what the server would refuse.
    enabled: load.kind === 'ready' && lock === null && record.id !== null && !paidEdit.pending,
    // A malformed e-mail is refused by the server too: autosave waits until it is well formed.
    canAutosave: (value, id) => id !== null && requiredProblems(value).length === 0,
    delayMs: AUTOSAVE_DELAY_MS,
    draftNamespace: `curriculo:${session.user?.uid ?? ''}`,
    // Confirmed on this page (`paidEdit`), a save may un-pay; otherwise the server refuses it and the autosave
    // indicator asks the same question (a resume paid in another window meanwhile).
    repaymentConfirmed: paidEdit.confirmed,
    save: async (request, options) => {
      const response = await saveCurriculo(api, {
        id: request.documentId,
        form: request.value,
        termsAccepted: options?.termsAccepted ?? terms.accepted,
        ...(options?.layout ? { layout: options.layout } : {}),
        ...versionedOf(request),
      });
      onSaved(response);
      return { documentId: response.id, version: response.form_version ?? null, response };
    },
    // After a 409: the stored form, and its payment state shown as it is now (paid since, blocked...).
    fetchLatest: async (id) => {
      const res = await stored.fetchLatest(id);
      showMetaOf(res.data);
      return { value: formFromStored(res.data.data), version: res.data.form_version };
    },
    // A 409 carries the stored resume; what the payment changed is shown once read, without holding the save.
    latestOf: (current) => ({ value: formFromStored(current.form), version: current.form_version }),
    onStale: (id) => {
      stored.fetchLatest(id).then(
        (res) => showMetaOf(res.data),
        () => undefined,
      );
    },
    onReplace: setForm,
    // The fifth edit session ended, or an admin blocked the resume, while the person was typing.
    onAutosaveRefused: (error) => {
      const locked = lockFromError(error);
      if (!locked) return;
      setLock(locked);
      toast.error(locked.message);
    },
  });
  const { markSaved, save } = saver;

  // Opening a new resume: name and e-mail from the account, the layout from /Layouts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per editor
  useEffect(() => {
    if (openedId) return;
    const preference = readLayoutPreference();
    if (preference) {
      usedPreference.current = true;
      setChosenLayout(preference.lastLayout);
      setLayoutConfig(preference.layoutConfig);
    }
    const prefilled = { ...newCurriculoForm(), nome: session.user?.name ?? '', email: userEmail };
    setForm(prefilled);
    markSaved(prefilled, null, null);
    setNewReady(true);
  }, []);

  function setStep(next: 'form' | 'preview') {
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      // The id of a resume created by this very click is not in `prev` yet.
      if (recordRef.current.id) p.set('id', recordRef.current.id);
      if (next === 'preview') p.set('etapa', 'previa');
      else p.delete('etapa');
      return p;
    });
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    requestAnimationFrame(() =>
      document.getElementById(next === 'preview' ? 'cv-preview-title' : 'page-title')?.focus(),
    );
  }

  /** The required fields, with the joined message of spec §5.1 and the first field focused. */
  function passesCheck(): Promise<boolean> {
    return checkForm(methods, (errors) => {
      // The joined message of the server's check; each refused field marked with its own.
      const result = checkCurriculo(methods.getValues());
      if (!result.ok) toast.error(result.message);
      const first = firstError(errors);
      if (!first?.name) return;
      if (step === 'preview') setStep('form');
      const id = fieldElementId(first.name);
      requestAnimationFrame(() => focusField(id));
    });
  }

  /** Creating needs the terms: the message, then the dialog; true once accepted there. */
  async function termsForCreation(): Promise<boolean> {
    if (record.id || terms.accepted) return true;
    setTermsMissing(true);
    const shown = toast.error(CURRICULO_MESSAGES.termos);
    const accepted = await terms.requestAcceptance();
    if (accepted) {
      setTermsMissing(false);
      toast.dismiss(shown);
    }
    return accepted;
  }

  async function runSave(kind: Exclude<SaveKind, 'auto'>): Promise<boolean> {
    const acceptedNow = !record.id && !terms.accepted;
    if (!(await termsForCreation())) return false;
    setBusy(kind);
    try {
      const outcome = await save({
        kind,
        ...(acceptedNow ? { termsAccepted: true } : {}),
        // The preview's choice, and a layout picked on /Layouts that the new resume starts with.
        ...(kind === 'preview' || (usedPreference.current && !record.id)
          ? { layout: { lastLayout: layout, layoutConfig } }
          : {}),
      });
      if (!outcome) return true;
      if (outcome.ok) return true;
      const locked = lockFromError(outcome.error);
      if (locked) {
        setLock(locked);
        toast.error(locked.message);
      } else {
        const message = saveFailureToast(kind, outcome.error);
        if (message) toast.error(message);
      }
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function generate() {
    if (!(await passesCheck())) return;
    if (await runSave('main')) setStep('preview');
  }

  async function quickSave() {
    const problem = quickSaveProblem(form);
    const missing = requiredProblems(form)[0];
    if (problem || missing) {
      toast.warning(problem ?? missing!.message);
      if (missing) refuse(missing.field, missing.message);
      return;
    }
    await runSave('quick');
  }

  async function saveFromPreview() {
    if (!(await passesCheck())) return;
    if (await runSave('preview')) navigate('/MeuCurriculo');
  }

  async function ensureReference(): Promise<string | null> {
    if (record.meta?.activePaymentRef) return record.meta.activePaymentRef;
    if (!record.id) return null;
    return newPaymentReference(api, record.id);
  }

  if (load.kind === 'loading') return <PageSpinner label="Carregando currículo..." />;
  if (load.kind === 'error') {
    return (
      <DocumentLoadError
        failure={load}
        onRetry={stored.reload}
        create={{ to: '/CriarCurriculo', label: 'Criar novo currículo' }}
        list={{ to: '/MeuCurriculo', label: 'Meu Currículo' }}
      />
    );
  }

  if (lock && !isAdmin) {
    return (
      <LockedView
        message={lock.message}
        reason={lock.reason}
        reference={record.meta?.activePaymentRef ?? null}
        ensureReference={record.id ? ensureReference : undefined}
        onPaid={() => {
          setLock(null);
          stored.reload();
        }}
      />
    );
  }

  const meta = record.meta;
  const needsRepayment = !isAdmin && meta?.needs_repayment === true;
  const until = meta && !isAdmin ? releasedUntil(meta) : null;
  const isNew = record.id === null;
  const indicator = (
    <>
      <AutosaveIndicator autosave={saver} errorText={saveErrorText(saver.status)} />
      {paidEdit.dialog}
    </>
  );

  if (step === 'preview') {
    return (
      <CurriculoPreview
        form={form}
        recordId={record.id}
        layout={layout}
        layoutConfig={layoutConfig}
        onLayout={setChosenLayout}
        onLayoutConfig={setLayoutConfig}
        early={earlyPreview}
      >
        <button
          type="button"
          className="button button-primary button-large"
          disabled={busy !== null}
          onClick={() => void saveFromPreview()}
        >
          {busy === 'preview' ? 'Salvando...' : 'Salvar Currículo'}
        </button>
        <button
          type="button"
          className="button button-secondary button-large"
          disabled={busy !== null}
          onClick={() => setStep('form')}
        >
          Voltar para edição
        </button>
        <SaveIndicator status={saver.status} />
        {indicator}
      </CurriculoPreview>
    );
  }

  return (
    <>
      {indicator}
      {isAdmin && meta && <AdminNotice />}
      {needsRepayment && <RepaymentBanner reference={meta?.activePaymentRef ?? null} />}
      {until && !needsRepayment && <PaidNotice until={until} />}

      <DocumentForm form={methods} idOf={fieldElementId} className="form cv-form" label="Dados do currículo">
        <Sections.DadosPessoais form={form} onChange={edit} fotoUrl={record.fotoUrl} />
        <Sections.Documentacao form={form} onChange={edit} />
        <Sections.Escolaridade />
        <Sections.CursosSuperiores form={form} onChange={edit} />
        <Sections.Cursos form={form} onChange={edit} />
        <Sections.Habilidades form={form} onChange={edit} />
        <Sections.Experiencias form={form} onChange={edit} />

        {isNew && (
          <div className="cv-terms">
            <TermsCheckbox id="cv-terms" invalid={termsMissing && !terms.accepted} />
            {termsMissing && !terms.accepted && (
              <p className="field-error" role="alert">
                {CURRICULO_MESSAGES.termos}
              </p>
            )}
          </div>
        )}

        <div className="cv-actions">
          <SaveIndicator
            status={saver.status}
            hint={isNew ? 'Salvamento automático após o primeiro salvamento.' : undefined}
          />
          {record.id && <DocumentReference id={record.id} />}
          <div className="cv-actions-buttons">
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== null}
              onClick={() => void quickSave()}
            >
              {busy === 'quick' ? 'Salvando...' : 'Salvar agora'}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy !== null}
              onClick={() => void generate()}
            >
              {busy === 'main' ? 'Salvando...' : isNew ? 'Gerar Currículo' : 'Salvar Alterações'}
            </button>
          </div>
        </div>
      </DocumentForm>
    </>
  );
}

/** With `?id=` a saved resume, without it a new one; signed out, the login prompt. */
export function CriarCurriculoPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const urlId = params.get('id');
  // A new editor for another resume; the same one when the URL only gains the id this editor created.
  const editor = useEditorIdentity(urlId);
  // On the preview: the PDF viewer (pdf.js and its worker) loads while the session and the resume do, not
  // after them (the app's start began it already when it started on this page's preview link).
  const opensPreview = params.get('etapa') === 'previa';
  useEffect(() => {
    if (opensPreview) warmPdfjs();
  }, [opensPreview]);

  return (
    <section className="page page-wide cv-page" aria-labelledby="page-title">
      <header className="cv-header">
        <h1 id="page-title" tabIndex={-1}>
          {urlId ? 'Editar Currículo' : 'Criar Currículo'}
        </h1>
        <p className="muted">
          Preencha seus dados, escolha um dos seis modelos na prévia e baixe o PDF pronto para enviar ou
          imprimir.
        </p>
      </header>
      {session.status === 'loading' ? (
        <PageSpinner />
      ) : session.status === 'signed-out' ? (
        <LoginPrompt />
      ) : (
        <CurriculoEditor key={editor.key} urlId={urlId} onOwnId={editor.onOwnId} />
      )}
    </section>
  );
}
