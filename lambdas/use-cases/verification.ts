// Verification of released PDFs (issue 23): each PDF the server renders for release carries a fresh code in its
// footer; its entry (kind, release time, SHA-256 of the exact bytes, paid or admin, the first party's initials)
// is written before the file is stored; with a seal (issue 43) the file is sealed first and the hash is of the
// sealed bytes. A release of another form supersedes the document's earlier codes; a
// refund revokes them. A stored PDF handed out again keeps its code: nothing is rendered, nothing written.
import { createHash } from 'node:crypto';
import {
  VERIFICATION_NOT_FOUND_MESSAGE,
  VERIFICATION_STATE_TEXT,
  type VerificarResponse,
} from '@shared/api/verificacao';
import { readableReference } from '@shared/format/reference';
import {
  nameInitials,
  newVerificationCode,
  normalizeVerificationCode,
  type VerificationMarks,
  verificationUrl,
} from '@shared/verification/code';
import { NotFoundError } from '../core/errors';
import type { DocumentRecord } from '../ports/document-store';
import type { VerificationEntry, VerificationStore } from '../ports/verification-store';
import { documentKind, firstPartyName } from './document-kinds';
import type { PdfSeal } from './pdf-seal';

export interface VerificationDeps {
  verifications: VerificationStore;
  /** The site's public origin (`PUBLIC_SITE_URL`): the check page hangs below it. */
  siteUrl: string;
  /** The seller's seal on each released PDF file (issue 43; pdf-seal.ts); absent, the files go unsealed. */
  seal?: PdfSeal;
}

/** What is being released: the document, its checked form and what the PDF is rendered from. */
export interface VerifiedRelease {
  doc: DocumentRecord;
  form: Record<string, unknown>;
  /** `pdfInputHash` of the form alone (no variant, no layout): what tells a new form from the same one. */
  formHash: string;
  variant?: string;
  /** Released by an admin without payment (admin mode, or `released_by_admin_at`). */
  byAdmin: boolean;
  at: number;
  /** Issue 44: the PDF's record of the parties who confirmed their own data; the code's entry keeps it. */
  confirmations?: readonly string[];
}

/**
 * Renders a released file through `render`, handing it verification marks (one code per PDF file it renders),
 * and records an entry per code; then supersedes the document's codes of other forms. Without `deps` (a
 * caller not wired for verification) it renders without marks.
 */
export async function renderVerified(
  deps: VerificationDeps | undefined,
  release: VerifiedRelease,
  render: (marks?: VerificationMarks) => Promise<Uint8Array>,
): Promise<{ bytes: Uint8Array; codes: string[] }> {
  if (!deps) return { bytes: await render(), codes: [] };
  const issued: { code: string; sha256: string }[] = [];
  const marks: VerificationMarks = {
    next: () => {
      const code = newVerificationCode();
      return { code, url: verificationUrl(deps.siteUrl, code) };
    },
    reference: readableReference(release.doc.id),
    rendered: (code, bytes) => {
      issued.push({ code, sha256: createHash('sha256').update(bytes).digest('hex') });
    },
    // Signed at the release's instant, the one the footer and the check page show.
    ...(deps.seal ? { seal: (pdf: Uint8Array) => deps.seal!.seal(pdf, new Date(release.at)) } : {}),
  };
  const bytes = await render(marks);
  const { doc, form, at } = release;
  const kind = documentKind(doc.kind);
  const initials = kind ? nameInitials(firstPartyName(kind, form)) : '';
  for (const { code, sha256 } of issued) {
    const entry: VerificationEntry = {
      code,
      document_id: doc.id,
      kind: doc.kind,
      ...(doc.owner_uid ? { owner_uid: doc.owner_uid } : {}),
      released_at: at,
      sha256,
      release: release.byAdmin ? 'admin' : 'paid',
      initials,
      state: 'valid',
      form_hash: release.formHash,
      ...(release.variant !== undefined ? { variant: release.variant } : {}),
      ...(release.confirmations?.length ? { confirmations: [...release.confirmations] } : {}),
    };
    await deps.verifications.put(entry);
  }
  // The document's valid codes of another form than this one are superseded.
  await moveValidCodes(
    deps.verifications,
    doc.id,
    'superseded',
    at,
    (entry) => entry.form_hash !== release.formHash,
  );
  return { bytes, codes: issued.map((entry) => entry.code) };
}

/** The document's valid codes (those `which` picks, by default all) move to `state`. */
async function moveValidCodes(
  verifications: VerificationStore,
  documentId: string,
  state: 'superseded' | 'revoked',
  at: number,
  which: (entry: VerificationEntry) => boolean = () => true,
): Promise<void> {
  const entries = await verifications.listByDocument(documentId);
  await Promise.all(
    entries
      .filter((entry) => entry.state === 'valid' && which(entry))
      .map((entry) => verifications.setState(entry.code, state, at)),
  );
}

/** A refund or chargeback withdrew the document's release: its valid codes now say revoked. */
export async function revokeDocumentCodes(
  verifications: VerificationStore,
  documentId: string,
  at: number,
): Promise<void> {
  await moveValidCodes(verifications, documentId, 'revoked', at);
}

/**
 * A key no code can have (outside the alphabet): a malformed code is looked up under it, so it costs the same
 * read as an unknown one and answers after the same time.
 */
const NO_SUCH_CODE = '~not-a-code';

/** `verificar`: what a code's entry may say in public, or 404 "Código não encontrado". */
export async function checkVerificationCode(
  verifications: Pick<VerificationStore, 'get'>,
  typed: string | undefined,
): Promise<Omit<VerificarResponse, 'ok'>> {
  const code = normalizeVerificationCode(typed ?? '');
  const entry = await verifications.get(code ?? NO_SUCH_CODE);
  if (!code || !entry) throw new NotFoundError(VERIFICATION_NOT_FOUND_MESSAGE, 'not_found');
  return {
    code: entry.code,
    kind_label: documentKind(entry.kind)?.description ?? 'Documento',
    released_at: new Date(entry.released_at).toISOString(),
    state: entry.state,
    state_text: VERIFICATION_STATE_TEXT[entry.state],
    initials: entry.initials,
    ...(entry.confirmations?.length ? { confirmations: [...entry.confirmations] } : {}),
    sha256: entry.sha256,
  };
}
