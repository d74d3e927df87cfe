// The resume's files over HTTP against s3rver (issue 5, items 1, 2 and 5): the watermarked preview answered as
// a PDF in the body, the photo uploaded through its presigned PUT (CORS for the SPA's origin included) and
// printed in the PDF, a photo key of another person refused, and bytes that are no photo never printed.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_WATERMARK_HEADER } from '../../shared/api/preview-watermark';
import { curriculoExemplo, fotoExemplo } from '../../shared/documents/curriculo/fixtures';
import { LAYOUT_IDS } from '../../shared/documents/curriculo/schema';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { createCurriculo, payCurriculo, uploadFoto } from '../support/curriculos';
import { pngBomb } from '../support/picture-bomb';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let owner: string;
let other: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  owner = await runtime.login({ email: 'foto@example.com', name: 'Foto' });
  other = await runtime.login({ email: 'outra@example.com', name: 'Outra' });
});

afterAll(async () => {
  await runtime?.stop();
});

const uploadPhoto = (token: string, bytes: Uint8Array, contentType?: string) =>
  uploadFoto(runtime, token, bytes, contentType);

const hasImage = (bytes: Uint8Array) => Buffer.from(bytes).includes('/Subtype /Image');

async function pdfBytes(id: string, token: string, layout: string): Promise<Uint8Array> {
  const pdf = await runtime.api(`/curriculo-pdf?id=${id}&layout=${layout}`, { token });
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  return new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer());
}

async function preview(token: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${runtime.url}/backend/api/curriculo-preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('curriculo-layout-sample', () => {
  it('answers the sample of every layout to anyone, marked "PRÉVIA", cacheable; an unknown layout is refused', async () => {
    // Act
    const samples = await Promise.all(
      LAYOUT_IDS.map((layout) =>
        fetch(`${runtime.url}/backend/api/curriculo-layout-sample?layout=${layout}`),
      ),
    );
    const unknown = await fetch(`${runtime.url}/backend/api/curriculo-layout-sample?layout=fancy`);

    // Assess
    for (const response of samples) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const { text } = await extractPdfText(new Uint8Array(await response.arrayBuffer()));
      expect(text).toContain(curriculoExemplo.nome);
      expect(text).toContain('PRÉVIA');
    }
    expect(unknown.status).toBe(400);
  });
});

