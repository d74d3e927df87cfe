// Steps the resume tests repeat: save a resume, pay its current round by PIX (approved in the stand-in, the
// webhook answered), fetch its PDF and read the text, upload a photo, and move the stored clock of a record back
// in time.
import { expect } from 'vitest';
import { curriculoExemplo, fotoExemplo } from '../../shared/documents/curriculo/fixtures';
import type { CurriculoMeta } from '../../shared/documents/curriculo/schema';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { approve, issuePix } from './declaracoes';
import { patchItem, readItem } from './dynamo';
import type { ApiResult, TestRuntime } from './runtime';

export interface SavedCurriculo {
  id: string;
  meta: CurriculoMeta;
  warning: string | null;
}

/** Creates a resume (terms accepted) and answers its id and metadata. */
export async function createCurriculo(
  runtime: TestRuntime,
  token: string,
  data: Record<string, unknown> = curriculoExemplo,
  extra: Record<string, unknown> = {},
): Promise<SavedCurriculo> {
  const saved = await runtime.api('/curriculo-save', {
    token,
    body: { data, terms_accepted: true, ...extra },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body as unknown as SavedCurriculo;
}

/** Saves new data for an existing resume (answer unchecked: the test asserts it). */
export function saveCurriculo(
  runtime: TestRuntime,
  token: string,
  id: string,
  data: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<ApiResult> {
  return runtime.api('/curriculo-save', { token, body: { id, data, ...extra } });
}

/** Pays the resume's current round: PIX issued with `reference`, approved, notification answered. */
export async function payCurriculo(runtime: TestRuntime, token: string, reference: string): Promise<string> {
  const { id } = await issuePix(runtime, token, reference);
  await approve(runtime, id);
  return id;
}

/** The PDF's text (whitespace folded) behind a `curriculo-pdf` answer's link. */
export async function downloadPdfText(pdf: ApiResult): Promise<{ text: string; bytes: Uint8Array }> {
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  const response = await fetch(pdf.body.url as string);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { text: (await extractPdfText(bytes)).text.replace(/\s+/g, ' '), bytes };
}

/** The stored resume, read straight from the table. */
export function storedCurriculo(
  runtime: TestRuntime,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  return readItem(runtime.dynamoEndpoint, 'documents', { id });
}

/** Moves the stored times of a resume back by `ms`, as if that much time had passed since they were set. */
export async function ageCurriculo(
  runtime: TestRuntime,
  id: string,
  ms: number,
  fields: readonly ('paid_at' | 'last_counted_edit_at')[],
): Promise<void> {
  const item = await storedCurriculo(runtime, id);
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const value = item?.[field];
    if (typeof value === 'number') changes[field] = value - ms;
  }
  await patchItem(runtime.dynamoEndpoint, 'documents', { id }, changes);
}

/** The resume data with one field changed: a content edit. */
export function edited(data: Record<string, unknown>, n: number): Record<string, unknown> {
  return { ...data, cargo_desejado: `Assistente Administrativo ${n}` };
}

/** Asks for an upload link and PUTs the bytes to it as the browser does; answers the (pending) key. */
export async function uploadFoto(
  runtime: TestRuntime,
  token: string,
  bytes: Uint8Array = fotoExemplo().bytes,
  contentType = 'image/jpeg',
): Promise<string> {
  const link = await runtime.api('/curriculo-photo-url', {
    token,
    body: { content_type: contentType, size: bytes.byteLength },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const put = await fetch(link.body.upload_url as string, {
    method: 'PUT',
    headers: link.body.headers as Record<string, string>,
    body: bytes,
  });
  expect(put.status).toBe(200);
  return link.body.key as string;
}
