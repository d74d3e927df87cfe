// /AutorizacaoViagemMenor (issue 21; spec part 2 §2 "form content not shown"): the trip's facts first and,
// as they are filled, whether an authorization is needed and who signs it (the CNJ rules of
// shared/documents/autorizacao-viagem/rules.ts); then the child, the signer(s) the rules require and the
// companion; place and date; the draft bar, the payment panel and "Gerar PDF", beside a live A4 preview.
// Signed-in people only; `?id=` opens a saved authorization.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AutorizacaoViagemFinal,
  type AutorizacaoViagemForm,
  asksCompanion,
  asksCompanionOrigin,
  autorizacaoViagemDraftSchema,
  autorizacaoViagemFinalSchema,
  emptyAutorizacaoViagem,
  hiddenFilled,
  isBlankAutorizacaoViagem,
  isGuardian,
  menorIdade,
  rulingOf,
  signatureCount,
} from '@shared/documents/autorizacao-viagem/schema';
import { autorizacaoViagemPreview } from '@shared/documents/autorizacao-viagem/text';
import { useEffect, useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { REPAYMENT_WARNING } from '@/components/document-editor/document-record';
import { DraftStatusBar, saveErrorText } from '@/components/document-editor/draft-status-bar';
import { PdfSection } from '@/components/document-editor/pdf-section';
import { useDeclaracaoEditor } from '@/components/document-editor/use-declaracao-editor';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview } from '@/components/document-preview/document-preview';
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
import { PaymentPanel } from '@/components/payment/components/payment-panel';
import { RequireSignIn } from '@/components/require-sign-in';
import { toast } from '@/components/toast/toast-store';
import { useAppServices } from '@/lib/app-services';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
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
import '@/components/document-editor/document-editor.css';
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
  const { stored, load, record, setRecord, saver, paidEdit, pdfBusy, generatePdf, ...editor } =
    useDeclaracaoEditor({
      kind: KIND,
      urlId,
      onOwnId,
      methods,
      form,
      setForm,
      fetch: (id) => loadAutorizacao(api, id),
      texts: LOAD_TEXTS,
      save: (input) => saveAutorizacao(api, input),
      formFromStored,
      isBlank: isBlankAutorizacaoViagem,
      blankMessage: 'Preencha a autorização antes de salvar.',
      isAdmin: session.isAdmin,
    });
  const preview = useMemo(() => autorizacaoViagemPreview(form), [form]);
  const ruling = useMemo(() => rulingOf(form), [form]);
  const idade = menorIdade(form);
  const twoSigners = signatureCount(form) === 2;
  const showCompanion = asksCompanion(form);
  // A field a choice hides is blanked at once: the saved draft, the preview and the PDF never hold it.
  const hidden = useMemo(() => hiddenFilled(form), [form]);
  useEffect(() => {
    if (Object.keys(hidden).length > 0) patchForm(methods, hidden);
  }, [hidden, methods]);
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
    return editor.save({ force: false });
  };

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
            <TripSection form={form} ruling={ruling} idade={idade} />
            <MenorSection />
            <SignerSection
              prefix="aut1"
              title={
                twoSigners
                  ? 'Primeiro genitor (quem autoriza)'
                  : 'Quem autoriza (genitor ou responsável legal)'
              }
              guardian={isGuardian(form.aut1_relacao)}
            />
            {twoSigners && <SignerSection prefix="aut2" title="Segundo genitor (também autoriza)" />}
            {showCompanion && (
              <AcompanhanteSection
                required={ruling?.companionRequired ?? false}
                origin={
                  asksCompanionOrigin(form)
                    ? { nacionalidade: form.acomp_nacionalidade, residencia: form.acomp_residencia }
                    : null
                }
              />
            )}
            <LocalSection />
            <DraftStatusBar
              signedIn
              status={saver.status}
              recordId={record.id}
              isDraft={record.isDraft}
              savedText="Autorização salva"
              onSaveNow={() => void editor.save({ force: true })}
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

          <PdfSection
            canPdf={canPdf}
            busy={pdfBusy}
            blocked={record.blocked && !session.isAdmin}
            hintId="aut-pdf-hint"
            onGenerate={() =>
              void generatePdf(passesCheck, (id) =>
                downloadAutorizacaoPdf({ apiBase: config.apiBase, tokens: auth }, id),
              )
            }
          />
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
  const { key, onOwnId } = useEditorIdentity(urlId);

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
        <AutorizacaoViagemEditor key={key} urlId={urlId} onOwnId={onOwnId} />
      </RequireSignIn>
    </section>
  );
}
