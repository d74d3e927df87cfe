// The one save of a document's form, for every kind but the resume (whose edits follow rules of their own,
// `curriculos.ts`, on the same primitives): creates it, or applies the whole form or the fields changed since
// the version the page was based on (409 `stale_version` over a newer one), by its owner or by whoever holds
// its access key; an edit that un-pays a paid document needs the person's confirmation (409
// `repayment_unconfirmed` without it). Declarations, travel authorizations, contracts, receipts, vehicle
// contracts, powers of attorney and promissory notes all save through here.
import type { InvitationView } from '@shared/invitations/parties';
import { partiesOf } from '@shared/invitations/registry';
import { BadRequestError, ForbiddenError, invalidInput } from '../core/errors';
import type {
  DocumentChanges,
  DocumentRecord,
  DocumentStore,
  InvitationRecord,
} from '../ports/document-store';
import { canonicalJson } from './canonical-json';
import { type DocumentCaller, isAdmin, loadDocumentFor } from './document-access';
import { type CreationDeps, createDocumentFor, type DocumentKind, storableForm } from './document-kinds';
import { retentionOnSave, signedInDraftExpiry } from './draft-retention';
import { formVersionOf, parseFormChanges, refuseStale, refuseUnconfirmedRepayment } from './form-versions';
import { clearChangedConfirmations, invitationViews } from './invitation-records';
import { retryOnConflict } from './optimistic';
import { keptPaidVersion } from './paid-version';

export interface DocumentSaveDeps extends CreationDeps {
  documents: DocumentStore;
  now: () => number;
  /**
   * Issue 44: told, after the write, of the invited parties whose confirmation the save cleared (the invitee is
   * e-mailed when that was the channel). Absent: nobody is told.
   */
  onConfirmationsCleared?: (
    doc: DocumentRecord,
    cleared: ReadonlyArray<{ party: string; record: InvitationRecord }>,
  ) => Promise<void>;
}

/** What a save request carries (`shared/api/versioned-save.ts`): a whole form, or changes on a base version. */
export interface DocumentSaveInput {
  id?: string;
  form?: Record<string, unknown>;
  changes?: Record<string, unknown>;
  base_version?: number;
  /** The person confirmed that this edit of a paid document needs a new payment. */
  confirm_repayment?: boolean;
  /** An admin saving someone else's document (the declarations' admin mode). */
  adminMode?: boolean;
}

/** How one route's kind saves: which kinds its ids may name, and when an edit un-pays. */
export interface DocumentSavePolicy {
  kind: DocumentKind;
  /** The kinds the route serves: another kind's id is not found. */
  kinds: readonly string[];
  /** An id of another of `kinds` than `kind`: 400 with this message. */
  kindMismatchMessage: string;
  blockedMessage: string;
  /** Whether admins may save anyone's document (when they say `adminMode`). */
  adminMode: boolean;
  /**
   * Whether a changed form un-pays the stored document (a non-admin's edit): a declaration once its paid PDF
   * was generated, a contract as soon as it is paid (spec part 2 §4).
   */
  unpays(doc: DocumentRecord): boolean;
  /** Written with `paid: false, needs_repayment: true` when an edit un-pays. */
  onUnpay?: DocumentChanges;
}

export interface DocumentSaveResult {
  id: string;
  needs_repayment: boolean;
  /** The stored form's version; absent after a whole-form save that took the fast path. */
  form_version?: number;
  /** Answered once, to an anonymous creator: the key that opens the document from now on. */
  access_key?: string;
  /** Issue 44: the document's invitations after a save the read path decided (kinds with invitations only). */
  convites?: InvitationView[];
}

function parseWhole(kind: DocumentKind, form: unknown, message: string): Record<string, unknown> {
  const result = kind.draftSchema.safeParse(form);
  if (!result.success) throw invalidInput(result.error.issues, message);
  return storableForm(kind, result.data);
}

