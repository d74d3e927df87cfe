// What every kind's save request carries of its form (`shared/api/versioned-save.ts`): for a stored document
// the fields changed since the version the page holds, with the un-pay confirmation when the person gave it;
// for a new one the whole form. The pages hand the autosave's request to their kind's API through here.
import type { AutosaveRequest } from './hooks/use-autosave';

export interface VersionedChanges<T> {
  baseVersion: number;
  changes: Partial<T>;
  /** The person answered "Alterar um documento já pago?": this save may un-pay the document. */
  confirmRepayment?: boolean;
}

/** The save's form fields: `whole` (e.g. `{ form }`) without a stored document or a version, else the changes. */
export function formPayload<T>(
  id: string | null,
  versioned: VersionedChanges<T> | undefined,
  whole: Record<string, unknown>,
): Record<string, unknown> {
  if (!id || !versioned) return whole;
  return {
    base_version: versioned.baseVersion,
    changes: versioned.changes,
    ...(versioned.confirmRepayment ? { confirm_repayment: true } : {}),
  };
}

/** The autosave's request as a kind's `versioned` save input (none for a new document). */
export function versionedOf<T>(request: AutosaveRequest<T>): { versioned?: VersionedChanges<T> } {
  if (request.baseVersion === null) return {};
  return {
    versioned: {
      baseVersion: request.baseVersion,
      changes: request.changes,
      ...(request.confirmRepayment ? { confirmRepayment: true } : {}),
    },
  };
}
