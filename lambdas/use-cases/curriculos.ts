// The resume use cases behind curriculo-save/-update/-get/-new-reference/-delete (spec part 1 §2.5, §4.1, §7):
// owner-only access (admins too where the spec lets them), the terms before creating, and the shared rules of
// `@shared/documents/curriculo/rules` applied to every save that changes what the resume says, and the photo
// claimed, replaced or deleted only once the change is stored (`curriculo-photos.ts`).
import type { CurriculoGetResponse, CurriculoSaveInput, CurriculoSaveResponse } from '@shared/api/curriculos';
import {
  applyEdit,
  CURRICULO_EDIT_MESSAGES,
  contentChanged,
  openForEdit,
} from '@shared/documents/curriculo/rules';
import {
  CURRICULO_MESSAGES,
  type CurriculoForm,
  curriculoDraftSchema,
  curriculoStoredSchema,
  DEFAULT_LAYOUT_CONFIG,
  isEmail,
  type LayoutConfig,
  type LayoutId,
  normalizeHexColor,
  quickSaveProblem,
} from '@shared/documents/curriculo/schema';
import type { Principal } from '../auth/principal';
import { BadRequestError, ConflictError, ForbiddenError, invalidInput } from '../core/errors';
import type { Logger } from '../core/logger';
import type { DocumentChanges, DocumentRecord, DocumentStore } from '../ports/document-store';
import type { PhotoStore } from '../ports/file-store';
import { VersionConflictError } from '../ports/store-errors';
import { CURRICULO_KIND, curriculoKind, curriculoMeta, metaChanges } from './curriculo-kind';
import { keptCurriculoVersion } from './curriculo-paid-version';
import {
  chooseFoto,
  FOTO_KEY_MESSAGE,
  FOTO_LINK_SECONDS,
  type FotoChoice,
  fotoProblem,
  settlePhotosAfterSave,
} from './curriculo-photos';
import { type DocumentCaller, isAdmin, loadDocumentFor } from './document-access';
import { type ErasureDeps, eraseDocumentTraces } from './document-erasure';
import { type CreationDeps, createUnderNewReference } from './document-kinds';
import { retentionOnSave, signedInDraftExpiry } from './draft-retention';
import { formVersionOf, parseFormChanges, refuseStale, refuseUnconfirmedRepayment } from './form-versions';
import { retryOnConflict } from './optimistic';
import { nextRoundReference, roundReference } from './payment-rounds';

export interface CurriculoDeps {
  documents: DocumentStore;
  now: () => number;
  log: Logger;
}

/** What the routes that store or delete a resume need besides: its photo, claimed or deleted with it. */
export type CurriculoPhotoDeps = CurriculoDeps & { photos: PhotoStore };

export const CURRICULO_KINDS: readonly string[] = [CURRICULO_KIND];

/** Any partially filled resume (types and lengths), or 400 with the draft schema's first message. */
export function parseDraft(data: unknown): CurriculoForm {
  const parsed = curriculoDraftSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error.issues, CURRICULO_MESSAGES.erroSalvar);
}

/** What every save needs: a draft with nome and e-mail ("Preencha Nome e E-mail para salvar."). */
const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function parseCurriculo(data: unknown): CurriculoForm {
  const form = parseDraft(data);
  const problem = quickSaveProblem(form);
  if (problem) {
    // Each empty one named with its own message (issue 40 item 9), the joint message leading.
    const missing = [
      ...(isBlank(form.nome) ? [{ field: 'nome', message: CURRICULO_MESSAGES.nomeObrigatorio }] : []),
      ...(isBlank(form.email) ? [{ field: 'email', message: CURRICULO_MESSAGES.emailObrigatorio }] : []),
    ];
    throw new BadRequestError(problem, 'missing_required', { fields: missing });
  }
  // A malformed e-mail is never stored (issue 15): the page autosaves only a well-formed one too.
  if (!isEmail(form.email))
    throw new BadRequestError(CURRICULO_MESSAGES.emailInvalido, 'invalid_email', {
      fields: [{ field: 'email', message: CURRICULO_MESSAGES.emailInvalido }],
    });
  return form;
}

/** The stored form read by today's schema (older records and key order alike). */
export function storedForm(doc: DocumentRecord): CurriculoForm {
  return curriculoStoredSchema.parse(doc.form ?? {});
}

type LayoutInput = Pick<CurriculoSaveInput, 'lastLayout' | 'layoutConfig'>;