describe('curriculo-preview', () => {
  it('answers the page\'s data as a PDF marked "PRÉVIA" on every page, without saving anything', async () => {
    // Act
    const response = await preview(owner, {
      data: { ...curriculoExemplo, nome: 'Nome Ainda Não Salvo' },
      layout: 'executive',
      primaryColor: '#0f766e',
    });
    const bytes = new Uint8Array(await response.arrayBuffer());

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await extractPdfText(bytes);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
    for (const page of pdf.pages) expect(page).toContain('PRÉVIA');
    expect(pdf.text).toContain('Nome Ainda Não Salvo');
    const mine = await runtime.api('/curriculo-mine', { token: owner });
    expect(mine.body.list).toEqual([]);
  });

  it('leaves "PRÉVIA" off a paid resume previewed as stored, and puts it back once the page data differs', async () => {
    // Prepare
    const { id, meta } = await createCurriculo(runtime, owner);
    const unpaid = await preview(owner, { id, data: curriculoExemplo, layout: 'classic' });
    await unpaid.arrayBuffer();
    await payCurriculo(runtime, owner, meta.activePaymentRef!);

    // Act
    const asStored = await preview(owner, { id, data: curriculoExemplo, layout: 'classic' });
    const edited = await preview(owner, {
      id,
      data: { ...curriculoExemplo, nome: 'Outro Nome Ainda Não Salvo' },
      layout: 'classic',
    });

    // Assess
    expect(unpaid.headers.get(PREVIEW_WATERMARK_HEADER)).toBe('1');
    expect(asStored.headers.get(PREVIEW_WATERMARK_HEADER)).toBe('0');
    const clean = await extractPdfText(new Uint8Array(await asStored.arrayBuffer()));
    for (const page of clean.pages) expect(page).not.toContain('PRÉVIA');
    expect(edited.headers.get(PREVIEW_WATERMARK_HEADER)).toBe('1');
    const marked = await extractPdfText(new Uint8Array(await edited.arrayBuffer()));
    for (const page of marked.pages) expect(page).toContain('PRÉVIA');
  });

  it('previews the stored resume by its id alone, in its stored layout, as the page would ask for it', async () => {
    // Prepare: a resume whose stored choice is "classic"
    const { id, meta } = await createCurriculo(runtime, owner, curriculoExemplo, { lastLayout: 'classic' });
    const text = async (response: Response) =>
      (await extractPdfText(new Uint8Array(await response.arrayBuffer()))).pages;

    // Act
    const byId = await preview(owner, { id });
    const asThePage = await preview(owner, {
      id,
      data: curriculoExemplo,
      layout: 'classic',
      ...meta.layoutConfig,
    });
    await payCurriculo(runtime, owner, meta.activePaymentRef!);
    const paid = await preview(owner, { id });
    const byIntruder = await preview(other, { id });
    const neither = await preview(owner, { layout: 'clean' });

    // Assess
    expect(byId.status).toBe(200);
    expect(byId.headers.get(PREVIEW_WATERMARK_HEADER)).toBe('1');
    const pages = await text(byId);
    expect(pages).toEqual(await text(asThePage));
    for (const page of pages) expect(page).toContain('PRÉVIA');
    expect(paid.headers.get(PREVIEW_WATERMARK_HEADER)).toBe('0');
    for (const page of await text(paid)) expect(page).not.toContain('PRÉVIA');
    expect(byIntruder.status).toBe(404);
    expect(neither.status).toBe(400);
    expect(((await neither.json()) as { error: { message: string } }).error.message).toBe(
      'Dados do currículo inválidos',
    );
  });

  it('answers 400 with the message for data of the wrong shape or an unknown layout', async () => {
    // Act
    const badLayout = await runtime.api('/curriculo-preview', {
      token: owner,
      body: { data: curriculoExemplo, layout: 'fancy' },
    });
    const badData = await runtime.api('/curriculo-preview', {
      token: owner,
      body: { data: { ...curriculoExemplo, skills: 'Excel' }, layout: 'clean' },
    });

    // Assess
    expect(badLayout.status).toBe(400);
    expect(badLayout.body.error.message).toBe('Layout inválido');
    expect(badData.status).toBe(400);
    expect(badData.body.error.message).toBe('Habilidades: valor inválido');
  });
});

