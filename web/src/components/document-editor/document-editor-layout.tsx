// The editor shell's markup (issue 42): the page's header with "Ver prévia", the load spinner and load error,
// the autosave indicator and paid-edit dialog, the repayment and blocked warnings, the form around the kind's
// sections with the draft bar, the payment panel, "Gerar PDF", and the preview aside. `useDocumentEditor`
// holds the state; a kind's page gives its sections, texts, ids and price.
import type { PreviewBlock } from '@shared/documents/blocks';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AutosaveIndicatorProps } from '@/components/autosave-indicator';
import { AutosaveIndicator } from '@/components/autosave-indicator';
import { DocumentLoadError } from '@/components/document-load-error';
import { DocumentPreview, type DocumentPreviewProps } from '@/components/document-preview/document-preview';
import { DocumentReference } from '@/components/document-reference';
import { DocumentForm } from '@/components/form/form-kit';
import { PageSpinner } from '@/components/page-spinner';
import { PaymentPanel, type PaymentPanelProps } from '@/components/payment/components/payment-panel';
import type { DocumentLoadState } from '@/lib/query/use-document';
import type { DeclaracaoRecordMeta } from './document-record';
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
  repaymentWarning: string;
  visitorsSave: boolean;
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
  /** The hint under "Gerar PDF" until it may be generated; default the PDF section's ("Efetue o pagamento…"). */
  pdfUnpaid?: string;
  /** The PDF section's name and button ("Gerar Recibos", "Gerando recibos..."); default "Gerar PDF". */
  pdfAction?: { label: string; busy: string };
  /** The PDF button's words until it may be generated ("Efetue o pagamento"); default "Gerar PDF". */
  pdfPayFirst?: string;
}

export interface DocumentEditorLayoutProps<Form extends FieldValues> {
  editor: DocumentEditorView;
  methods: UseFormReturn<Form, unknown, unknown>;
  idOf: (name: string) => string;
  texts: DocumentEditorTexts;
  /** The panel's price and area, and any of its own options (the notes' "Pagar com PIX" shape, an access key). */
  payment: Omit<PaymentPanelProps, 'reference' | 'ensureReference' | 'paid' | 'onPaid' | 'disabled'> & {
    /** The panel leaves once the PDF may be generated (paid, or an admin; the vehicle sale contract). */
    hideOncePaid?: boolean;
    /** Shown in place of the panel (a visitor asked to sign in first, the residence declaration). */
    instead?: ReactNode;
  };
  /** Who sees the draft bar: everyone (a visitor: "Rascunho guardado neste navegador"), or signed-in people. */
  draftBarFor?: 'everyone' | 'signed-in';
  /** The prefix of the kind's element ids: `{prefix}-preview`, `{prefix}-preview-title`, `{prefix}-pdf-hint`. */
  idPrefix: string;
  /**
   * The preview's blocks, or null while there is none to show (the notes preview only a batch that passes the
   * check): `placeholder` then stands in its place.
   */
  preview: Omit<DocumentPreviewProps, 'blocks'> & {
    blocks: readonly PreviewBlock[] | null;
    placeholder?: ReactNode;
    after?: ReactNode;
  };
  /** Over the form: what this browser holds of the kind (a visitor's documents). */
  before?: ReactNode;
  /** Under "Gerar PDF": how a visitor finds a paid document again. */
  afterPdf?: ReactNode;
  /**
   * False: no draft bar (the notes show only their reference under the form, spec part 2 §2 CriarPromissoria).
   * Default true.
   */
  draftBar?: boolean;
  /**
   * A kind's own generate section in place of "Gerar PDF", above the payment panel (the notes' "Gerar", which
   * fills the instalments table; they print from the preview's side).
   */
  generate?: ReactNode;
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
  draftBarFor = 'everyone',
  draftBar = true,
  generate,
  beforePayment,
  children,
}: DocumentEditorLayoutProps<Form>) {
  const { load, record, saver, isAdmin, locked } = editor;
  const { hideOncePaid: _hideOncePaid, instead: _instead, ...paymentPanel } = payment;
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
          {editor.repaymentWarning}
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
            {draftBar && (draftBarFor === 'everyone' || editor.signedIn) && (
              <DraftStatusBar
                // A visitor's document is saved with its access key once created.
                signedIn={editor.signedIn || record.id !== null || editor.visitorsSave}
                status={saver.status}
                recordId={record.id}
                isDraft={record.isDraft}
                savedText={texts.savedText}
                onSaveNow={() => void editor.save({ force: true })}
              />
            )}
          </DocumentForm>
          {!draftBar && record.id && <DocumentReference id={record.id} />}
          {generate}

          {beforePayment}
          {payment.instead ||
            (!(payment.hideOncePaid && editor.canPdf) && (
              <PaymentPanel
                {...paymentPanel}
                reference={record.id}
                ensureReference={editor.ensureReference}
                paid={record.paid}
                onPaid={editor.markPaid}
                disabled={record.blocked}
              />
            ))}

          {!generate && (
            <PdfSection
              canPdf={editor.canPdf}
              busy={editor.pdfBusy}
              blocked={record.blocked && !isAdmin}
              hintId={`${idPrefix}-pdf-hint`}
              hint={locked ? texts.blocked : editor.canPdf ? texts.pdfReady : texts.pdfUnpaid}
              label={editor.canPdf ? texts.pdfAction?.label : (texts.pdfPayFirst ?? texts.pdfAction?.label)}
              busyLabel={texts.pdfAction?.busy}
              title={texts.pdfAction?.label}
              onGenerate={() => void editor.generatePdf()}
            />
          )}
          {afterPdf}
        </div>

        <aside id={`${idPrefix}-preview`} className="doc-aside" aria-labelledby={`${idPrefix}-preview-title`}>
          <h2 id={`${idPrefix}-preview-title`}>Prévia</h2>
          {preview.blocks ? (
            <DocumentPreview blocks={preview.blocks} label={preview.label} note={preview.note} />
          ) : (
            preview.placeholder
          )}
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
