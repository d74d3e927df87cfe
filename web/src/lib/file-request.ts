// A GET of the API whose answer is a file (a PDF in the body) rather than JSON: the bearer token as the JSON
// client sends it (renewed once on a 401), failures still read from the shared envelope as `ApiError`.
import { ApiError, type QueryValue, readEnvelope, sendWithRenewal, type TokenSource } from './api-client';

export interface FileRequestDeps {
  apiBase: string;
  tokens: TokenSource;
  fetch?: typeof fetch;
}

/** The file `path` answers with `query`, when its content type is `contentType`. */
export async function fetchApiFile(
  deps: FileRequestDeps,
  path: string,
  query: Record<string, QueryValue>,
  contentType = 'application/pdf',
): Promise<Blob> {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const url = `${deps.apiBase.replace(/\/+$/, '')}/${path}?${params}`;
  const send = async (token: string | null) => {
    const headers: Record<string, string> = { Accept: `${contentType}, application/json` };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await doFetch(url, { headers });
    } catch {
      throw new ApiError('Erro de rede', 0, 'network_error');
    }
  };
  const res = await sendWithRenewal(deps.tokens, send);
  if (res.ok && (res.headers.get('content-type') ?? '').includes(contentType)) return res.blob();
  await readEnvelope(res);
  throw new ApiError('Resposta não é PDF', res.status, 'invalid_response');
}
