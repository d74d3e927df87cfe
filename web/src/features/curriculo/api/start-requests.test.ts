import { describe, expect, it } from 'vitest';
import { createApiClient, PREFETCH_TTL_MS } from '@/lib/api-client';
import { startServer, tokens } from '@/lib/testing/http-test-server';
import { getCurriculo } from './curriculo-api';
import { startCurriculoRequests, takeStoredPreview } from './start-requests';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');
const STORED = { ok: true, data: { id: 'curriculo-1' } };

/** A server answering the preview with PDF and the resume with JSON; what it was asked, in order. */
async function resumeServer() {
  const asked: string[] = [];
  const base = await startServer((req, body, res) => {
    const path = new URL(req.url!, 'http://x').pathname.split('/').pop();
    asked.push(
      `${req.method} ${path} ${req.method === 'POST' ? body.toString() : new URL(req.url!, 'http://x').search}`,
    );
    if (path === 'curriculo-preview') {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(PDF);
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(STORED));
    }
  });
  const apiBase = `${base}/backend/api`;
  return { apiBase, asked };
}

function deps(apiBase: string, token: string | null) {
  const source = tokens(token);
  return { api: createApiClient({ baseUrl: apiBase, tokens: source }), apiBase, tokens: source };
}

describe('startCurriculoRequests / takeStoredPreview', () => {
  it('asks for a saved resume and its preview at start; the editor of that resume takes both, once', async () => {
    // Prepare
    const server = await resumeServer();
    const d = deps(server.apiBase, 't1');
    // Act
    startCurriculoRequests(d, new URL('http://site/CriarCurriculo?id=curriculo-1&etapa=previa'));
    const preview = takeStoredPreview('curriculo-1');
    const stored = await getCurriculo(d.api, 'curriculo-1');
    // Assess
    expect(preview).not.toBeNull();
    expect(Buffer.from((await preview!).data).equals(PDF)).toBe(true);
    expect(stored).toEqual(STORED);
    expect(server.asked.sort()).toEqual([
      'GET curriculo-get ?id=curriculo-1',
      'POST curriculo-preview {"id":"curriculo-1"}',
    ]);
    expect(takeStoredPreview('curriculo-1')).toBeNull();
  });

  it("gives another resume's editor nothing, and drops the answer", async () => {
    // Prepare
    const server = await resumeServer();
    startCurriculoRequests(
      deps(server.apiBase, 't1'),
      new URL('http://site/CriarCurriculo?id=curriculo-1&etapa=previa'),
    );
    // Act
    const other = takeStoredPreview('curriculo-2');
    // Assess
    expect(other).toBeNull();
    expect(takeStoredPreview('curriculo-1')).toBeNull();
  });

  it('asks for nothing off the preview step, and nothing without a session', async () => {
    // Prepare
    const server = await resumeServer();
    // Act
    startCurriculoRequests(deps(server.apiBase, 't1'), new URL('http://site/CriarCurriculo?id=curriculo-1'));
    const offStep = takeStoredPreview('curriculo-1');
    startCurriculoRequests(
      deps(server.apiBase, null),
      new URL('http://site/CriarCurriculo?id=curriculo-1&etapa=previa'),
    );
    const signedOut = takeStoredPreview('curriculo-1');
    // Assess
    expect(offStep).toBeNull();
    await expect(signedOut).rejects.toThrow();
    expect(server.asked).toEqual([]);
  });

  it('gives nothing for a preview asked for longer than PREFETCH_TTL_MS ago (a link pressed, not followed)', async () => {
    // Prepare
    const server = await resumeServer();
    startCurriculoRequests(
      deps(server.apiBase, 't1'),
      new URL('http://site/CriarCurriculo?id=curriculo-1&etapa=previa'),
    );
    const realNow = Date.now;
    const now = realNow();
    // Act: the editor of that resume opens later
    Date.now = () => now + PREFETCH_TTL_MS + 1;
    let late: ReturnType<typeof takeStoredPreview>;
    try {
      late = takeStoredPreview('curriculo-1');
    } finally {
      Date.now = realNow;
    }
    // Assess
    expect(late).toBeNull();
  });
});