describe('the photo', () => {
  it('is uploaded through the presigned PUT and printed in the PDF of the layouts that use one', async () => {
    // Prepare: upload, then a resume that uses it, paid
    const photo = fotoExemplo().bytes;
    const key = await uploadPhoto(owner, photo);
    const { id, meta } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: key });
    await payCurriculo(runtime, owner, meta.activePaymentRef!);

    // Act
    const opened = await runtime.api(`/curriculo-get?id=${id}`, { token: owner });
    const shown = await fetch(opened.body.data.foto_url as string);
    const modern = await pdfBytes(id, owner, 'modern');
    const classic = await pdfBytes(id, owner, 'classic');

    // Assess
    expect(key).toMatch(/^uploads\/pending\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(photo);
    expect(new URL(opened.body.data.foto_url as string).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(hasImage(modern)).toBe(true);
    expect(hasImage(classic)).toBe(false);
  });

  it('gets an upload link bound to its type and size, and refused over 2 MB or of another type', async () => {
    // Act
    const link = await runtime.api('/curriculo-photo-url', {
      token: owner,
      body: { content_type: 'image/png', size: 5249 },
    });
    const tooBig = await runtime.api('/curriculo-photo-url', {
      token: owner,
      body: { content_type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 },
    });
    const gif = await runtime.api('/curriculo-photo-url', {
      token: owner,
      body: { content_type: 'image/gif', size: 1000 },
    });

    // Assess: S3 holds the PUT to the signed Content-Length and Content-Type
    const signed = new URL(link.body.upload_url as string).searchParams.get('X-Amz-SignedHeaders');
    expect(signed?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect(link.body.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(link.body.key).toMatch(/\.png$/);
    expect(Date.parse(link.body.expires_at as string) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.message).toBe('A foto deve ser uma imagem JPEG ou PNG de até 2 MB.');
    expect(gif.status).toBe(400);
    expect(gif.body.error.message).toBe('Envie uma foto JPG ou PNG');
  });

  it('of another person is refused on save and never printed on a preview', async () => {
    // Prepare: someone else's upload
    const theirs = await uploadPhoto(other, fotoExemplo().bytes);
    const { id } = await createCurriculo(runtime, owner);

    // Act
    const created = await runtime.api('/curriculo-save', {
      token: owner,
      body: { data: { ...curriculoExemplo, foto_key: theirs }, terms_accepted: true },
    });
    const saved = await runtime.api('/curriculo-save', {
      token: owner,
      body: { id, data: { ...curriculoExemplo, foto_key: theirs } },
    });
    const outside = await runtime.api('/curriculo-save', {
      token: owner,
      body: { id, data: { ...curriculoExemplo, foto_key: 'pdf/curriculo/x/y.pdf' } },
    });
    const previewed = await preview(owner, {
      data: { ...curriculoExemplo, foto_key: theirs },
      layout: 'modern',
    });
    const ownPreview = await preview(other, {
      data: { ...curriculoExemplo, foto_key: theirs },
      layout: 'modern',
    });

    // Assess
    for (const result of [created, saved, outside]) {
      expect(result.status).toBe(400);
      expect(result.body.error).toEqual({
        code: 'invalid_foto_key',
        message: 'Foto inválida. Envie a foto novamente.',
      });
    }
    expect(hasImage(new Uint8Array(await previewed.arrayBuffer()))).toBe(false);
    expect(hasImage(new Uint8Array(await ownPreview.arrayBuffer()))).toBe(true);
  });

  it('that is not a JPEG or PNG, is over the limit or is a picture bomb, is left out of the PDF', async () => {
    // Prepare: text declared as a JPEG, a 12000 × 12000 PNG of 17 KB, and 2 MB + 1 byte PUT through a link
    // for 1 byte (s3rver does not check the signed length as S3 does)
    const fake = await uploadPhoto(owner, new TextEncoder().encode('<html>not a photo</html>'));
    const bomb = await uploadPhoto(owner, pngBomb(12000), 'image/png');
    const link = await runtime.api('/curriculo-photo-url', {
      token: owner,
      body: { content_type: 'image/jpeg', size: 1 },
    });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(fotoExemplo().bytes);
    await fetch(link.body.upload_url as string, { method: 'PUT', headers: link.body.headers, body: big });

    // Act
    const previews = await Promise.all(
      [fake, bomb, link.body.key as string].map(
        async (key) =>
          new Uint8Array(
            await (
              await preview(owner, { data: { ...curriculoExemplo, foto_key: key }, layout: 'modern' })
            ).arrayBuffer(),
          ),
      ),
    );

    // Assess
    for (const bytes of previews) {
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(hasImage(bytes)).toBe(false);
    }
  });

  it("is the stored resume's on a preview of that resume by someone who may open it (an admin)", async () => {
    // Prepare: the owner's resume with the sample PNG
    const png = new Uint8Array(
      await readFile(
        new URL('../../shared/documents/curriculo/foto-exemplo/foto-exemplo.png', import.meta.url),
      ),
    );
    const key = await uploadPhoto(owner, png, 'image/png');
    const { id } = await createCurriculo(runtime, owner, { ...curriculoExemplo, foto_key: key });
    const admin = await runtime.login({ email: 'admin@example.com', admin: true });
    const data = { ...curriculoExemplo, foto_key: key };

    // Act
    const withId = await preview(admin, { id, data, layout: 'clean' });
    const withoutId = await preview(admin, { data, layout: 'clean' });

    // Assess
    expect(hasImage(new Uint8Array(await withId.arrayBuffer()))).toBe(true);
    expect(hasImage(new Uint8Array(await withoutId.arrayBuffer()))).toBe(false);
  });
});

describe('the local S3 server', () => {
  it("lets the SPA's origin PUT a photo and read a PDF link (CORS preflight)", async () => {
    // Prepare
    const link = await runtime.api('/curriculo-photo-url', {
      token: owner,
      body: { content_type: 'image/jpeg', size: 100 },
    });

    // Act
    const preflight = await fetch(link.body.upload_url as string, {
      method: 'OPTIONS',
      headers: {
        origin: runtime.url,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });

    // Assess
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/127\.0\.0\.1:\d+)$/);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });
});
