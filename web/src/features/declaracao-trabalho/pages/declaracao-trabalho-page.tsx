// /DeclaracaoTrabalho (spec part 2 §2, §4, §5): employer and company data, worker data, document date, the
// draft bar, the payment panel and "Gerar PDF", beside a live A4 preview. Signed-in people only; `?id=` opens a
// saved declaration. A household employer ("Empregador pessoa física") gives only the workplace address.
import { zodResolver } from '@hookform/resolvers/zod';
import type { DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import {
  type DeclaracaoTrabalhoFinal,
  type DeclaracaoTrabalhoForm,
  declaracaoTrabalhoDraftSchema,
  declaracaoTrabalhoFinalSchema,
  emptyDeclaracaoTrabalho,
  isBlankDeclaracaoTrabalho,
} from '@shared/documents/declaracao-trabalho/schema';
import { declaracaoTrabalhoPreview } from '@shared/documents/declaracao-trabalho/text';
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
import type { CepLookupState } from '@/features/address/hooks/use-cep-lookup';
import { DataSection } from '@/features/declaracao-residencia/components/data-section';
import { DraftStatusBar, saveErrorText } from '@/features/declaracao-residencia/components/draft-status-bar';
import { downloadDeclaracaoPdf } from '@/features/declaracoes/api/declaracoes-api';
import {
  DECLARACAO_AUTOSAVE_DELAY_MS,
  DECLARACAO_LOAD_TEXTS,
  type DeclaracaoRecordMeta,
  declaracaoRecordMeta,
  NEW_DECLARACAO_RECORD,
  REPAYMENT_WARNING,
} from '@/features/declaracoes/declaracao-record';
import { PaymentPanel } from '@/features/payment/components/payment-panel';
import { forgetPaymentId } from '@/features/payment/payment-storage';
import { usePaidEditConfirmation } from '@/features/payment/use-paid-edit-confirmation';
import { useApi } from '@/lib/app-services';
import { isStaleVersion, useAutosave } from '@/lib/hooks/use-autosave';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
import { useDocument } from '@/lib/query/use-document';
import { useSession } from '@/lib/session/session-provider';
import {
  formFromStored,
  getDeclaracaoTrabalho,
  PRODUCT,
  saveDeclaracaoTrabalho,
} from '../api/declaracao-trabalho-api';
import { EmpregadorSection } from '../components/empregador-section';
import { EmpresaSection } from '../components/empresa-section';
import { TrabalhadorSection } from '../components/trabalhador-section';
import { cepCheckState, fieldElementId, refusalNotice } from '../trabalho-fields';
// The declarations share their page layout (sections, draft bar, preview column).
import '@/features/declaracao-residencia/declaracao-residencia.css';

const IDLE: CepLookupState = { status: 'idle' };
const idOf = (name: string) => fieldElementId(name as keyof DeclaracaoTrabalhoForm);

interface EditorProps {
  urlId: string | null;
  /** Tells the page which ids this editor created, so putting one in the URL does not reopen the page. */
  onOwnId: (id: string) => void;
}

function DeclaracaoTrabalhoEditor({ urlId, onOwnId }: EditorProps) {
  const api = useApi();
  const session = useSession();
  const [, setParams] = useSearchParams();
  const { table } = usePriceTable();
  const [cep, setCep] = useState<CepLookupState>(IDLE);
  const cepRef = useRef(cep);
  cepRef.current = cep;
  // The final check of spec part 2 §5 is the shared zod schema (the server runs the same), told the state of
  // the CEP lookup. It runs on "Gerar PDF" and before paying; after that, editing a field it refused checks
  // that field again (`reValidateMode: 'onChange'`), so its highlight stays until the value is valid.
  const methods = useForm<DeclaracaoTrabalhoForm, unknown, DeclaracaoTrabalhoFinal>({
    defaultValues: emptyDeclaracaoTrabalho(new Date()),
    resolver: ((values, context, options) =>
      zodResolver(declaracaoTrabalhoFinalSchema(cepCheckState(cepRef.current)))(
        values,
        context,
        options as never,
      )) as Resolver<DeclaracaoTrabalhoForm, unknown, DeclaracaoTrabalhoFinal>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, declaracaoTrabalhoDraftSchema, form);
  // A saved declaration (`?id=` when the editor opened) is read on TanStack Query; the id this editor later
  // puts in the URL is its own and is not read back.
  const [openedId] = useState(urlId);
  const stored = useDocument({
    kind: PRODUCT,
    id: openedId,
    fetch: (id) => getDeclaracaoTrabalho(api, id),
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
  const load = stored.state;
  const [record, setRecord] = useState<DeclaracaoRecordMeta>(NEW_DECLARACAO_RECORD);
  const [pdfBusy, setPdfBusy] = useState(false);
  const recordIdRef = useRef<string | null>(null);
  const paidRef = useRef(false);
  paidRef.current = record.paid;
  const paidEdit = usePaidEditConfirmation(methods, record.paid && record.pdfSincePaid && !session.isAdmin);

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

  const onSaved = (res: DeclaracaoSaveResponse) => {
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
  const saver = useAutosave<DeclaracaoTrabalhoForm, undefined, DeclaracaoSaveResponse>({
    value: form,
    enabled: load.kind === 'ready' && !paidEdit.pending,
    // A form typed and then cleared: no empty declaration in the list.
    canAutosave: (value, id) => id !== null || !isBlankDeclaracaoTrabalho(value),
    delayMs: DECLARACAO_AUTOSAVE_DELAY_MS,
    draftNamespace: `declaracao_trabalho:${session.user?.uid ?? ''}`,
    save: async ({ documentId, value, changes, baseVersion }) => {
      const res = await saveDeclaracaoTrabalho(api, {
        id: documentId,
        form: value,
        isDraft: documentId === null || record.isDraft,
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

  /**
   * "Salvar agora" and the saves a payment or a PDF needs first: answers the declaration's id, or null when
   * there is nothing to save yet or it failed (told by a toast and the status bar).
   */
  const save = async ({ force }: { force: boolean }): Promise<string | null> => {
    if (!recordIdRef.current && isBlankDeclaracaoTrabalho(form)) {
      toast.info('Preencha a declaração antes de salvar.');
      return null;
    }
    const outcome = await saver.save(undefined, { force });
    if (!outcome) return recordIdRef.current;
    if (outcome.ok) return outcome.response.id;
    if (!isStaleVersion(outcome.error)) toast.error('Falha ao salvar agora');
    return null;
  };

  // A new declaration: the blank form is what is saved so far (edits kept in this browser are restored over it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per editor
  useEffect(() => {
    if (!openedId) markSaved(form, null, null);
  }, []);

  const preview = useMemo(() => declaracaoTrabalhoPreview(form), [form]);
  const canPdf = record.paid || session.isAdmin;

  /**
   * The final check of spec part 2 §5: the first message as a toast, its field focused, and every field that
   * fails marked with its message at once.
   */
  function passesCheck(): Promise<boolean> {
    return checkForm(methods, (errors) => {
      const first = firstError(errors);
      if (!first) return;
      const notice = refusalNotice(first);
      if (notice.kind === 'info') toast.info(notice.message);
      else toast.error(notice.message);
      if (notice.focus) focusField(notice.focus);
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
      const outcome = await downloadDeclaracaoPdf(api, id);
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
        create={{ to: '/DeclaracaoTrabalho', label: 'Criar nova declaração' }}
        list={{ to: '/MinhasDeclaracoes', label: 'Minhas Declarações' }}
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
          Declaração bloqueada (contate o suporte).
        </p>
      )}

      <div className="doc-layout">
        <div className="doc-main">
          <DocumentForm form={methods} idOf={idOf} className="form decl-form" label="Dados da declaração">
            <EmpregadorSection />
            <EmpresaSection onCepLookupState={setCep} />
            <TrabalhadorSection />
            <DataSection />
            <DraftStatusBar
              signedIn
              status={saver.status}
              recordId={record.id}
              isDraft={record.isDraft}
              onSaveNow={() => void save({ force: true })}
            />
          </DocumentForm>

          <PaymentPanel
            area="declaracao_trabalho"
            reference={record.id}
            ensureReference={ensureReference}
            amountCents={table.declaracao_trabalho}
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
              aria-describedby="trab-pdf-hint"
              onClick={() => void generatePdf()}
            >
              {pdfBusy ? 'Gerando PDF...' : 'Gerar PDF'}
            </button>
            <p id="trab-pdf-hint" className="field-hint">
              {canPdf
                ? 'O PDF é gerado a partir dos dados salvos e baixado em seguida.'
                : 'Efetue o pagamento para liberar o PDF.'}
            </p>
          </section>
        </div>

        <aside id="trab-preview" className="doc-aside" aria-labelledby="trab-preview-title">
          <h2 id="trab-preview-title">Prévia</h2>
          <DocumentPreview
            blocks={preview}
            label="Prévia da declaração"
            note="Revise todas as informações antes de imprimir. A declaração é assinada pelo empregador ou carimbada pela empresa."
          />
        </aside>
      </div>
    </>
  );
}

/** With `?id=` a saved declaration, without it a new one. */
export function DeclaracaoTrabalhoPage() {
  const [params] = useSearchParams();
  const urlId = params.get('id');
  const editor = useEditorIdentity(urlId);

  return (
    <section className="page page-wide decl-page" aria-labelledby="page-title">
      <header className="decl-header">
        <h1 id="page-title">Declaração de Trabalho</h1>
        <p className="muted">
          Preencha os dados do empregador, da empresa e do trabalhador, confira a prévia ao lado e gere o PDF
          pronto para imprimir e assinar.
        </p>
        <a className="decl-preview-link" href="#trab-preview">
          Ver prévia
        </a>
      </header>
      <RequireSignIn>
        <DeclaracaoTrabalhoEditor key={editor.key} urlId={urlId} onOwnId={editor.onOwnId} />
      </RequireSignIn>
    </section>
  );
}
