// The editor shell's state (issue 42): everything a document page does besides its sections. The saved record
// read once by `?id=` (with its load error), its payment state, the id adopted into the URL after the first
// save, the autosave on form versions with its repayment warning, "Salvar agora", the confirmation asked before
// a paid document's first change, the final check (a toast and the first failing field focused), the saves a
// payment needs first, and "Gerar PDF" (busy state, the payment it waits for). `DocumentEditorLayout` renders it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { checkForm, firstError, focusField } from '@/components/form/form-kit';
import { forgetPaymentId } from '@/components/payment/payment-storage';
import { usePaidEditConfirmation } from '@/components/payment/use-paid-edit-confirmation';
import { toast } from '@/components/toast/toast-store';
import type { PdfOutcome } from '@/lib/document-api';
import { isStaleVersion, useAutosave } from '@/lib/hooks/use-autosave';
import { type DocumentLoadState, useDocument } from '@/lib/query/use-document';
import { useSession } from '@/lib/session/session-provider';
import { type VersionedChanges, versionedOf } from '@/lib/versioned-save';
import {
  DECLARACAO_AUTOSAVE_DELAY_MS,
  type DeclaracaoRecordMeta,
  declaracaoRecordMeta,
  NEW_DECLARACAO_RECORD,
  REPAYMENT_WARNING,
} from './document-record';

/** What a load answers: the stored form and its version (a declaration: its id and payment state too). */
export interface LoadedRecord {
  id?: string;
  data: { form: unknown; form_version: number };
}

/** A declaration's load: the id and the stored record (its form, version and payment state). */
type LoadedDeclaracao = LoadedRecord & { id: string; data: Parameters<typeof declaracaoRecordMeta>[1] };

/** What a save answers (a declaration its `id`, a contract its `reference`). */
export interface SavedRecord {
  id?: string;
  needs_repayment: boolean;
  form_version?: number;
}

/**
 * The final check's answer to a refused form: the toast (an "info" for a wait, a "warning" for the notes' "Preencha
 * os campos obrigatórios"; an error otherwise), and the element to focus.
 */
export interface Refusal {
  message: string;
  focus: string | null;
  info?: boolean;
  warning?: boolean;
}

export interface DocumentEditorOptions<
  Form extends FieldValues,
  Saved extends SavedRecord,
  Final extends FieldValues,
  Loaded extends LoadedRecord,
