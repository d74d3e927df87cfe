import { PREVIEW_WATERMARK_HEADER } from '@shared/api/preview-watermark';
import { curriculoExemplo } from '@shared/documents/curriculo/fixtures';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { startServer, tokens } from '@/lib/testing/http-test-server';
import { fetchPreviewPdf } from './preview-pdf';

const PDF = Buffer.from('%PDF-1.7\n% prévia\n%%EOF\n', 'latin1');
const request = {
  form: curriculoExemplo,
  layout: 'modern' as const,
  primaryColor: '#1d4ed8',
  accentColor: '#6366f1',
};

describe('fetchPreviewPdf', () => {
  it('posts the data and layout with the token and answers the PDF bytes, marked unless told not', async () => {
    // Prepare
    let seen: { auth?: string; body?: Record<string, unknown> } = {};
    const base = await startServer((req, body, res) => {
      seen = { auth: req.headers.authorization, body: JSON.parse(body.toString()) };
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(PDF);
    });
    // Act
    const { data, watermark } = await fetchPreviewPdf(
      { apiBase: `${base}/backend/api`, tokens: tokens('t1') },
      request,
    );
    // Assess
    expect(Buffer.from(data).equals(PDF)).toBe(true);
    expect(watermark).toBe(true);
    expect(seen.auth).toBe('Bearer t1');
    expect(seen.body).toMatchObject({
      layout: 'modern',
      primaryColor: '#1d4ed8',
      data: { nome: curriculoExemplo.nome },
    });
    expect(seen.body).not.toHaveProperty('id');
  });

  it('asks for a stored resume by its id alone', async () => {
    // Prepare
    let body: Record<string, unknown> = {};
    const base = await startServer((_req, raw, res) => {
      body = JSON.parse(raw.toString());
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(PDF);
    });
    // Act
    await fetchPreviewPdf({ apiBase: base, tokens: tokens('t1') }, { id: 'curriculo-1' });
    // Assess
    expect(body).toEqual({ id: 'curriculo-1' });
  });

  it('answers watermark false when the server says the PDF is the released one', async () => {
    const base = await startServer((_req, _body, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf', [PREVIEW_WATERMARK_HEADER]: '0' });
      res.end(PDF);
    });
    const { watermark } = await fetchPreviewPdf({ apiBase: base, tokens: tokens('t1') }, request);
    expect(watermark).toBe(false);
  });

  it("turns the envelope of a refusal into ApiError with the server's message", async () => {
    const base = await startServer((_req, _body, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error: { code: 'invalid_input', message: 'Layout inválido' } }));
    });
    const failure = fetchPreviewPdf({ apiBase: base, tokens: tokens('t1') }, request);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Layout inválido' });
  });

  it('renews the token once after a 401', async () => {
    // Prepare
    const auths: string[] = [];
    const base = await startServer((req, _body, res) => {
      auths.push(String(req.headers.authorization));
      if (req.headers.authorization === 'Bearer old') {
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: false, error: { code: 'unauthorized', message: 'Sessão expirada' } }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end(PDF);
    });
    // Act
    const { data } = await fetchPreviewPdf({ apiBase: base, tokens: tokens('old', 'new') }, request);
    // Assess
    expect(data.byteLength).toBe(PDF.length);
    expect(auths).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives an aborted request back as an abort, not as a network failure', async () => {
    const base = await startServer(() => {
      // Never answers: the caller aborts.
    });
    const controller = new AbortController();
    const pending = fetchPreviewPdf({ apiBase: base, tokens: tokens(null) }, request, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
