// /AutorizacaoViagemMenor (issue 21; spec part 2 §2 "form content not shown"): the trip's facts first and,
// as they are filled, whether an authorization is needed and who signs it (the CNJ rules of
// shared/documents/autorizacao-viagem/rules.ts); then the child, the signer(s) the rules require and the
// companion; place and date; the draft bar, the payment panel and "Gerar PDF", beside a live A4 preview.
// Signed-in people only; `?id=` opens a saved authorization.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AutorizacaoSaveResponse } from '@shared/api/autorizacoes';
import {
  type AutorizacaoViagemFinal,
  type AutorizacaoViagemForm,
  autorizacaoViagemDraftSchema,
  autorizacaoViagemFinalSchema,
  emptyAutorizacaoViagem,
  isBlankAutorizacaoViagem,
  menorIdade,
  rulingOf,
  signatureCount,
} from '@shared/documents/autorizacao-viagem/schema';
import { autorizacaoViagemPreview } from '@shared/documents/autorizacao-viagem/text';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview } from '@/components/document-preview/document-preview';
import { checkForm, DocumentForm, firstError, focusField, useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { RequireSignIn } from '@/components/require-sign-in';
import { toast } from '@/components/toast/toast-store';
import { DraftStatusBar, saveErrorText } from '@/features/declaracao-residencia/components/draft-status-bar';
import {
  DECLARACAO_AUTOSAVE_DELAY_MS,
  type DeclaracaoRecordMeta,
  declaracaoRecordMeta,
  NEW_DECLARACAO_RECORD,
  REPAYMENT_WARNING,
} from '@/features/declaracoes/declaracao-record';
import { PaymentPanel } from '@/features/payment/components/payment-panel';
import { forgetPaymentId } from '@/features/payment/payment-storage';
import { usePaidEditConfirmation } from '@/features/payment/use-paid-edit-confirmation';
import { useAppServices } from '@/lib/app-services';
import { isStaleVersion, useAutosave } from '@/lib/hooks/use-autosave';
import { usePriceTable } from '@/lib/price-table';
import { useDocument } from '@/lib/query/use-document';
import { useSession } from '@/lib/session/session-provider';
import {
  downloadAutorizacaoPdf,
  formFromStored,
  KIND,
  loadAutorizacao,
  saveAutorizacao,
} from '../api/autorizacao-viagem-api';
import { fieldElementId } from '../autorizacao-fields';
import {
  AcompanhanteSection,
  LocalSection,
  MenorSection,
  SignerSection,
} from '../components/people-sections';
import { TripSection } from '../components/trip-section';
// The declarations' page layout (sections, draft bar, preview column), and this page's own notice.
import '@/features/declaracao-residencia/declaracao-residencia.css';
import '../autorizacao-viagem.css';

const LOAD_TEXTS = {
  notFound: 'Autorização não encontrada.',
  forbidden: 'Sem permissão para abrir esta autorização.',
};

interface EditorProps {
  urlId: string | null;
  /** Tells the page which ids this editor created, so putting one in the URL does not reopen the page. */
  onOwnId: (id: string) => void;
}

function AutorizacaoViagemEditor({ urlId, onOwnId }: EditorProps) {
  const { api, config, auth } = useAppServices();
  const session = useSession();
  const [, setParams] = useSearchParams();
  const { table } = usePriceTable();
  // The final check is the shared zod schema (the server runs the same). It runs on "Gerar PDF" and before
  // paying; after that, editing a field it refused checks that field again, so its mark stays until it is valid.
  const methods = useForm<AutorizacaoViagemForm, unknown, AutorizacaoViagemFinal>({
    defaultValues: emptyAutorizacaoViagem(new Date()),
    resolver: ((values, context, options) =>
      zodResolver(autorizacaoViagemFinalSchema(new Date()))(values, context, options as never)) as Resolver<
      AutorizacaoViagemForm,
      unknown,
      AutorizacaoViagemFinal
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, autorizacaoViagemDraftSchema, form);
  const [openedId] = useState(urlId);
  const stored = useDocument({
    kind: KIND,
    id: openedId,
    fetch: (id) => loadAutorizacao(api, id),
    texts: LOAD_TEXTS,
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
  const load = stored.state;
  const [record, setRecord] = useState<DeclaracaoRecordMeta>(NEW_DECLARACAO_RECORD);
  const [pdfBusy, setPdfBusy] = useState(false);
  const recordIdRef = useRef<string | null>(null);
  const paidRef = useRef(false);
  paidRef.current = record.paid;
  const paidEdit = usePaidEditConfirmation(methods, record.paid && record.pdfSincePaid && !session.isAdmin);

  /** The authorization got its id here: into the URL (a reload reopens it), without reopening the page. */
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

  const onSaved = (res: AutorizacaoSaveResponse) => {
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
  const saver = useAutosave<AutorizacaoViagemForm, undefined, AutorizacaoSaveResponse>({
    value: form,
    enabled: load.kind === 'ready' && !paidEdit.pending,
    // A form typed and then cleared: no empty authorization in the list.
    canAutosave: (value, id) => id !== null || !isBlankAutorizacaoViagem(value),
    delayMs: DECLARACAO_AUTOSAVE_DELAY_MS,
    draftNamespace: `autorizacao_viagem:${session.user?.uid ?? ''}`,
    save: async ({ documentId, value, changes, baseVersion }) => {
      const res = await saveAutorizacao(api, {
        id: documentId,
        form: value,
        ...(baseVersion !== null ? { versioned: { baseVersion, changes } } : {}),
      });
      onSaved(res);
      return { documentId: res.id, version: res.form_version ?? null, response: res };
    },
    fetchLatest: async (id) => {
      const res = await stored.fetchLatest(id);
      return { value: formFromStored(res.data.form), version: res.data.form_version };
    },
    onReplace: setForm,
  });
  const { markSaved } = saver;

  /** "Salvar agora" and the saves a payment or a PDF needs first: the id, or null (told by a toast). */
  const save = async ({ force }: { force: boolean }): Promise<string | null> => {
    if (!recordIdRef.current && isBlankAutorizacaoViagem(form)) {
      toast.info('Preencha a autorização antes de salvar.');
      return null;
    }
    const outcome = await saver.save(undefined, { force });
    if (!outcome) return recordIdRef.current;
    if (outcome.ok) return outcome.response.id;
    if (!isStaleVersion(outcome.error)) toast.error('Falha ao salvar agora');
    return null;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per editor
  useEffect(() => {
    if (!openedId) markSaved(form, null, null);
  }, []);

  const preview = useMemo(() => autorizacaoViagemPreview(form), [form]);
  const ruling = useMemo(() => rulingOf(form), [form]);
  const idade = menorIdade(form);
  const twoSigners = signatureCount(form) === 2;
  const showCompanion =
    form.acompanhante !== '' && form.acompanhante !== 'nenhum' && form.acompanhante !== 'ambos_genitores';
  const canPdf = record.paid || session.isAdmin;

  /** The final check: the first message as a toast, its field focused, every failing field marked. */
  function passesCheck(): Promise<boolean> {
    return checkForm(methods, (errors) => {
      const first = firstError(errors);
      if (!first) return;
      toast.error(first.message);
      if (first.name) focusField(fieldElementId(first.name));
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
      const outcome = await downloadAutorizacaoPdf({ apiBase: config.apiBase, tokens: auth }, id);
      if (outcome === 'done') setRecord((r) => ({ ...r, isDraft: false, pdfSincePaid: r.paid }));
      if (outcome === 'unpaid') setRecord((r) => ({ ...r, paid: false }));
    } finally {
      setPdfBusy(false);
    }
  }

  if (load.kind === 'loading') return <PageSpinner label="Carregando autorização..." />;
  if (load.kind === 'error') {
    return (
      <DocumentLoadError
        failure={load}
        onRetry={stored.reload}
        create={{ to: '/AutorizacaoViagemMenor', label: 'Criar nova autorização' }}
        list={{ to: '/MinhasAutorizacoes', label: 'Minhas Autorizações' }}
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
      {record.blocked && !session.isAdmin && (
        <p className="decl-warning" role="alert">
          Autorização bloqueada (contate o suporte).
        </p>
      )}

      <div className="doc-layout">
        <div className="doc-main">
          <DocumentForm
            form={methods}
            idOf={fieldElementId}
            className="form decl-form"
            label="Dados da autorização"
          >
            <TripSection
              tipo={form.tipo_viagem}
              acompanhante={form.acompanhante}
              ruling={ruling}
              idade={idade}
            />
            <MenorSection />
            <SignerSection
              prefix="aut1"
              title={
                twoSigners
                  ? 'Primeiro genitor (quem autoriza)'
                  : 'Quem autoriza (genitor ou responsável legal)'
              }
            />
            {twoSigners && <SignerSection prefix="aut2" title="Segundo genitor (também autoriza)" />}
            {showCompanion && <AcompanhanteSection required={ruling?.companionRequired ?? false} />}
            <LocalSection />
            <DraftStatusBar
              signedIn
              status={saver.status}
              recordId={record.id}
              isDraft={record.isDraft}
              savedText="Autorização salva"
              onSaveNow={() => void save({ force: true })}
            />
          </DocumentForm>

          <PaymentPanel
            area="autorizacao_viagem"
            reference={record.id}
            ensureReference={ensureReference}
            amountCents={table.autorizacao}
            paid={record.paid}
            onPaid={() =>
              setRecord((r) => ({ ...r, paid: true, needsRepayment: false, pdfSincePaid: false }))
            }
            disabled={record.blocked}
          />

          <section className="decl-pdf" aria-label="Gerar PDF">
            <button
              type="button"
              className="button button-primary button-large button-block"
              disabled={!canPdf || pdfBusy || (record.blocked && !session.isAdmin)}
              aria-describedby="aut-pdf-hint"
              onClick={() => void generatePdf()}
            >
              {pdfBusy ? 'Gerando PDF...' : 'Gerar PDF'}
            </button>
            <p id="aut-pdf-hint" className="field-hint">
              {canPdf
                ? 'O PDF é gerado a partir dos dados salvos e baixado em seguida.'
                : 'Efetue o pagamento para liberar o PDF.'}
            </p>
          </section>
        </div>

        <aside id="aut-preview" className="doc-aside" aria-labelledby="aut-preview-title">
          <h2 id="aut-preview-title">Prévia</h2>
          <DocumentPreview
            blocks={preview}
            label="Prévia da autorização"
            note="Revise todas as informações. Cada assinatura precisa de reconhecimento de firma em cartório (por semelhança ou autenticidade)."
          />
        </aside>
      </div>
    </>
  );
}

/** With `?id=` a saved authorization, without it a new one. */
export function AutorizacaoViagemPage() {
  const [params] = useSearchParams();
  const urlId = params.get('id');
  // A new editor for another authorization; the same one when the URL only gains the id this editor created.
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
        <h1 id="page-title">Autorização de Viagem de Menor</h1>
        <p className="muted">
          Conte como é a viagem e veja na hora se a autorização é exigida e quem deve assinar, pelas regras do
          CNJ. Depois preencha os dados, confira a prévia ao lado e gere o PDF para reconhecer firma em
          cartório.
        </p>
        <a className="decl-preview-link" href="#aut-preview">
          Ver prévia
        </a>
      </header>
      <RequireSignIn>
        <AutorizacaoViagemEditor key={editor.current.key} urlId={urlId} onOwnId={onOwnId} />
      </RequireSignIn>
    </section>
  );
}
