// The JSON envelope every API answer uses, shared by the handlers (which produce it) and the SPA's API
// client (which reads it). Messages are Portuguese and meant to be shown to the person as they are.

export interface ApiErrorBody {
  ok: false;
  error: { code: string; message: string };
}

export type ApiOk<T extends object = object> = { ok: true } & T;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  return v.ok === false && typeof v.error?.code === 'string' && typeof v.error?.message === 'string';
}
