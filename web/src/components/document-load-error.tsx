// What a document editor shows when the document it was opened for cannot be loaded: the reason, "Tentar
// novamente" when trying again can help (not for a document that is gone or someone else's), and the ways on.
import { Link } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';

export interface LoadFailure {
  message: string;
  /** The HTTP status, 0 when the request never got an answer. */
  status: number;
}

/** The kind's own texts for a document that does not exist (404) and one of someone else (403). */
export function documentLoadFailure(
  err: unknown,
  texts: { notFound: string; forbidden: string },
): LoadFailure {
  if (err instanceof ApiError) {
    if (err.status === 404) return { message: texts.notFound, status: 404 };
    if (err.status === 403) return { message: texts.forbidden, status: 403 };
    return { message: err.message, status: err.status };
  }
  return { message: 'Erro inesperado', status: 0 };
}

interface DocumentLoadErrorProps {
  failure: LoadFailure;
  onRetry: () => void;
  /** Start a new document of the kind, e.g. "Criar nova declaração". */
  create: { to: string; label: string };
  /** The person's list of documents of the kind. */
  list: { to: string; label: string };
}

export function DocumentLoadError({ failure, onRetry, create, list }: DocumentLoadErrorProps) {
  return (
    <div className="alert alert-error document-load-error" role="alert">
      <p>{failure.message}</p>
      <div className="button-row">
        {failure.status !== 404 && failure.status !== 403 && (
          <button type="button" className="button button-secondary" onClick={onRetry}>
            Tentar novamente
          </button>
        )}
        <Link className="button button-secondary" to={create.to}>
          {create.label}
        </Link>
        <Link className="button button-ghost" to={list.to}>
          {list.label}
        </Link>
      </div>
    </div>
  );
}
