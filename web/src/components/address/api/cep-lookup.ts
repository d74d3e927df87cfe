// Address by CEP (spec part 1 §4.4, §5.2, §7, §8): ViaCEP first (8 s time-out, abortable, no HTTP cache),
// BrasilAPI as fallback; an abort by the caller is rethrown as is. `fetchCepAddress` reads through the query
// cache, which keeps results 30 minutes by the 8 digits (failures are not kept).
import { onlyDigits } from '@shared/format/cpf-cnpj';
import type { QueryClient } from '@tanstack/react-query';

/** The address fields a lookup fills (spec part 1 §3.3). */
export interface CepAddress {
  cep: string;
  uf: string;
  cidade: string;
  endereco: string;
  bairro: string;
  complemento: string;
}

export type CepLookupMessage =
  | 'CEP inválido'
  | 'Falha ao consultar'
  | 'CEP não encontrado'
  | 'Falha ao consultar fallback'
  | 'Erro desconhecido ao buscar CEP';

export class CepLookupError extends Error {
  override name = 'CepLookupError';
  constructor(override readonly message: CepLookupMessage) {
    super(message);
  }
}

export const CEP_TIMEOUT_MS = 8_000;
export const CEP_CACHE_TTL_MS = 30 * 60 * 1000;

export interface CepLookupOptions {
  viaCepBaseUrl: string;
  brasilApiBaseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type CepLookup = (cep: string, signal?: AbortSignal) => Promise<CepAddress>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const base = (url: string) => url.replace(/\/+$/, '');

/** A signal that fires on the caller's abort or after `ms`; `clear` stops the timer. */
function withTimeout(signal: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Tempo esgotado', 'TimeoutError')), ms);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

export function createCepLookup(options: CepLookupOptions): CepLookup {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? CEP_TIMEOUT_MS;

  async function viaCep(cep: string, signal?: AbortSignal): Promise<CepAddress> {
    const timed = withTimeout(signal, timeoutMs);
    try {
      const res = await doFetch(`${base(options.viaCepBaseUrl)}/ws/${cep}/json/`, {
        signal: timed.signal,
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) throw new CepLookupError('Falha ao consultar');
      const body = (await res.json()) as Record<string, unknown> | null;
      if (!body || body.erro === true || body.erro === 'true') throw new CepLookupError('CEP não encontrado');
      return {
        cep,
        uf: str(body.uf).toUpperCase(),
        cidade: str(body.localidade),
        endereco: str(body.logradouro),
        bairro: str(body.bairro),
        complemento: str(body.complemento),
      };
    } finally {
      timed.clear();
    }
  }

  async function brasilApi(cep: string, signal?: AbortSignal): Promise<CepAddress> {
    const timed = withTimeout(signal, timeoutMs);
    try {
      let res: Response;
      let body: Record<string, unknown> | null;
      try {
        res = await doFetch(`${base(options.brasilApiBaseUrl)}/api/cep/v1/${cep}`, {
          signal: timed.signal,
          cache: 'no-store',
          headers: { Accept: 'application/json' },
        });
        if (res.status === 404) throw new CepLookupError('CEP não encontrado');
        if (!res.ok) throw new CepLookupError('Falha ao consultar fallback');
        body = (await res.json()) as Record<string, unknown> | null;
      } catch (err) {
        if (signal?.aborted || err instanceof CepLookupError) throw err;
        throw new CepLookupError('Falha ao consultar fallback');
      }
      if (!body || !str(body.state)) throw new CepLookupError('Falha ao consultar fallback');
      return {
        cep,
        uf: str(body.state).toUpperCase(),
        cidade: str(body.city),
        endereco: str(body.street),
        bairro: str(body.neighborhood),
        complemento: '',
      };
    } finally {
      timed.clear();
    }
  }

  return async function lookupCep(value, signal) {
    const cep = onlyDigits(value);
    if (cep.length !== 8) throw new CepLookupError('CEP inválido');
    try {
      try {
        return await viaCep(cep, signal);
      } catch (err) {
        if (signal?.aborted) throw err;
        // Any other failure of the first service (HTTP error, `erro`, time-out, network) tries the fallback.
        return await brasilApi(cep, signal);
      }
    } catch (err) {
      if (signal?.aborted) throw err;
      if (err instanceof CepLookupError) throw err;
      throw new CepLookupError('Erro desconhecido ao buscar CEP');
    }
  };
}

/** The query key of a CEP's address; `services` names the pair of service addresses asked. */
export const cepQueryKey = (services: string, digits: string) => ['cep', services, digits] as const;

/**
 * The address of 8 CEP digits through the query cache: kept 30 minutes, failures asked again, and two fields
 * asking for one CEP at once share one lookup. `cancelQueries` on its key aborts the lookup in flight.
 */
export async function fetchCepAddress(
  queryClient: QueryClient,
  lookup: CepLookup,
  services: string,
  digits: string,
): Promise<CepAddress> {
  const address = await queryClient.fetchQuery({
    queryKey: cepQueryKey(services, digits),
    queryFn: ({ signal }) => lookup(digits, signal),
    staleTime: CEP_CACHE_TTL_MS,
    gcTime: CEP_CACHE_TTL_MS,
    retry: false,
  });
  return { ...address };
}
