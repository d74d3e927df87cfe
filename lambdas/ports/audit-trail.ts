// The admins' audit trail as read back: the actions (requests that changed something) newest first, all of
// them or one document's, a page at a time. Writing is the handler pipeline's alone (`adapters/audit-log.ts`).
import type { AdminAuditLine } from '@shared/api/admin-audit';

export interface AuditPage {
  items: AdminAuditLine[];
  cursor: string | null;
}

export interface AuditTrail {
  /** `target` null: every action; else the actions on that document. `cursor` from a previous page. */
  list(target: string | null, cursor: string | null, limit: number): Promise<AuditPage>;
}