/** The layout choice merged over the stored one: a colour that is not `#rgb`/`#rrggbb` keeps the stored one. */
function mergeLayout(
  current: { lastLayout: LayoutId | null; layoutConfig: LayoutConfig },
  input: LayoutInput,
): { lastLayout: LayoutId | null; layoutConfig: LayoutConfig } {
  return {
    lastLayout: input.lastLayout ?? current.lastLayout,
    layoutConfig: {
      primaryColor: normalizeHexColor(input.layoutConfig?.primaryColor) ?? current.layoutConfig.primaryColor,
      accentColor: normalizeHexColor(input.layoutConfig?.accentColor) ?? current.layoutConfig.accentColor,
    },
  };
}

/** The stored fields of a new layout choice, or null when it is the stored one. */
function layoutChanges(doc: DocumentRecord, input: LayoutInput): DocumentChanges | null {
  const meta = curriculoMeta(doc);
  const next = mergeLayout(meta, input);
  const same =
    next.lastLayout === meta.lastLayout &&
    next.layoutConfig.primaryColor === meta.layoutConfig.primaryColor &&
    next.layoutConfig.accentColor === meta.layoutConfig.accentColor;
  return same ? null : { last_layout: next.lastLayout, layout_config: next.layoutConfig };
}

/** The form with the photo key the resume will store (a pending upload's key becomes its kept one). */
function withFoto(form: CurriculoForm, choice: FotoChoice): CurriculoForm {
  return choice.key === form.foto_key ? form : { ...form, foto_key: choice.key };
}

/**
 * The upload a save claims must be there, and be a photo the PDF may decode (`fotoProblem`), before the resume
 * names it. One that is gone either lapsed or was
 * never sent (400: send it again), or was just claimed by a concurrent save of this resume: then the resume
 * has moved on, and the save is decided again on the latest version, which already names it.
 */
async function requireUpload(
  deps: CurriculoPhotoDeps,
  pendingKey: string,
  doc: DocumentRecord | null,
): Promise<void> {
  const bytes = await deps.photos.get(pendingKey);
  if (bytes) {
    const problem = fotoProblem(bytes);
    if (problem === 'dimensoes') {
      throw new BadRequestError(CURRICULO_MESSAGES.fotoDimensoes, 'foto_too_large');
    }
    if (problem) throw new BadRequestError(CURRICULO_MESSAGES.fotoInvalida, 'invalid_foto');
    return;
  }
  const latest = doc ? await deps.documents.getState(doc.id) : null;
  if (doc && latest && latest.version !== doc.version) {
    throw new VersionConflictError('the resume changed while its photo was claimed');
  }
  throw new BadRequestError(FOTO_KEY_MESSAGE, 'invalid_foto_key');
}

function editRefused(reason: 'bloqueado' | 'limite'): Error {
  return reason === 'bloqueado'
    ? new ForbiddenError(CURRICULO_EDIT_MESSAGES.bloqueado, 'blocked')
    : new ConflictError(CURRICULO_EDIT_MESSAGES.limite, 'edit_limit');
}

async function createCurriculo(
  deps: CurriculoPhotoDeps & CreationDeps,
  principal: Principal,
  input: CurriculoSaveInput,
  typed: CurriculoForm,
): Promise<Omit<CurriculoSaveResponse, 'ok'>> {
  if (input.terms_accepted !== true) throw new BadRequestError(CURRICULO_MESSAGES.termos, 'terms_required');
  const foto = chooseFoto(typed.foto_key, principal.uid, '');
  if (foto.claim) await requireUpload(deps, foto.claim, null);
  const form = withFoto(typed, foto);
  const layout = mergeLayout({ lastLayout: null, layoutConfig: DEFAULT_LAYOUT_CONFIG }, input);
  const email = principal.email.toLowerCase();
  const at = deps.now();
  const record = await createUnderNewReference(
    curriculoKind,
    at,
    async (id) => {
      const record: DocumentRecord = {
        id,
        kind: CURRICULO_KIND,
        owner_uid: principal.uid,
        owner_email: principal.email || null,
        owner_kind: `${principal.uid}#${CURRICULO_KIND}`,
        ...(email ? { email_kind: `${email}#${CURRICULO_KIND}` } : {}),
        access_key_hash: null,
        // Never paid for yet: deleted 180 days after its last save unless a payment releases it.
        expires_at: signedInDraftExpiry(at),
        form,
        payment_reference: roundReference(id, 1),
        payment_id: null,
        paid: false,
        paid_at: null,
        needs_repayment: false,
        pdf_since_paid: false,
        blocked: false,
        is_draft: true,
        pdf_generated: false,
        pdf_key: null,
        payment_attempt: 0,
        status: 'pendente',
        edit_count_since_paid: 0,
        last_counted_edit_at: null,
        last_layout: layout.lastLayout,
        layout_config: layout.layoutConfig,
        created_at: at,
        updated_at: at,
        version: 1,
        form_version: 1,
        form_edit_version: 1,
      };
      await deps.documents.create(record);
      return record;
    },
    deps.counters,
  );
  await settlePhotosAfterSave(deps, { id: record.id, choice: foto, previousKey: '' });
  return { id: record.id, meta: curriculoMeta(record), warning: null, form_version: 1 };
}