> {
  /** The document kind (the load's cache key and the local drafts' namespace). */
  kind: string;
  urlId: string | null;
  /** Tells the page which ids this editor created, so putting one in the URL does not reopen the page. */
  onOwnId: (id: string) => void;
  /** The form, its resolver the kind's final check (`Final`: what the check answers). */
  methods: UseFormReturn<Form, unknown, Final>;
  /** The form's current value and how to replace it (`useFormSnapshot`). */
  form: Form;
  setForm: (form: Form) => void;
  fetch: (id: string) => Promise<Loaded>;
  /** The page's view of a loaded record; default the declarations' (`declaracaoRecordMeta`). */
  recordOf?: (id: string, loaded: Loaded) => DeclaracaoRecordMeta;
  /** The id a load answers; default its `id`, else the one asked for. */
  loadedId?: (loaded: Loaded, asked: string) => string;
  /** The id a save answers; default its `id`. */
  savedId?: (saved: Saved) => string;
  /** The URL parameter that holds the id; default `id` (the contracts: `reference`). */
  urlParam?: string;
  /**
   * A kind whose blocked document is locked (the contracts): nothing is saved (this message as a toast), no
   * autosave, no PDF. Without it a blocked document is only warned about and its PDF held back.
   */
  lockedMessage?: string;
  /**
   * A kind whose every edit un-pays it, before its PDF too (the contracts): the paid-edit confirmation is armed
   * on "paid", in these words. Default: armed once a PDF was released since the payment.
   */
  paidEditMessage?: string;
  /**
   * A kind whose blocked document is not autosaved though it stays editable (the vehicle sale contract): only
   * "Salvar agora" tries. Without it (and without `lockedMessage`) a blocked document is autosaved as any other.
   */
  blockedPausesAutosave?: boolean;
  /**
   * A kind whose failed saves are not told by a toast (the draft bar says it; the vehicle sale contract): before
   * a payment or a PDF a document that has an id goes on with the stored one, and one that has none says these
   * words. Without it a failed save says "Falha ao salvar agora" and stops the payment or the PDF.
   */
  quietSaveFailures?: { beforePayment: string; beforePdf: string };
  texts: { notFound: string; forbidden: string };
  /** Told the form a load read (the rent receipts learn whether the rent's words were typed). */
  onLoaded?: (form: Form) => void;
  /** A kind whose visitor's document is saved from the first change, as a signed-in person's (rent receipts). */
  visitorAutosave?: boolean;
  /** The PDF is released without a payment (the price is zero; the rent receipts). */
  releasedFree?: boolean;
  /** The toast when the PDF is asked for before the payment; default "Efetue o pagamento para liberar o PDF". */
  unpaidMessage?: string;
  /** The words when a save un-pays the document (toast and warning); default `REPAYMENT_WARNING`. */
  repaymentWarning?: string;
  /** The load's cache variant: the same record read another way (an admin's `adminMode` reading). */
  loadVariant?: string;
  /**
   * Opening without a record to read, a kind's own start (the residence declaration: a visitor's draft kept in
   * this browser, or the one moved into the account at sign-in); the spinner shows until it answers. With
   * `saved` the form is stored under that id and version; a form alone is still to be saved; null: blank.
   */
  openNew?: () => Promise<{ form: Form; saved?: { id: string; version: number | null } } | null>;
  /**
   * Who gets the autosave's copy in this browser: everyone (default), or signed-in people only (a kind that
   * keeps a visitor's draft itself, the residence declaration).
   */
  browserDraftFor?: 'everyone' | 'signed-in';
  /** Saves the whole form, or on `baseVersion` only the changes. */
  save: (input: {
    id: string | null;
    form: Form;
    isDraft: boolean;
    versioned?: VersionedChanges<Form>;
  }) => Promise<Saved>;
  formFromStored: (stored: unknown) => Form;
  isBlank: (form: Form) => boolean;
  /**
   * Told when "Salvar agora" finds nothing typed yet. Without it a save goes ahead (a kind open to visitors
   * saves when they pay, after the final check).
   */
  blankMessage?: string;
  /** The element that edits a field: the first refused one is focused. */
  idOf: (name: string) => string;
  /**
   * A kind's own answer to a refused check (its wording, a wait told as info), given the first failing rule
   * (null when none names a field); null says nothing. Default: the first rule's message as is.
   */
  refusal?: (first: { name: string | null; message: string } | null) => Refusal | null;
  /** Fetches and downloads the released PDF ("PDF foi Gerado", or why not, told by a toast). */
  download: (id: string) => Promise<PdfOutcome | 'blocked'>;
}

/** The first failing rule's message, its field focused. */
const plainRefusal =
  (idOf: (name: string) => string) =>
  (first: { name: string | null; message: string }): Refusal => ({
    message: first.message,
    focus: first.name ? idOf(first.name) : null,
  });

export function useDocumentEditor<
  Form extends FieldValues,
  Saved extends SavedRecord,
  Final extends FieldValues = Form,
  Loaded extends LoadedRecord = LoadedDeclaracao,
