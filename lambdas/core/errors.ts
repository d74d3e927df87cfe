// The one typed error hierarchy of the API: handlers and adapters throw these, and `defineHandler` maps
// them to HTTP in one place as `{ ok: false, error: { code, message, fields?, current? } }` with the Portuguese
// message, for a refused form each refused field with its own message, and for a stale save the stored form.
import type { ApiErrorBody, FieldProblem } from '@shared/api/envelope';
import type * as z from 'zod';
import { AlreadyExistsError, VersionConflictError } from '../ports/store-errors';

export abstract class AppError extends Error {
  abstract readonly status: number;
  /** Stable machine-readable code, e.g. `invalid_input`; the SPA may branch on it. */
  readonly code: string;
  /** The refused fields of a form, each with its own message (empty for any other refusal). */
  readonly fields: readonly FieldProblem[];
  /** A conflict's resource as it is now (a stale save's stored form and version), sent as `error.current`. */
  readonly current?: Record<string, unknown>;

  /** `message` is Portuguese and shown to the person as it is. */
  constructor(message: string, code: string, options?: AppErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
    this.fields = options?.fields ?? [];
    if (options?.current) this.current = { ...options.current };
  }
}

export type AppErrorOptions = ErrorOptions & {
  fields?: readonly FieldProblem[];
  current?: object;
};

export class BadRequestError extends AppError {
  readonly status = 400;
  constructor(
    message = 'Requisição inválida.',
    code = 'bad_request',
    options?: ErrorOptions & { fields?: readonly FieldProblem[] },
  ) {
    super(message, code, options);
  }
}

/** A form's refused fields, by field name, as the error body lists them (in the check's order). */
export function fieldProblems(
  fields: Readonly<Record<string, string | undefined>> | undefined,
): FieldProblem[] {
  return Object.entries(fields ?? {}).flatMap(([field, message]) => (message ? [{ field, message }] : []));
}

/** The keys a request wraps a form in (`{ form }`, `{ changes }`, a resume's `{ data }`): not part of a field's name. */
const FORM_WRAPPERS: ReadonlySet<PropertyKey> = new Set(['form', 'changes', 'data']);

/**
 * A 400 `invalid_input` for what a zod schema refused: the first issue's message, and each refused field (its
 * path dotted, without the request's form wrapper; the first issue of each) with its own message. `lead` names
 * the field a schema of one field checked (a save's changed field).
 */
export function invalidInput(
  issues: readonly z.core.$ZodIssue[],
  fallback: string,
  lead: readonly PropertyKey[] = [],
): BadRequestError {
  const fields = new Map<string, string>();
  for (const issue of issues) {
    const path = [...lead, ...issue.path];
    if (path.length > 1 && FORM_WRAPPERS.has(path[0]!)) path.shift();
    const field = path.map(String).join('.');
    if (field !== '' && !fields.has(field)) fields.set(field, issue.message);
  }
  return new BadRequestError(issues[0]?.message ?? fallback, 'invalid_input', {
    fields: [...fields].map(([field, message]) => ({ field, message })),
  });
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(message = 'Faça login para continuar.', code = 'unauthorized', options?: ErrorOptions) {
    super(message, code, options);
  }
}

export class PaymentRequiredError extends AppError {
  readonly status = 402;
  constructor(
    message = 'Efetue o pagamento para liberar',
    code = 'payment_required',
    options?: ErrorOptions,
  ) {
    super(message, code, options);
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(
    message = 'Você não tem permissão para esta ação.',
    code = 'forbidden',
    options?: ErrorOptions,
  ) {
    super(message, code, options);
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(message = 'Não encontrado.', code = 'not_found', options?: ErrorOptions) {
    super(message, code, options);
  }
}

export class ConflictError extends AppError {
  readonly status = 409;
  constructor(
    message = 'O registro foi alterado por outra operação. Recarregue e tente novamente.',
    code = 'conflict',
    options?: ErrorOptions & { current?: object },
  ) {
    super(message, code, options);
  }
}

/** Something that existed and is gone for good (an invitation revoked, expired or replaced). */
export class GoneError extends AppError {
  readonly status = 410;
  constructor(message = 'Não está mais disponível.', code = 'gone', options?: ErrorOptions) {
    super(message, code, options);
  }
}

/** The resource is locked against this change (an invitee's section once confirmed). */
export class LockedError extends AppError {
  readonly status = 423;
  constructor(message = 'Bloqueado para alterações.', code = 'locked', options?: ErrorOptions) {
    super(message, code, options);
  }
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  constructor(
    message = 'Conteúdo da requisição muito grande.',
    code = 'payload_too_large',
    options?: ErrorOptions,
  ) {
    super(message, code, options);
  }
}

export class TooManyRequestsError extends AppError {
  readonly status = 429;
  /** Sent as `Retry-After` when known: how long until the limit lets the next request through. */
  readonly retryAfterSeconds?: number;
  constructor(
    message = 'Muitas tentativas. Aguarde um instante e tente novamente.',
    code = 'too_many_requests',
    options?: ErrorOptions & { retryAfterSeconds?: number },
  ) {
    super(message, code, options);
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export class InternalError extends AppError {
  readonly status = 500;
  constructor(
    message = 'Erro interno. Tente novamente em instantes.',
    code = 'internal',
    options?: ErrorOptions,
  ) {
    super(message, code, options);
  }
}

/** A service we depend on (Mercado Pago, S3...) failed or answered nonsense. */
export class BadGatewayError extends AppError {
  readonly status = 502;
  constructor(
    message = 'Falha ao comunicar com um serviço externo. Tente novamente.',
    code = 'bad_gateway',
    options?: ErrorOptions,
  ) {
    super(message, code, options);
  }
}

export class ServiceUnavailableError extends AppError {
  readonly status = 503;
  constructor(
    message = 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    code = 'unavailable',
    options?: ErrorOptions,
  ) {
    super(message, code, options);
  }
}

export interface HttpError {
  status: number;
  body: ApiErrorBody;
  /** True when the error is ours to investigate (5xx or not an AppError at all). */
  unexpected: boolean;
  /** Extra answer headers (`Retry-After` of a limit). */
  headers?: Record<string, string>;
}

/** A conditional write that lost every retry is a conflict the person can retry (409), never a 500. */
function storeConflict(error: unknown): boolean {
  return error instanceof VersionConflictError || error instanceof AlreadyExistsError;
}

/** The single mapping from anything thrown to the HTTP answer; unknown errors never leak their text. */
export function toHttpError(error: unknown): HttpError {
  const known =
    error instanceof AppError ? error : storeConflict(error) ? new ConflictError() : new InternalError();
  return {
    status: known.status,
    body: {
      ok: false,
      error: {
        code: known.code,
        message: known.message,
        ...(known.fields.length > 0 ? { fields: [...known.fields] } : {}),
        ...(known.current ? { current: known.current } : {}),
      },
    },
    unexpected: !(error instanceof AppError) || known.status >= 500,
    ...(known instanceof TooManyRequestsError && known.retryAfterSeconds !== undefined
      ? { headers: { 'retry-after': String(Math.max(1, Math.ceil(known.retryAfterSeconds))) } }
      : {}),
  };
}
