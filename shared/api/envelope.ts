// The JSON envelope every API answer uses, shared by the handlers (which produce it) and the SPA's API
// client (which reads it). Messages are Portuguese and meant to be shown to the person as they are.

/**
 * One field of a form the server refused, with its own Portuguese message: the shape of RFC 9457's
 * `invalid-params` (there `name` and `reason`), named as the form names its fields ("empresa_cnpj", or a dotted
 * path into a list: "experiencias.0.data_saida").
 */
export interface FieldProblem {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  ok: false;
  /** `fields`: every refused field of a form, so a page (or any HTTP client) can mark them; absent otherwise. */
  /** `current`: a conflict's resource as it is now (a stale save: `StaleVersionCurrent`); absent otherwise. */
  error: { code: string; message: string; fields?: FieldProblem[]; current?: Record<string, unknown> };
}

/** The refused fields of an error body, kept only when well formed (an older server sends none). */
export function fieldProblemsOf(body: ApiErrorBody): FieldProblem[] {
  const fields: unknown = body.error.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldProblem =>
      typeof f === 'object' && f !== null && typeof f.field === 'string' && typeof f.message === 'string',
  );
}

export type ApiOk<T extends object = object> = { ok: true } & T;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  return v.ok === false && typeof v.error?.code === 'string' && typeof v.error?.message === 'string';
}
