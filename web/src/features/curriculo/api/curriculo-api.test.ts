import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { startServer, tokens } from '@/lib/testing/http-test-server';
import { formFromStored, uploadPhoto } from './curriculo-api';
import { findCurriculoByReference } from './curriculo-payment-kind';

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
