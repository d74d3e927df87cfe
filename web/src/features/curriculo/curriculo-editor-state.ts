// Pure decisions of the resume editor: what it keeps of a stored record, how a load failure reads, which lock (if any) the record is under for
// this person, what a save failure says, and the release date shown on a paid resume.

import type { CurriculoGetResponse } from '@shared/api/curriculos';
import {
  CURRICULO_EDIT_MESSAGES,
  canEdit,
  isReleased,
  RELEASE_WINDOW_MS,
  toMillis,
} from '@shared/documents/curriculo/rules';
import { CURRICULO_MESSAGES, type CurriculoMeta } from '@shared/documents/curriculo/schema';
import { documentLoadFailure } from '@/components/document-load-error';
import { ApiError } from '@/lib/api-client';
import type { SaveKind } from './save-status';

/** What the editor keeps of a stored resume besides its form and photo. */
export const metaOf = ({
  data: _d,
  foto_url: _f,
  created_at: _c,
  updated_at: _u,
  ...meta
}: CurriculoGetResponse['data']) => meta;

export interface RecordState {
  id: string | null;
  meta: CurriculoMeta | null;
  /** Short-lived link to the stored photo, for the thumbnail. */
  fotoUrl: string | null;
}

export interface Lock {
  reason: 'bloqueado' | 'limite';
  message: string;
}

/** The texts of a resume that cannot be opened (for `useDocument`). */
export const LOAD_TEXTS = {
  notFound: 'Currículo não encontrado.',
  forbidden: 'Sem permissão para abrir este currículo.',
};

export const loadFailure = (err: unknown) => documentLoadFailure(err, LOAD_TEXTS);

/** The lock the server's rules put on this person now (admins are never locked). */
export function lockFor(meta: CurriculoMeta, isAdmin: boolean, now: number = Date.now()): Lock | null {
  const permission = canEdit(meta, { isAdmin, now });
  return permission.ok ? null : { reason: permission.reason, message: permission.message };
}

/** A refusal of the server that is one of the edit locks, read by its message. */
export function lockFromError(err: unknown): Lock | null {
  if (!(err instanceof ApiError)) return null;
  if (err.message === CURRICULO_EDIT_MESSAGES.bloqueado) return { reason: 'bloqueado', message: err.message };
  if (err.message === CURRICULO_EDIT_MESSAGES.limite) return { reason: 'limite', message: err.message };
  return null;
}

/**
 * What a failed save tells the person: nothing for the autosave (the indicator says it), the server's own
 * message for input it refused (4xx with a message), otherwise the catalogue's text for the button pressed.
 */
export function saveFailureToast(kind: SaveKind, err: unknown): string | null {
  if (kind === 'auto') return null;
  if (err instanceof ApiError && err.status === 400 && err.message) return err.message;
  if (kind === 'quick') return CURRICULO_MESSAGES.falhaSalvarAgora;
  if (kind === 'preview') return CURRICULO_MESSAGES.falhaSalvarPrevia;
  return CURRICULO_MESSAGES.erroSalvar;
}

/** "05/04/2026" when the release ends, for a released resume; null otherwise. */
export function releasedUntil(
  meta: Pick<CurriculoMeta, 'status' | 'paidAt' | 'needs_repayment'>,
  now: number = Date.now(),
): string | null {
  if (!isReleased(meta, now)) return null;
  const paidAt = toMillis(meta.paidAt)!;
  return new Date(paidAt + RELEASE_WINDOW_MS).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
}
