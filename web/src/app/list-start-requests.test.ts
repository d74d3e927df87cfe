import { describe, expect, it } from 'vitest';
import { fetchMyAutorizacoes } from '@/features/autorizacao-viagem/api/autorizacao-viagem-api';
import { fetchMyContratos } from '@/features/contratos/api/contratos-api';
import { fetchMyCurriculos } from '@/features/curriculo/api/curriculo-api';
import { findLatestResume } from '@/features/curriculo/api/resume-lookup';
import { fetchMyDeclaracoes } from '@/features/declaracoes/api/declaracoes-api';
import { fetchMyPromissorias } from '@/features/promissoria/api/promissoria-api';
import { type ApiClient, createApiClient } from '@/lib/api-client';
import { startServer, tokens } from '@/lib/testing/http-test-server';
import { LATEST_RESUME_REQUEST, type LIST_FIRST_PAGES, startListRequest } from './list-start-requests';

/** The GETs a list's own first load sends, as the server sees them (route and query). */
async function askedBy(load: (api: ApiClient) => Promise<unknown>): Promise<string[]> {
  const asked: string[] = [];
  const base = await startServer((req, _body, res) => {
    const url = new URL(req.url!, 'http://x');
    asked.push(`${req.method} ${url.pathname.split('/').pop()}${url.search}`);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ ok: true, list: [], items: [], data: [] }));
  });
  const api = createApiClient({ baseUrl: `${base}/backend/api`, tokens: tokens('t1') });
  await load(api).catch(() => undefined);
  return asked;
}

const FEATURE_LOADS = {
  minhasDeclaracoes: (api: ApiClient) => fetchMyDeclaracoes(api),
  meusContratos: (api: ApiClient) => fetchMyContratos(api),
  minhasPromissorias: (api: ApiClient) => fetchMyPromissorias(api, null),
  minhasAutorizacoes: (api: ApiClient) => fetchMyAutorizacoes(api),
  meuCurriculo: (api: ApiClient) => fetchMyCurriculos(api),
} satisfies Record<keyof typeof LIST_FIRST_PAGES, unknown>;

describe('LIST_FIRST_PAGES', () => {
  for (const [key, load] of Object.entries(FEATURE_LOADS)) {
    it(`${key}: is the very GET the list's first load sends, so the list takes the early answer`, async () => {
      // Prepare
      const started = await askedBy(async (api) => {
        startListRequest(api, key as keyof typeof LIST_FIRST_PAGES);
        // Act: the page's own load, right after.
        await load(api);
      });
      const alone = await askedBy(load);
      // Assess: one request in all, the one the page sends by itself.
      expect(started).toEqual(alone);
      expect(alone).toHaveLength(1);
    });
  }

  it("painel's lookup is findLatestResume's request", async () => {
    // Prepare
    const alone = await askedBy((api) => findLatestResume(api, 'a@example.com'));
    // Act
    const started = await askedBy(async (api) => {
      api.prefetch(...LATEST_RESUME_REQUEST);
      await findLatestResume(api, 'a@example.com');
    });
    // Assess
    expect(started).toEqual(alone);
    expect(alone).toHaveLength(1);
  });
});
