// The public check of a verification code (`GET verificar?code=…`, no sign-in, never the token).
import type { VerificarResponse } from '@shared/api/verificacao';
import type { ApiClient } from '@/lib/api-client';

export function fetchVerification(api: ApiClient, code: string): Promise<VerificarResponse> {
  return api.request<VerificarResponse>({ path: 'verificar', query: { code }, auth: 'none' });
}
