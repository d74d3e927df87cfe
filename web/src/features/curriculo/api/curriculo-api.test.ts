import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PREVIEW_WATERMARK_HEADER } from '@shared/api/curriculos';
import { curriculoExemplo } from '@shared/documents/curriculo/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type TokenSource } from '@/lib/api-client';
import { fetchPreviewPdf, formFromStored, uploadPhoto } from './curriculo-api';
import { findCurriculoByReference } from './curriculo-payment-kind';

type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void;

let server: Server | undefined;

async function startServer(handler: Handler): Promise<string> {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks), res));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

function tokens(initial: string | null, renewed: string | null = null): TokenSource {
  return { getIdToken: async () => initial, refreshIdToken: async () => renewed };
}

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

describe('uploadPhoto', () => {
  it('asks for the upload URL, PUTs the bytes there with its headers and answers the key', async () => {
    // Prepare
    let put: { type?: string; extra?: string; size?: number } = {};
    const base = await startServer((req, body, res) => {
      if (req.url === '/api/curriculo-photo-url') {
        const input = JSON.parse(body.toString()) as { content_type: string; size: number };
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            ok: true,
            upload_url: `http://${req.headers.host}/bucket/fotos/u1/abc.jpg`,
            key: 'fotos/u1/abc.jpg',
            headers: { 'x-amz-meta-size': String(input.size) },
            expires_at: new Date().toISOString(),
          }),
        );
        return;
      }
      put = {
        type: req.headers['content-type'],
        extra: String(req.headers['x-amz-meta-size']),
        size: body.length,
      };
      res.writeHead(200);
      res.end();
    });
    const api = createApiClient({ baseUrl: `${base}/api`, tokens: tokens('t1') });
    // Act
    const key = await uploadPhoto(api, new Blob([new Uint8Array(1234)], { type: 'image/jpeg' }));
    // Assess
    expect(key).toBe('fotos/u1/abc.jpg');
    expect(put).toEqual({ type: 'image/jpeg', extra: '1234', size: 1234 });
  });
});

describe('findCurriculoByReference', () => {
  it("finds the resume whose payment reference is the URL's, across pages, and falls back to its id", async () => {
    // Prepare
    const item = (id: string, ref: string) => ({ id, activePaymentRef: ref, nome: id, cargo_desejado: '' });
    const base = await startServer((req, _body, res) => {
      const cursor = new URL(req.url ?? '/', 'http://x').searchParams.get('start_after_cursor');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          cursor
            ? { ok: true, list: [item('c', 'c-r3')], next_cursor: null }
            : { ok: true, list: [item('a', 'a-r1'), item('b', 'b-r2')], next_cursor: 'p2' },
        ),
      );
    });
    const api = createApiClient({ baseUrl: base, tokens: tokens('t1') });
    // Act / Assess
    expect((await findCurriculoByReference(api, 'c-r3'))?.id).toBe('c');
    expect((await findCurriculoByReference(api, 'b'))?.id).toBe('b');
    expect(await findCurriculoByReference(api, 'zzz')).toBeNull();
  });
});

describe('formFromStored', () => {
  it('keeps what it can of a record with one bad field', () => {
    // Act
    const form = formFromStored({ nome: 'Ana', email: 'ana@x.com', sexo: 'Indefinido', numero: 123 });
    // Assess
    expect(form).toMatchObject({ nome: 'Ana', email: 'ana@x.com', sexo: '', numero: '123' });
  });
});
