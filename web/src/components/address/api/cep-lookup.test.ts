// The CEP services are external, so their answers are played by an injected fetch here; the cache is a real
// QueryClient, its clock Vitest's.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CEP_CACHE_TTL_MS, CepLookupError, createCepLookup, fetchCepAddress } from './cep-lookup';

const VIACEP = 'http://viacep.test';
const BRASILAPI = 'http://brasilapi.test';

type Reply = Response | ((init: RequestInit | undefined) => Promise<Response>);

function fakeFetch(routes: Record<string, Reply>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const reply = routes[url];
    if (!reply) throw new TypeError(`fetch failed: ${url}`);
    return typeof reply === 'function' ? reply(init) : reply.clone();
  }) as typeof fetch;
  return { impl, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const viaCepUrl = (cep: string) => `${VIACEP}/ws/${cep}/json/`;
const brasilApiUrl = (cep: string) => `${BRASILAPI}/api/cep/v1/${cep}`;

const PAULISTA_VIACEP = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};
const PAULISTA_BRASILAPI = {
  cep: '01310100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
};

function lookupWith(routes: Record<string, Reply>, extra: { timeoutMs?: number } = {}) {
  const fetch = fakeFetch(routes);
  const lookup = createCepLookup({
    viaCepBaseUrl: `${VIACEP}/`,
    brasilApiBaseUrl: BRASILAPI,
    fetch: fetch.impl,
    ...extra,
  });
  return { lookup, calls: fetch.calls };
}

describe('CEP lookup', () => {
  it('rejects anything but 8 digits with "CEP inválido" without calling a service', async () => {
    // Prepare
    const { lookup, calls } = lookupWith({});
    // Act
    const errors = await Promise.all(
      ['0131010', '013101000', '', 'abc'].map((v) => lookup(v).catch((e) => e)),
    );
    // Assess
    for (const error of errors) {
      expect(error).toBeInstanceOf(CepLookupError);
      expect(error.message).toBe('CEP inválido');
    }
    expect(calls).toHaveLength(0);
  });

  it('reads ViaCEP first, with no HTTP cache, from masked input', async () => {
    // Prepare
    const { lookup, calls } = lookupWith({ [viaCepUrl('01310100')]: json(200, PAULISTA_VIACEP) });
    // Act
    const address = await lookup('01310-100');
    // Assess
    expect(address).toEqual({
      cep: '01310100',
      uf: 'SP',
      cidade: 'São Paulo',
      endereco: 'Avenida Paulista',
      bairro: 'Bela Vista',
      complemento: 'de 612 a 1510 - lado par',
    });
    expect(calls.map((c) => c.url)).toEqual([viaCepUrl('01310100')]);
    expect(calls[0]!.init?.cache).toBe('no-store');
  });

  it('falls back to BrasilAPI when ViaCEP answers erro', async () => {
    // Prepare
    const { lookup, calls } = lookupWith({
      [viaCepUrl('01310100')]: json(200, { erro: true }),
      [brasilApiUrl('01310100')]: json(200, PAULISTA_BRASILAPI),
    });
    // Act
    const address = await lookup('01310100');
    // Assess
    expect(address).toEqual({
      cep: '01310100',
      uf: 'SP',
      cidade: 'São Paulo',
      endereco: 'Avenida Paulista',
      bairro: 'Bela Vista',
      complemento: '',
    });
    expect(calls.map((c) => c.url)).toEqual([viaCepUrl('01310100'), brasilApiUrl('01310100')]);
  });

  it('says "CEP não encontrado" when neither service knows the CEP', async () => {
    // Prepare
    const { lookup } = lookupWith({
      [viaCepUrl('99999999')]: json(200, { erro: 'true' }),
      [brasilApiUrl('99999999')]: json(404, { message: 'Todos os serviços de CEP retornaram erro.' }),
    });
    // Act
    const error = await lookup('99999999').catch((e) => e);
    // Assess
    expect(error).toBeInstanceOf(CepLookupError);
    expect(error.message).toBe('CEP não encontrado');
  });

  it('says "Falha ao consultar fallback" when ViaCEP fails and so does BrasilAPI', async () => {
    // Prepare
    const { lookup, calls } = lookupWith({
      [viaCepUrl('01310100')]: new Response('erro', { status: 500 }),
      [brasilApiUrl('01310100')]: new Response('erro', { status: 503 }),
    });
    const offline = lookupWith({});
    // Act
    const httpError = await lookup('01310100').catch((e) => e);
    const networkError = await offline.lookup('01310100').catch((e) => e);
    // Assess
    expect(httpError.message).toBe('Falha ao consultar fallback');
    expect(networkError.message).toBe('Falha ao consultar fallback');
    expect(calls).toHaveLength(2);
    expect(offline.calls).toHaveLength(2);
  });

  it('gives ViaCEP up after the time-out and asks the fallback', async () => {
    // Prepare: ViaCEP only answers when its request is aborted.
    const hanging = (init: RequestInit | undefined) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const { lookup, calls } = lookupWith(
      { [viaCepUrl('01310100')]: hanging, [brasilApiUrl('01310100')]: json(200, PAULISTA_BRASILAPI) },
      { timeoutMs: 5 },
    );
    // Act
    const address = await lookup('01310100');
    // Assess
    expect(address.cidade).toBe('São Paulo');
    expect(calls[0]!.init?.signal?.aborted).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('rethrows the caller’s abort unchanged and does not ask the fallback', async () => {
    // Prepare
    let rejectWith: unknown;
    const controller = new AbortController();
    const hanging = (init: RequestInit | undefined) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          rejectWith = new DOMException('The operation was aborted.', 'AbortError');
          reject(rejectWith);
        });
      });
    const { lookup, calls } = lookupWith({
      [viaCepUrl('01310100')]: hanging,
      [brasilApiUrl('01310100')]: json(200, PAULISTA_BRASILAPI),
    });
    // Act
    const pending = lookup('01310100', controller.signal).catch((e) => e);
    controller.abort();
    const error = await pending;
    // Assess
    expect(error).toBe(rejectWith);
    expect((error as DOMException).name).toBe('AbortError');
    expect(calls).toHaveLength(1);
  });
});

