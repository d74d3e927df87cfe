// Does the signed-in person have a resume? Used by /painel to choose between MeuCurriculo and
// CriarCurriculo. The resume list by e-mail arrives with the resume issue; until then the answer is "none".
import type { ApiClient } from '@/lib/api-client';

export type ResumeLookup = { kind: 'none' } | { kind: 'found'; id: string };

export async function findLatestResume(_api: ApiClient, _email: string): Promise<ResumeLookup> {
  return { kind: 'none' };
}