/**
 * One save of an existing resume, on the latest version (the caller retries a lost race). `changes` (checked
 * field by field) are applied over the stored form when the save was based on its version (else 409).
 */
async function saveExisting(
  deps: CurriculoPhotoDeps,
  caller: DocumentCaller,
  id: string,
  input: CurriculoSaveInput,
  sent: CurriculoForm | Record<string, unknown>,
): Promise<Omit<CurriculoSaveResponse, 'ok'>> {
  const doc = await loadDocumentFor(deps.documents, id, caller, { allowAdmin: true, kinds: CURRICULO_KINDS });
  const admin = isAdmin(caller);
  const meta = curriculoMeta(doc);
  if (!admin && meta.status === 'bloqueado') throw editRefused('bloqueado');
  const before = storedForm(doc);
  const version = formVersionOf(doc);
  let typed: CurriculoForm;
  if (input.changes === undefined) typed = sent as CurriculoForm;
  else {
    refuseStale(doc, input.base_version, before);
    typed = parseCurriculo({ ...before, ...sent });
  }
  const foto = chooseFoto(typed.foto_key, caller.principal!.uid, before.foto_key);
  const form = withFoto(typed, foto);
  const layout = layoutChanges(doc, input);
  const changed = contentChanged(before, form);
  if (!changed && !layout) return { id, meta, warning: null, form_version: version };

  const now = deps.now();
  let changes: DocumentChanges = { ...layout };
  let warning: string | null = null;
  // Only a change of what the resume says is an edit; a new layout or colour is not (spec §4.1).
  if (changed) {
    const edit = applyEdit(meta, {
      isAdmin: admin,
      now,
      newPaymentRef: () => nextRoundReference(doc),
    });
    if (!edit.ok) throw editRefused(edit.reason);
    // Un-paying the resume is the person's choice ("Alterar um documento já pago?"), never an autosave's.
    refuseUnconfirmedRepayment(edit.repaymentTriggered, input.confirm_repayment);
    changes = {
      ...changes,
      form,
      form_version: version + 1,
      form_edit_version: version + 1,
      ...metaChanges(edit.meta),
      // The resume as paid stays on offer in Meus Currículos until the changed one is paid (issue 41 item 3).
      ...(edit.repaymentTriggered ? { paid_version: keptCurriculoVersion(doc, now) } : {}),
    };
    warning = edit.warning ?? null;
  }
  if (foto.claim) await requireUpload(deps, foto.claim, doc);
  const saved = await deps.documents.update(
    id,
    doc.version,
    { ...changes, ...retentionOnSave(doc, now) },
    now,
  );
  // Only now that the resume names the new photo (or none) may the old one go: a refused or lost save keeps it.
  await settlePhotosAfterSave(deps, { id, choice: foto, previousKey: before.foto_key });
  return { id, meta: curriculoMeta(saved), warning, form_version: formVersionOf(saved) };
}

/**
 * `curriculo-save`: creates (no id, terms accepted) or saves a resume. Saves come in the background while the
 * person types: a lost race is decided again on the latest version, and after a few an honest 409 (logged)
 * lets the page send it again, so no save is silently dropped.
 */
export async function saveCurriculo(
  deps: CurriculoPhotoDeps & CreationDeps,
  caller: DocumentCaller,
  input: CurriculoSaveInput,
): Promise<Omit<CurriculoSaveResponse, 'ok'>> {
  const id = input.id?.trim();
  if (!id)
    return createCurriculo(deps, caller.principal!, input, parseCurriculo(input.data ?? input.changes));
  // Checked before any read: a whole form fully, changed fields one by one (the merge is checked once read).
  const sent =
    input.changes !== undefined
      ? parseFormChanges(curriculoDraftSchema, input.changes)
      : parseCurriculo(input.data);
  try {
    return await retryOnConflict(() => saveExisting(deps, caller, id, input, sent));
  } catch (error) {
    if (error instanceof ConflictError && error.code === 'conflict') {
      deps.log.warn('resume save lost every race: answered 409 for the page to send it again', { id });
    }
    throw error;
  }
}

