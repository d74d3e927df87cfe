// The admins' audit trail as the console reads it (issue 22 item 5): every admin action (a request that changes
// something) with who, when, which document, what changed (before and after) and the reason; per document or
// all of them, newest first, a page at a time. Nothing here writes: no route edits or deletes an audit item.
import * as z from 'zod';

export type AuditValue = string | number | boolean | null;

/** One field an action moved: `blocked` false → true, a price in centavos, a payment's status. */
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

export interface AdminAuditLine {
  /** Epoch ms of the request. */
  at: number;
  /** The admin's e-mail (or uid when the token had none). */
  by: string;
  /** The route, e.g. `/admin-block`. */
  action: string;
  /** The document's reference, when the request named one. */
  target: string | null;
  reason: string | null;
  /** What the request asked for (`blocked=true`, `action=release`). */
  requested: string | null;
  changes: AuditChange[];
  /** The answer's HTTP status: a refused action is kept too. */
  status: number;
}

export const AUDIT_PAGE_SIZE = 20;

/** `GET admin-audit`: every action newest first, or one document's (`id`); `cursor` from the previous page. */
export const adminAuditQuery = z
  .object({
    id: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().trim().min(1).max(120).optional(),
    ),
    cursor: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(400).optional()),
  })
  .strip();
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>;

export interface AdminAuditResponse {
  ok: true;
  items: AdminAuditLine[];
  /** Send back as `cursor` for the next (older) page; null at the end. */
  cursor: string | null;
}
