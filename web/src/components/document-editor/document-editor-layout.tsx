// The editor shell's markup (issue 42): the page's header with "Ver prévia", the load spinner and load error,
// the autosave indicator and paid-edit dialog, the repayment and blocked warnings, the form around the kind's
// sections with the draft bar, the payment panel, "Gerar PDF", and the preview aside. `useDocumentEditor`
// holds the state; a kind's page gives its sections, texts, ids and price.
import type { PaidStatusArea } from '@shared/payments/paid-status';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AutosaveIndicatorProps } from '@/components/autosave-indicator';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview, type DocumentPreviewProps } from '@/components/document-preview/document-preview';
import { DocumentForm } from '@/components/form/form-kit';
import { PageSpinner } from '@/components/page-spinner';
import { PaymentPanel } from '@/components/payment/components/payment-panel';
import type { DocumentLoadState } from '@/lib/query/use-document';
import type { DeclaracaoRecordMeta } from './document-record';
import { REPAYMENT_WARNING } from './document-record';
import { DraftStatusBar, saveErrorText } from './draft-status-bar';
import { PdfSection } from './pdf-section';
import './document-editor.css';

/** What the layout reads of `useDocumentEditor`. */
export interface DocumentEditorView {
  load: DocumentLoadState;
  stored: { reload: () => void };
  saver: AutosaveIndicatorProps<undefined>['autosave'];
  paidEdit: { dialog: ReactNode };
  record: DeclaracaoRecordMeta;
  save: (options: { force: boolean }) => Promise<string | null>;
  isAdmin: boolean;
  signedIn: boolean;
  locked: boolean;
  canPdf: boolean;
  pdfBusy: boolean;
  generatePdf: () => Promise<void>;
  ensureReference: () => Promise<string | null>;
  markPaid: () => void;
}

interface PageLink {
  to: string;
  label: string;
}

export interface DocumentEditorTexts {
  /** The spinner's label while a saved document loads ("Carregando declaração..."). */
  loading: string;
  /** The load error's ways out: a new document, and the kind's list. */
  create: PageLink;
  list: PageLink;
  /** The warning over a blocked document ("Declaração bloqueada (contate o suporte)."). */
  blocked: string;
  /** The form's accessible name ("Dados da declaração"). */
  formLabel: string;
  /** The draft bar's word for a saved final document; default "Declaração salva". */
  savedText?: string;
  /** The hint under "Gerar PDF" once it may be generated; default the PDF section's. */
  pdfReady?: string;
}

export interface DocumentEditorLayoutProps<Form extends FieldValues> {
  editor: DocumentEditorView;
  methods: UseFormReturn<Form, unknown, unknown>;
  idOf: (name: string) => string;
  texts: DocumentEditorTexts;
  payment: { area: PaidStatusArea; amountCents: number | null; extraPayBody?: { addReceipts?: boolean } };
  /** The prefix of the kind's element ids: `{prefix}-preview`, `{prefix}-preview-title`, `{prefix}-pdf-hint`. */
  idPrefix: string;
  preview: DocumentPreviewProps & { after?: ReactNode };
  /** Over the form: what this browser holds of the kind (a visitor's documents). */
  before?: ReactNode;
  /** Under "Gerar PDF": how a visitor finds a paid document again. */
  afterPdf?: ReactNode;
  /** Over the payment panel: what the owner should know or do before paying (the contracts' invitations). */
  beforePayment?: ReactNode;
  /** The kind's sections. */
  children: ReactNode;
}

export function DocumentEditorLayout<Form extends FieldValues>({
  editor,
  methods,
  idOf,
  texts,
  payment,
  idPrefix,
  preview,
  before,
  afterPdf,
  beforePayment,
  children,
}: DocumentEditorLayoutProps<Form>) {
  const { load, record, saver, isAdmin, locked } = editor;
  if (load.kind === 'loading') return <PageSpinner label={texts.loading} />;
  if (load.kind === 'error') {
    return (
      <DocumentLoadError
        failure={load}
        onRetry={editor.stored.reload}
        create={texts.create}
        list={texts.list}
      />
    );
  }

  return (
    <>
      <AutosaveIndicator autosave={saver} errorText={saveErrorText(saver.status)} />
      {editor.paidEdit.dialog}
      {/* A locked document says only that; another says both, a new payment first. */}
      {locked && (
        <p className="decl-warning" role="alert">
          {texts.blocked}
        </p>
      )}
      {!locked && record.needsRepayment && !record.paid && !isAdmin && (
        <p className="decl-warning" role="alert">
          {REPAYMENT_WARNING}
        </p>
      )}
      {!locked && record.blocked && !isAdmin && (
        <p className="decl-warning" role="alert">
          {texts.blocked}
        </p>
      )}

      {before}
      <div className="doc-layout">
        <div className="doc-main">
          <DocumentForm
            form={methods as UseFormReturn<Form>}
            idOf={idOf}
            className="form decl-form"
            label={texts.formLabel}
          >
            {children}
            <DraftStatusBar
              // A visitor's document is saved with its access key once created.
              signedIn={editor.signedIn || record.id !== null}
              status={saver.status}
              recordId={record.id}
              isDraft={record.isDraft}
              savedText={texts.savedText}
              onSaveNow={() => void editor.save({ force: true })}
            />
          </DocumentForm>

          {beforePayment}
          <PaymentPanel
            area={payment.area}
            reference={record.id}
            ensureReference={editor.ensureReference}
            amountCents={payment.amountCents}
            paid={record.paid}
            onPaid={editor.markPaid}
            extraPayBody={payment.extraPayBody}
            disabled={record.blocked}
          />

          <PdfSection
            canPdf={editor.canPdf}
            busy={editor.pdfBusy}
            blocked={record.blocked && !isAdmin}
            hintId={`${idPrefix}-pdf-hint`}
            hint={locked ? texts.blocked : editor.canPdf ? texts.pdfReady : undefined}
            onGenerate={() => void editor.generatePdf()}
          />
          {afterPdf}
        </div>

        <aside id={`${idPrefix}-preview`} className="doc-aside" aria-labelledby={`${idPrefix}-preview-title`}>
          <h2 id={`${idPrefix}-preview-title`}>Prévia</h2>
          <DocumentPreview blocks={preview.blocks} label={preview.label} note={preview.note} />
          {preview.after}
        </aside>
      </div>
    </>
  );
}

/** The page around an editor: its title, what to do, and "Ver prévia" (the preview is below on phones). */
export function DocumentEditorPage({
  title,
  intro,
  idPrefix,
  more,
  children,
}: {
  title: string;
  intro: ReactNode;
  idPrefix: string;
  /** A further paragraph under the intro (a visitor is told how their document is kept). */
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="page page-wide decl-page" aria-labelledby="page-title">
      <header className="decl-header">
        <h1 id="page-title">{title}</h1>
        <p className="muted">{intro}</p>
        {more}
        <a className="decl-preview-link" href={`#${idPrefix}-preview`}>
          Ver prévia
        </a>
      </header>
      {children}
    </section>
  );
}
