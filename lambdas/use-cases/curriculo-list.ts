// curriculo-mine (spec part 1 §2.2 painel, issue 5 item 3): the signed-in person's resumes found by their
// e-mail (the `byEmailKind` index), newest first, a page at a time with a cursor that survives equal times.
import type { CurriculoListItem, CurriculoMineResponse } from '@shared/api/curriculos';
import { displayStatus } from '@shared/documents/curriculo/rules';
import { curriculoPaymentProblems } from '@shared/documents/curriculo/schema';
import { NotFoundError } from '../core/errors';
import type { DocumentRecord } from '../ports/document-store';
import { CURRICULO_KIND, curriculoMeta } from './curriculo-kind';
import { listsCurriculoPaidVersion } from './curriculo-paid-version';
import type { CurriculoDeps } from './curriculos';
import { DOCUMENT_NOT_FOUND, type DocumentCaller } from './document-access';
import { decodeCursor, encodeCursor } from './list-cursor';
import { recheckListed } from './payment-recheck';
import type { PaymentDeps } from './payment-updates';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toListItem(doc: DocumentRecord, now: number): CurriculoListItem {
  const meta = curriculoMeta(doc);
  return {
    ...meta,
    nome: text(doc.form?.nome),
    cargo_desejado: text(doc.form?.cargo_desejado),
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    display_status: displayStatus(meta, now),
    // The list's payment panel says what is missing instead of offering to pay (issue 15).
    payment_problems: curriculoPaymentProblems(doc.form ?? {}),
    ...(listsCurriculoPaidVersion(doc, now) ? { paid_version_available: true } : {}),
  };
}

/**
 * The caller's resumes by e-mail, newest first. Only the caller's own records are answered: a record filed
 * under the same e-mail by another account (another sign-in provider) could not be opened by this one anyway.
 * Without an e-mail in the token, the owner index stands in. The open payments of the page are asked about
 * again first (a few per request, `recheckListed`).
 */
export async function listMyCurriculos(
  deps: CurriculoDeps & { paymentDeps: PaymentDeps },
  caller: DocumentCaller,
  options: { pageSize: number; cursor?: string },
): Promise<Omit<CurriculoMineResponse, 'ok'>> {
  const principal = caller.principal;
  if (!principal) throw new NotFoundError(DOCUMENT_NOT_FOUND, 'not_found');
  const cursor = options.cursor ? decodeCursor(options.cursor) : undefined;
  const seen = new Set(cursor?.ids ?? []);
  const query = { limit: options.pageSize + seen.size + 1, createdAtOrBefore: cursor?.t };
  const email = principal.email.toLowerCase();
  const page = email
    ? await deps.documents.listByEmailKind(`${email}#${CURRICULO_KIND}`, query)
    : await deps.documents.listByOwnerKind(`${principal.uid}#${CURRICULO_KIND}`, query);

  const unread = page.items.filter((doc) => !(cursor && doc.created_at === cursor.t && seen.has(doc.id)));
  const list: DocumentRecord[] = [];
  let read = 0;
  while (read < unread.length && list.length < options.pageSize) {
    const doc = unread[read++]!;
    if (doc.owner_uid === principal.uid && doc.kind === CURRICULO_KIND) list.push(doc);
  }
  const more = read < unread.length || page.more;
  const last = unread[read - 1];
  let next: string | null = null;
  if (more && last) {
    const tied = unread
      .slice(0, read)
      .filter((doc) => doc.created_at === last.created_at)
      .map((doc) => doc.id);
    const carried = cursor && cursor.t === last.created_at ? cursor.ids : [];
    next = encodeCursor({ t: last.created_at, ids: [...carried, ...tied] });
  }
  const now = deps.now();
  const shown = await recheckListed(deps.paymentDeps, list);
  return { list: shown.map((doc) => toListItem(doc, now)), next_cursor: next };
}