describe('CEP addresses through the query cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps results 30 minutes by the 8 digits', async () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const queryClient = new QueryClient();
    const { lookup, calls } = lookupWith({ [viaCepUrl('01310100')]: json(200, PAULISTA_VIACEP) });
    const read = () => fetchCepAddress(queryClient, lookup, 'services', '01310100');
    // Act
    await read();
    vi.setSystemTime(1_000_000 + CEP_CACHE_TTL_MS - 1);
    const cached = await read();
    const callsWithinTtl = calls.length;
    vi.setSystemTime(1_000_000 + CEP_CACHE_TTL_MS + 1);
    await read();
    // Assess
    expect(cached.bairro).toBe('Bela Vista');
    expect(callsWithinTtl).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('does not cache failures', async () => {
    // Prepare
    const queryClient = new QueryClient();
    let viaCepUp = false;
    const { lookup, calls } = lookupWith({
      [viaCepUrl('01310100')]: async () =>
        viaCepUp ? json(200, PAULISTA_VIACEP) : new Response('', { status: 500 }),
    });
    const read = () => fetchCepAddress(queryClient, lookup, 'services', '01310100');
    // Act
    const first = await read().catch((e) => e);
    viaCepUp = true;
    const second = await read();
    // Assess
    expect(first.message).toBe('Falha ao consultar fallback');
    expect(second.bairro).toBe('Bela Vista');
    expect(calls.map((c) => c.url)).toEqual([
      viaCepUrl('01310100'),
      brasilApiUrl('01310100'),
      viaCepUrl('01310100'),
    ]);
  });
});
