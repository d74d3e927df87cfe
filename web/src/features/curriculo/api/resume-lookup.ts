// Does the signed-in person have a resume? Used by /painel to choose between MeuCurriculo and
// CriarCurriculo: the first of `curriculo-mine` (the person's resumes by e-mail, newest first).
import type { CurriculoMineResponse } from '@shared/api/curriculos';
import type { ApiClient } from '@/lib/api-client';

export type ResumeLookup = { kind: 'none' } | { kind: 'found'; id: string };

/** The e-mail is the session's; the server reads it from the verified token, never from the query. */
export async function findLatestResume(api: ApiClient, _email: string): Promise<ResumeLookup> {
  const res = await api.get<CurriculoMineResponse>('curriculo-mine', { page_size: 1 });
  const first = Array.isArray(res.list) ? res.list[0] : undefined;
  return first ? { kind: 'found', id: first.id } : { kind: 'none' };
}