>(options: DocumentEditorOptions<Form, Saved, Final, Loaded>) {
  const { kind, urlId, onOwnId, methods, form, setForm, isBlank } = options;
  const session = useSession();
  const isAdmin = session.isAdmin;
  const signedIn = session.status === 'signed-in';
  const [, setParams] = useSearchParams();
  const [openedId] = useState(urlId);
  const [opening, setOpening] = useState(!urlId && options.openNew !== undefined);
  const [record, setRecord] = useState<DeclaracaoRecordMeta>(NEW_DECLARACAO_RECORD);
  const recordIdRef = useRef<string | null>(null);
  const paidRef = useRef(false);
  paidRef.current = record.paid;
  const recordOf =
    options.recordOf ??
    ((id: string, loaded: Loaded) => declaracaoRecordMeta(id, (loaded as unknown as LoadedDeclaracao).data));
  const savedId = options.savedId ?? ((saved: Saved) => saved.id ?? '');
  const urlParam = options.urlParam ?? 'id';
  const locked = options.lockedMessage !== undefined && record.blocked && !isAdmin;
  const autosavePaused = locked || (options.blockedPausesAutosave === true && record.blocked && !isAdmin);
  const quiet = options.quietSaveFailures;
  const repaymentWarning = options.repaymentWarning ?? REPAYMENT_WARNING;
  const visitorsSave = options.visitorAutosave === true;
  const paidEdit = usePaidEditConfirmation(
    methods,
    options.paidEditMessage === undefined
      ? record.paid && record.pdfSincePaid && !isAdmin
      : record.paid && !isAdmin && !record.blocked,
    options.paidEditMessage === undefined ? {} : { message: options.paidEditMessage },
  );

  // A saved record (`?id=` when the editor opened) is read on TanStack Query; the id this editor later puts in
  // the URL is its own and is not read back.
  const stored = useDocument({
    kind,
    id: openedId,
    variant: options.loadVariant,
    fetch: options.fetch,
    texts: options.texts,
    onLoaded: (res, urlIdLoaded) => {
      const id = options.loadedId ? options.loadedId(res, urlIdLoaded) : res.id || urlIdLoaded;
      const loaded = options.formFromStored(res.data.form);
      setForm(loaded);
      options.onLoaded?.(loaded);
      markSaved(loaded, res.data.form_version, id);
      recordIdRef.current = id;
      onOwnId(id);
      setRecord(recordOf(id, res));
    },
  });

  /** The record got its id here: into the URL (a reload reopens it), without reopening the page. */
  const adopt = useCallback(
    (id: string) => {
      recordIdRef.current = id;
      onOwnId(id);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(urlParam, id);
          // `?pdf=1` asked for the PDF of the document the page opened with, not of this one.
          next.delete('pdf');
          return next;
        },
        { replace: true },
      );
    },
    [onOwnId, setParams, urlParam],
  );

  const onSaved = (res: Saved) => {
    const id = savedId(res);
    if (recordIdRef.current !== id) adopt(id);
    if (res.needs_repayment && paidRef.current) {
      forgetPaymentId(id);
      toast.warning(repaymentWarning);
    }
    setRecord((r) => ({
      ...r,
      id,
      ...(res.needs_repayment ? { paid: false, needsRepayment: true } : {}),
    }));
  };
  const load: DocumentLoadState = opening ? { kind: 'loading' } : stored.state;
  const saver = useAutosave<Form, undefined, Saved>({
    value: form,
    enabled: load.kind === 'ready' && !paidEdit.pending && !autosavePaused,
    // A form typed and then cleared: no empty document in the list. A visitor's document is created when they
    // pay or ask for the PDF, and autosaved with its access key from then on (spec part 2 §4).
    canAutosave: (value, id) => id !== null || ((signedIn || visitorsSave) && !isBlank(value)),
    delayMs: DECLARACAO_AUTOSAVE_DELAY_MS,
    // Kept in this browser from the first keystroke, signed in or not.
    draftNamespace:
      options.browserDraftFor === 'signed-in' && !signedIn
        ? null
        : `${kind}:${session.user?.uid ?? 'visitante'}`,
    repaymentConfirmed: paidEdit.confirmed,
    save: async (request) => {
      const res = await options.save({
        id: request.documentId,
        form: request.value,
        isDraft: request.documentId === null || record.isDraft,
        ...versionedOf(request),
      });
      onSaved(res);
      return { documentId: savedId(res), version: res.form_version ?? null, response: res };
    },
    // Read afresh: the stored form, and its payment state shown as it is now (paid since, blocked...).
    fetchLatest: async (id) => {
      const res = await stored.fetchLatest(id);
      setRecord(recordOf(id, res));
      return { value: options.formFromStored(res.data.form), version: res.data.form_version };
    },
    // A 409 carries the stored form: the conflict is decided from it, and the payment state that may have
    // moved (paid since, blocked...) is shown once read, without holding the save up.
    latestOf: (current) => ({ value: options.formFromStored(current.form), version: current.form_version }),
    onStale: (id) => {
      stored.fetchLatest(id).then(
        (res) => setRecord(recordOf(id, res)),
        () => undefined,
      );
    },
    onReplace: setForm,
  });
  const { markSaved } = saver;

  /**
   * "Salvar agora" and the saves a payment or a PDF needs first: answers the record's id, or null when there is
   * nothing to save yet or it failed (told by a toast and the status bar).
   */
  const save = async ({ force }: { force: boolean }): Promise<string | null> => {
    if (locked) {
      toast.error(options.lockedMessage ?? '');
      return null;
    }
    if (options.blankMessage && !recordIdRef.current && isBlank(form)) {
      toast.info(options.blankMessage);
      return null;
    }
    const outcome = await saver.save(undefined, { force });
    if (!outcome) return recordIdRef.current;
    if (outcome.ok) return savedId(outcome.response);
    if (!quiet && !isStaleVersion(outcome.error)) toast.error('Falha ao salvar agora');
    return null;
  };

  /** A save before a payment or a PDF; a quiet kind goes on with the stored document, or says why not. */
  const saveBefore = async (failure: keyof NonNullable<typeof quiet>): Promise<string | null> => {
    const id = await save({ force: false });
    if (id || !quiet) return id;
    if (!recordIdRef.current) toast.error(quiet[failure]);
    return recordIdRef.current;
  };

  // A new record: the blank form is what is saved so far (edits kept in this browser are restored over it), or
  // what the kind opens with (`openNew`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per editor
  useEffect(() => {
    if (openedId) return;
    const { openNew } = options;
    if (!openNew) {
      markSaved(form, null, null);
      return;
    }
    let active = true;
    void openNew().then((start) => {
      if (!active) return;
      if (start?.saved) {
        setForm(start.form);
        markSaved(start.form, start.saved.version, start.saved.id);
        setRecord({ ...NEW_DECLARACAO_RECORD, id: start.saved.id });
        adopt(start.saved.id);
      } else if (start) setForm(start.form);
      else markSaved(form, null, null);
      setOpening(false);
    });
    return () => {
      active = false;
    };
  }, []);

  /**
   * The final check of spec part 2 §5: the first refusal as a toast, its field focused, and every field that
   * fails marked with its message at once (not one more per click).
   */
  const passesCheck = (): Promise<boolean> =>
    checkForm(methods, (errors: FieldErrors) => {
      const first = firstError(errors);
      const refusal = options.refusal ? options.refusal(first) : first && plainRefusal(options.idOf)(first);
      if (!refusal) return;
      if (refusal.info) toast.info(refusal.message);
      else if (refusal.warning) toast.warning(refusal.message);
      else toast.error(refusal.message);
      if (refusal.focus) focusField(refusal.focus);
    });

  /** Before paying: the final check, then the save that gives the payment its reference. */
  const ensureReference = async (): Promise<string | null> => {
    if (!(await passesCheck())) return null;
    return saveBefore('beforePayment');
  };

  const canPdf = (record.paid || isAdmin || options.releasedFree === true) && !locked;
  const [pdfBusy, setPdfBusy] = useState(false);
  /**
   * "Gerar PDF": the final check, then (paid or admin) a save and the download; the record learns what the
   * download found (released, or no longer paid).
   */
  const generatePdf = async () => {
    if (locked) {
      toast.error(options.lockedMessage ?? '');
      return;
    }
    if (!(await passesCheck())) return;
    if (!canPdf) {
      toast.warning(options.unpaidMessage ?? 'Efetue o pagamento para liberar o PDF');
      return;
    }
    setPdfBusy(true);
    try {
      const id = await saveBefore('beforePdf');
      if (!id) return;
      const outcome = await options.download(id);
      if (outcome === 'done') setRecord((r) => ({ ...r, isDraft: false, pdfSincePaid: r.paid }));
      if (outcome === 'unpaid') setRecord((r) => ({ ...r, paid: false }));
      if (outcome === 'blocked') setRecord((r) => ({ ...r, blocked: true }));
    } finally {
      setPdfBusy(false);
    }
  };

  /** The payment panel saw the payment approved: the PDF is released, the next change is free until then. */
  const markPaid = () => setRecord((r) => ({ ...r, paid: true, needsRepayment: false, pdfSincePaid: false }));

  return {
    /** The id the editor opened with (not the one its first save puts in the URL). */
    openedId,
    stored,
    load,
    record,
    setRecord,
    saver,
    save,
    paidEdit,
    passesCheck,
    ensureReference,
    canPdf,
    pdfBusy,
    generatePdf,
    markPaid,
    isAdmin,
    signedIn,
    repaymentWarning,
    /** A visitor's document is saved from the first change (`visitorAutosave`). */
    visitorsSave,
    /** Blocked, for a kind that locks a blocked document (`lockedMessage`). */
    locked,
  };
}

export type DocumentEditor = ReturnType<typeof useDocumentEditor>;