/** `curriculo-update`: the layout choice only (never content, status or payment state). */
export async function updateCurriculoLayout(
  deps: CurriculoDeps,
  caller: DocumentCaller,
  input: { id: string } & LayoutInput,
): Promise<{ id: string; meta: ReturnType<typeof curriculoMeta> }> {
  return retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, input.id, caller, {
      allowAdmin: true,
      kinds: CURRICULO_KINDS,
    });
    if (!isAdmin(caller) && doc.blocked) throw editRefused('bloqueado');
    const changes = layoutChanges(doc, input);
    const saved = changes ? await deps.documents.update(doc.id, doc.version, changes, deps.now()) : doc;
    return { id: doc.id, meta: curriculoMeta(saved) };
  });
}

/** `curriculo-get`: the owner's (or an admin's) resume, read only. */
export async function getCurriculo(
  deps: CurriculoPhotoDeps,
  caller: DocumentCaller,
  id: string,
): Promise<Omit<CurriculoGetResponse, 'ok'>> {
  const doc = await loadDocumentFor(deps.documents, id, caller, { allowAdmin: true, kinds: CURRICULO_KINDS });
  return curriculoAnswer(deps, doc);
}

/**
 * `curriculo-unblock` (admin only): an admin opening a blocked resume unblocks it, as the spec has it. A POST of
 * its own, so that reading a resume never writes; the page calls it when an admin opens a blocked one.
 */
export async function unblockCurriculo(
  deps: CurriculoPhotoDeps,
  caller: DocumentCaller,
  id: string,
): Promise<Omit<CurriculoGetResponse, 'ok'>> {
  const doc = await retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, id, caller, {
      allowAdmin: true,
      kinds: CURRICULO_KINDS,
    });
    const opened = openForEdit(curriculoMeta(doc), { isAdmin: isAdmin(caller), now: deps.now() });
    if (!opened.changed) return doc;
    deps.log.info('admin opened a blocked resume: unblocked', { id });
    return deps.documents.update(doc.id, doc.version, metaChanges(opened.meta), deps.now());
  });
  return curriculoAnswer(deps, doc);
}

async function curriculoAnswer(
  deps: CurriculoPhotoDeps,
  doc: DocumentRecord,
): Promise<Omit<CurriculoGetResponse, 'ok'>> {
  const form = storedForm(doc);
  const fotoUrl = form.foto_key
    ? await deps.photos.presignedGetUrl(form.foto_key, { expiresInSeconds: FOTO_LINK_SECONDS })
    : null;
  return {
    data: {
      ...curriculoMeta(doc),
      data: form,
      created_at: doc.created_at,
      updated_at: doc.updated_at,
      foto_url: fotoUrl,
      form_version: formVersionOf(doc),
    },
  };
}

/**
 * `curriculo-new-reference`: the reference the next payment must use. A new payment round starts when the
 * current one is spent (paid, and its release lapsed or blocked); otherwise the current one stays, so a PIX
 * already issued for it still releases the resume when paid.
 */
export async function newCurriculoReference(
  deps: CurriculoDeps,
  caller: DocumentCaller,
  id: string,
): Promise<{ activePaymentRef: string }> {
  return retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, id, caller, {
      allowAdmin: false,
      kinds: CURRICULO_KINDS,
    });
    const now = deps.now();
    const changes = curriculoKind.paymentRules!.beforePayment(doc, now);
    const saved = changes ? await deps.documents.update(doc.id, doc.version, changes, now) : doc;
    return { activePaymentRef: saved.payment_reference };
  });
}

/**
 * `curriculo-delete`: the owner deletes the resume (the page confirms first), and its photo, PDFs and codes
 * with it (`document-erasure.ts`). A blocked resume may be deleted too: blocking stops editing, not a person removing their
 * own data.
 */
export async function deleteCurriculo(
  deps: CurriculoPhotoDeps & { erasure: ErasureDeps },
  caller: DocumentCaller,
  id: string,
): Promise<void> {
  // Its photo goes with its PDFs and codes (`document-erasure.ts`), before the item.
  await retryOnConflict(async () => {
    const doc = await loadDocumentFor(deps.documents, id, caller, {
      allowAdmin: false,
      kinds: CURRICULO_KINDS,
    });
    await eraseDocumentTraces(deps.erasure, doc, 'document', deps.now());
    await deps.documents.delete(doc.id, doc.version);
  });
}