export function sameForm(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** Creates (no id) or saves the document's form by `policy`; see the module's header. */
export async function saveDocumentForm(
  deps: DocumentSaveDeps,
  caller: DocumentCaller,
  policy: DocumentSavePolicy,
  input: DocumentSaveInput,
  /** The kind's message for a form its schema refuses without one of its own. */
  invalidMessage = 'Dados inválidos',
): Promise<DocumentSaveResult> {
  const { kind } = policy;
  const id = input.id?.trim();
  const base = input.changes !== undefined ? input.base_version : undefined;
  if (!id) {
    // A new document is its whole form (changes on a base version only make sense for a stored one). Only the
    // kinds open to visitors may be made without a sign-in (spec part 2 §6).
    const form = parseWhole(kind, input.form ?? input.changes ?? {}, invalidMessage);
    const { id: created, accessKey } = await createDocumentFor(deps, caller, kind, form);
    return {
      id: created,
      needs_repayment: false,
      form_version: 1,
      ...(accessKey ? { access_key: accessKey } : {}),
    };
  }
  const write =
    input.changes !== undefined
      ? { fields: parseFormChanges(kind.draftSchema, input.changes) }
      : { whole: parseWhole(kind, input.form, invalidMessage) };

  // Most saves are an owner's autosave of a draft never released: one conditional write whose condition is that
  // very decision (and the version the save was based on); such a save can never un-pay. Anything else is read
  // and decided below.
  // A kind whose choices hide fields needs the stored form to know what changed fields are hidden: its changes
  // are merged with it below, never written blind.
  const principal = caller.principal;
  if (principal && !('fields' in write && kind.visibleForm)) {
    const now = deps.now();
    const saved = await deps.documents.saveFormIfFree(
      id,
      {
        ownerUid: principal.uid,
        kind: kind.kind,
        formVersion: base,
        draftExpiresAt: signedInDraftExpiry(now),
        // A document with invitations is read first: the save may clear a party's confirmation (issue 44).
        noInvitations: partiesOf(kind.kind).length > 0,
      },
      write,
      now,
    );
    if (saved)
      return { id, needs_repayment: false, ...(base !== undefined ? { form_version: base + 1 } : {}) };
  }

  return retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, id, caller, {
      allowAdmin: policy.adminMode && input.adminMode === true,
      kinds: policy.kinds,
    });
    if (doc.kind !== kind.kind) throw new BadRequestError(policy.kindMismatchMessage, 'kind_mismatch');
    const admin = isAdmin(caller);
    if (doc.blocked && !admin) throw new ForbiddenError(policy.blockedMessage, 'blocked');
    refuseStale(doc, base);
    const form =
      'fields' in write ? parseWhole(kind, { ...doc.form, ...write.fields }, invalidMessage) : write.whole;
    const version = formVersionOf(doc);
    const invited = partiesOf(doc.kind).length > 0;
    const views = (d: DocumentRecord) => (invited ? { convites: invitationViews(d, deps.now()) } : {});
    if (sameForm(doc.form, form))
      return { id, needs_repayment: doc.needs_repayment, form_version: version, ...views(doc) };
    // The paid content was what the payment bought: new content needs a new payment (admins are exempt, spec
    // part 1 §6), and only once the person said so; never a side effect of an autosave.
    const repay = !admin && policy.unpays(doc);
    refuseUnconfirmedRepayment(repay, input.confirm_repayment);
    const now = deps.now();
    // A change to a field a party confirmed clears that confirmation, in the same write (issue 44).
    const cleared = invited ? clearChangedConfirmations(doc, form) : null;
    const saved = await deps.documents.update(
      id,
      doc.version,
      {
        form,
        form_version: version + 1,
        form_edit_version: version + 1,
        ...(cleared ? { convites: cleared.convites } : {}),
        // The paid form is kept: the lists offer its PDF until the changed one is paid (paid-version.ts).
        ...(repay
          ? { paid: false, needs_repayment: true, paid_version: keptPaidVersion(doc, now), ...policy.onUnpay }
          : {}),
        ...retentionOnSave(doc, now),
      },
      now,
    );
    if (cleared && deps.onConfirmationsCleared) await deps.onConfirmationsCleared(saved, cleared.cleared);
    return { id, needs_repayment: saved.needs_repayment, form_version: version + 1, ...views(saved) };
  });
}
