// /DeclaracaoTrabalho (spec part 2 §2, §4, §5): employer and company data, worker data, document date, the
// draft bar, the payment panel and "Gerar PDF", beside a live A4 preview. Signed-in people only; `?id=` opens a
// saved declaration. A household employer ("Empregador pessoa física") gives only the workplace address.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DeclaracaoTrabalhoFinal,
  type DeclaracaoTrabalhoForm,
  declaracaoTrabalhoDraftSchema,
  declaracaoTrabalhoFinalSchema,
  emptyDeclaracaoTrabalho,
  isBlankDeclaracaoTrabalho,
} from '@shared/documents/declaracao-trabalho/schema';
import { declaracaoTrabalhoPreview } from '@shared/documents/declaracao-trabalho/text';
import { useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { cepCheckState } from '@/components/address/cep-check';
import type { CepLookupState } from '@/components/address/hooks/use-cep-lookup';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { DataSection } from '@/components/document-editor/data-section';
import { DECLARACAO_LOAD_TEXTS, REPAYMENT_WARNING } from '@/components/document-editor/document-record';
import { DraftStatusBar, saveErrorText } from '@/components/document-editor/draft-status-bar';
import { PdfSection } from '@/components/document-editor/pdf-section';
import { useDeclaracaoEditor } from '@/components/document-editor/use-declaracao-editor';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview } from '@/components/document-preview/document-preview';
import { checkForm, DocumentForm, firstError, focusField, useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { PaymentPanel } from '@/components/payment/components/payment-panel';
import { RequireSignIn } from '@/components/require-sign-in';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { downloadDeclaracaoPdf } from '@/lib/document-api';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
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
import { fieldElementId, refusalNotice } from '../trabalho-fields';
// The declarations share their page layout (sections, draft bar, preview column).
import '@/components/document-editor/document-editor.css';
import { FirmaAdvice } from '@/components/document-editor/firma-advice';

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
  const { stored, load, record, setRecord, saver, paidEdit, pdfBusy, generatePdf, ...editor } =
    useDeclaracaoEditor({
      kind: PRODUCT,
      urlId,
      onOwnId,
      methods,
      form,
      setForm,
      fetch: (id) => getDeclaracaoTrabalho(api, id),
      texts: DECLARACAO_LOAD_TEXTS,
      save: (input) => saveDeclaracaoTrabalho(api, input),
      formFromStored,
      isBlank: isBlankDeclaracaoTrabalho,
      blankMessage: 'Preencha a declaração antes de salvar.',
      isAdmin: session.isAdmin,
    });
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
    return editor.save({ force: false });
  };

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
              onSaveNow={() => void editor.save({ force: true })}
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

          <PdfSection
            canPdf={canPdf}
            busy={pdfBusy}
            blocked={record.blocked && !session.isAdmin}
            hintId="trab-pdf-hint"
            onGenerate={() => void generatePdf(passesCheck, (id) => downloadDeclaracaoPdf(api, id))}
          />
        </div>

        <aside id="trab-preview" className="doc-aside" aria-labelledby="trab-preview-title">
          <h2 id="trab-preview-title">Prévia</h2>
          <DocumentPreview
            blocks={preview}
            label="Prévia da declaração"
            note="Revise todas as informações antes de imprimir. A declaração é assinada por quem responde pela empresa, com o carimbo dela, ou pelo empregador pessoa física."
          />
          <FirmaAdvice />
        </aside>
      </div>
    </>
  );
}

/** With `?id=` a saved declaration, without it a new one. */
export function DeclaracaoTrabalhoPage() {
  const [params] = useSearchParams();
  const urlId = params.get('id');
  const { key, onOwnId } = useEditorIdentity(urlId);

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
        <DeclaracaoTrabalhoEditor key={key} urlId={urlId} onOwnId={onOwnId} />
      </RequireSignIn>
    </section>
  );
}
