// /ProcuracaoVeiculo (spec part 2 §2, §4, §5; issue 19): owner, procurator and vehicle, the document date, the
// payment panel (PIX and "Cartão (1x)") and "Gerar PDF", beside a live A4 preview. Open to visitors who are
// not signed in: the power of attorney is saved when they pay, bound to an access key this browser keeps, and
// claimed into their account when they sign in. Signed in, it is autosaved as a draft 900 ms after a change.
import { zodResolver } from '@hookform/resolvers/zod';
import type { DeclaracaoSaveResponse } from '@shared/api/declaracoes';
import {
  emptyProcuracaoVeiculo,
  isBlankProcuracaoVeiculo,
  PROCURACAO_VEICULO_MESSAGES,
  type ProcuracaoVeiculoField,
  type ProcuracaoVeiculoForm,
  procuracaoVeiculoDraftSchema,
  procuracaoVeiculoFinalSchema,
} from '@shared/documents/procuracao-veiculo/schema';
import { NOTARISATION_SENTENCE, procuracaoVeiculoPreview } from '@shared/documents/procuracao-veiculo/text';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { cepCheckState } from '@/components/address/cep-check';
import type { CepLookupState } from '@/components/address/hooks/use-cep-lookup';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { DataSection } from '@/components/document-editor/data-section';
import {
  DECLARACAO_AUTOSAVE_DELAY_MS,
  type DeclaracaoRecordMeta,
  declaracaoRecordMeta,
  NEW_DECLARACAO_RECORD,
  REPAYMENT_WARNING,
} from '@/components/document-editor/document-record';
import { DraftStatusBar, saveErrorText } from '@/components/document-editor/draft-status-bar';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview } from '@/components/document-preview/document-preview';
import { CheckboxField } from '@/components/form/basic-fields';
import { checkForm, DocumentForm, firstError, focusField, useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { AnonymousReturn, BrowserDocuments } from '@/components/payment/components/anonymous-return';
import { PaymentPanel } from '@/components/payment/components/payment-panel';
import { forgetPaymentId } from '@/components/payment/payment-storage';
import { usePaidEditConfirmation } from '@/components/payment/use-paid-edit-confirmation';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { downloadDeclaracaoPdf } from '@/lib/document-api';
import { isStaleVersion, useAutosave } from '@/lib/hooks/use-autosave';
import { usePriceTable } from '@/lib/price-table';
import { useDocument } from '@/lib/query/use-document';
import { useSession } from '@/lib/session/session-provider';
import {
  formFromStored,
  getProcuracaoVeiculo,
  PDF_ROUTE,
  PRODUCT,
  saveProcuracaoVeiculo,
} from '../api/procuracao-veiculo-api';
import { OutorganteSection } from '../components/outorgante-section';
import { ProcuradorSection } from '../components/procurador-section';
import { VeiculoSection } from '../components/veiculo-section';
import { fieldElementId } from '../procuracao-fields';
// The declarations' page layout (sections, draft bar, preview column), and this page's own.
import '@/components/document-editor/document-editor.css';
import '../procuracao-veiculo.css';
import { versionedOf } from '@/lib/versioned-save';

const IDLE: CepLookupState = { status: 'idle' };
const idOf = (name: string) => fieldElementId(name as ProcuracaoVeiculoField);
const LOAD_TEXTS = {
  notFound: 'Procuração não encontrada.',
  forbidden: 'Sem permissão para abrir esta procuração.',
};

interface EditorProps {
  urlId: string | null;
  onOwnId: (id: string) => void;
}

function ProcuracaoVeiculoEditor({ urlId, onOwnId }: EditorProps) {
  const api = useApi();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [, setParams] = useSearchParams();
  const { table } = usePriceTable();
  const [cep, setCep] = useState<CepLookupState>(IDLE);
  const cepRef = useRef(cep);
  cepRef.current = cep;
  const methods = useForm<ProcuracaoVeiculoForm, unknown, ProcuracaoVeiculoForm>({
    defaultValues: emptyProcuracaoVeiculo(new Date()),
    resolver: ((values, context, options) =>
      zodResolver(procuracaoVeiculoFinalSchema(cepCheckState(cepRef.current)))(
        values,
        context,
        options as never,
      )) as Resolver<ProcuracaoVeiculoForm, unknown, ProcuracaoVeiculoForm>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, procuracaoVeiculoDraftSchema, form);
  const [openedId] = useState(urlId);
  const [record, setRecord] = useState<DeclaracaoRecordMeta>(NEW_DECLARACAO_RECORD);
  const [pdfBusy, setPdfBusy] = useState(false);
  const recordIdRef = useRef<string | null>(null);
  const paidRef = useRef(false);
  paidRef.current = record.paid;
  const stored = useDocument({
    kind: PRODUCT,
    id: openedId,
    fetch: (id) => getProcuracaoVeiculo(api, id),
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
  const paidEdit = usePaidEditConfirmation(methods, record.paid && record.pdfSincePaid && !session.isAdmin);

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
  const saver = useAutosave<ProcuracaoVeiculoForm, undefined, DeclaracaoSaveResponse>({
    value: form,
    // Spec part 2 §4: autosaved while signed in; a visitor's is created when paying or generating the PDF, and
    // autosaved with its access key from then on (kept in this browser from the first keystroke either way).
    enabled: load.kind === 'ready' && !paidEdit.pending,
    canAutosave: (value, id) => id !== null || (signedIn && !isBlankProcuracaoVeiculo(value)),
    delayMs: DECLARACAO_AUTOSAVE_DELAY_MS,
    draftNamespace: `procuracao_veiculo:${session.user?.uid ?? 'visitante'}`,
    repaymentConfirmed: paidEdit.confirmed,
    save: async (request) => {
      const res = await saveProcuracaoVeiculo(api, {
        id: request.documentId,
        form: request.value,
        isDraft: request.documentId === null || record.isDraft,
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

  /** Saves now (before a payment or a PDF); answers the id, or null when that failed (said by a toast). */
  const save = async (): Promise<string | null> => {
    const outcome = await saver.save(undefined, { force: false });
    if (!outcome) return recordIdRef.current;
    if (outcome.ok) return outcome.response.id;
    if (!isStaleVersion(outcome.error)) toast.error('Falha ao salvar agora');
    return null;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per editor
  useEffect(() => {
    if (!openedId) markSaved(form, null, null);
  }, []);

  const preview = useMemo(() => procuracaoVeiculoPreview(form), [form]);
  const canPdf = record.paid || session.isAdmin;

  /** Spec part 2 §5: the first message as a toast, its field focused, every failing field marked. */
  function passesCheck(): Promise<boolean> {
    return checkForm(methods, (errors) => {
      const first = firstError(errors);
      if (!first) return;
      if (first.message === PROCURACAO_VEICULO_MESSAGES.aguardeCep) toast.info(first.message);
      else toast.error(first.message);
      if (first.name) focusField(idOf(first.name));
    });
  }

  const ensureReference = async (): Promise<string | null> => {
    if (!(await passesCheck())) return null;
    return save();
  };

  async function generatePdf() {
    if (!(await passesCheck())) return;
    if (!canPdf) {
      toast.warning('Efetue o pagamento para liberar o PDF');
      return;
    }
    setPdfBusy(true);
    try {
      const id = await save();
      if (!id) return;
      const outcome = await downloadDeclaracaoPdf(api, id, { route: PDF_ROUTE });
      if (outcome === 'done') setRecord((r) => ({ ...r, isDraft: false, pdfSincePaid: r.paid }));
      if (outcome === 'unpaid') setRecord((r) => ({ ...r, paid: false }));
    } finally {
      setPdfBusy(false);
    }
  }

  if (load.kind === 'loading') return <PageSpinner label="Carregando procuração..." />;
  if (load.kind === 'error') {
    return (
      <DocumentLoadError
        failure={load}
        onRetry={stored.reload}
        create={{ to: '/ProcuracaoVeiculo', label: 'Criar nova procuração' }}
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
          Procuração bloqueada (contate o suporte).
        </p>
      )}

      {!openedId && <BrowserDocuments kind={PRODUCT} />}
      <div className="doc-layout">
        <div className="doc-main">
          <DocumentForm form={methods} idOf={idOf} className="form decl-form" label="Dados da procuração">
            <OutorganteSection onCepLookupState={setCep} />
            <ProcuradorSection />
            <VeiculoSection />
            <DataSection />
            <div className="decl-section">
              <CheckboxField
                name="data_por_extenso"
                values={{ on: 'sim', off: 'nao' }}
                label="Escrever também a data por extenso (ex.: cinco de março de dois mil e vinte e seis)"
              />
            </div>
            <DraftStatusBar
              // A visitor's power of attorney is saved with its access key once created.
              signedIn={signedIn || record.id !== null}
              status={saver.status}
              recordId={record.id}
              isDraft={record.isDraft}
              onSaveNow={() => void saver.save(undefined, { force: true })}
            />
          </DocumentForm>

          <PaymentPanel
            area="procuracao_veiculo"
            reference={record.id}
            ensureReference={ensureReference}
            amountCents={table.procuracao}
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
              aria-describedby="proc-pdf-hint"
              onClick={() => void generatePdf()}
            >
              {pdfBusy ? 'Gerando PDF...' : 'Gerar PDF'}
            </button>
            <p id="proc-pdf-hint" className="field-hint">
              {canPdf
                ? 'O PDF é gerado a partir dos dados salvos e baixado em seguida.'
                : 'Efetue o pagamento para liberar o PDF.'}
            </p>
          </section>
          {!signedIn && record.paid && record.id && <AnonymousReturn reference={record.id} />}
        </div>

        <aside id="proc-preview" className="doc-aside" aria-labelledby="proc-preview-title">
          <h2 id="proc-preview-title">Prévia</h2>
          <DocumentPreview
            blocks={preview}
            label="Prévia da procuração"
            note={`Revise todas as informações antes de assinar. ${NOTARISATION_SENTENCE}`}
          />
        </aside>
      </div>
    </>
  );
}

/** With `?id=` a saved power of attorney (its owner's, or one this browser holds the key of), else a new one. */
export function ProcuracaoVeiculoPage() {
  const [params] = useSearchParams();
  const urlId = params.get('id');
  const session = useSession();
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
        <h1 id="page-title">Procuração de Veículo</h1>
        <p className="muted">
          Preencha os dados do dono, do procurador e do veículo, confira a prévia ao lado e gere o PDF pronto
          para assinar e reconhecer firma.
        </p>
        {session.status === 'signed-out' && (
          <p className="muted">
            Você pode fazer sem entrar: a procuração fica guardada neste navegador por 30 dias, e você pode
            adicioná-la à sua conta quando entrar.
          </p>
        )}
        <a className="decl-preview-link" href="#proc-preview">
          Ver prévia
        </a>
      </header>
      {session.status === 'loading' ? (
        <PageSpinner label="Carregando..." />
      ) : (
        <ProcuracaoVeiculoEditor key={editor.current.key} urlId={urlId} onOwnId={onOwnId} />
      )}
    </section>
  );
}
