// The resume endpoints the pages call (spec part 1 §7; contract in shared/api/curriculos.ts): save, layout
// update, get, list, new payment reference, released PDF, photo upload, delete (the preview: preview-pdf.ts).
import type {
  CurriculoGetResponse,
  CurriculoMineResponse,
  CurriculoNewReferenceResponse,
  CurriculoPhotoUrlResponse,
  CurriculoSaveResponse,
} from '@shared/api/curriculos';
import type { DocumentPdfResponse } from '@shared/api/declaracoes';
import {
  type CurriculoForm,
  curriculoStoredSchema,
  type LayoutConfig,
  type LayoutId,
} from '@shared/documents/curriculo/schema';
import { type ApiClient, ApiError } from '@/lib/api-client';
import { formPayload, type VersionedChanges } from '@/lib/versioned-save';
import { curriculoGetRequest } from './start-requests';

export const MINE_PAGE_SIZE = 50;

export interface SaveCurriculoInput {
  id: string | null;
  form: CurriculoForm;
  /** Creating needs the Termo de Responsabilidade accepted (checked again by the server). */
  termsAccepted: boolean;
  layout?: { lastLayout: LayoutId; layoutConfig: LayoutConfig };
  /** Only these fields, on the form version the page holds (refused with 409 over a newer one). */
  versioned?: VersionedChanges<CurriculoForm>;
}

export function saveCurriculo(api: ApiClient, input: SaveCurriculoInput): Promise<CurriculoSaveResponse> {
  return api.post<CurriculoSaveResponse>('curriculo-save', {
    ...(input.id ? { id: input.id } : {}),
    ...formPayload(input.id, input.versioned, { data: input.form }),
    ...(input.id ? {} : { terms_accepted: input.termsAccepted }),
    ...(input.layout ?? {}),
  });
}

/** The layout choice alone (spec's fire-and-forget `curriculo-update`). */
export function updateCurriculoLayout(
  api: ApiClient,
  id: string,
  layout: { lastLayout: LayoutId; layoutConfig: LayoutConfig },
): Promise<object> {
  return api.post('curriculo-update', { id, ...layout });
}

export function getCurriculo(api: ApiClient, id: string): Promise<CurriculoGetResponse> {
  return api.get<CurriculoGetResponse>(...curriculoGetRequest(id));
}

/** An admin opening a blocked resume unblocks it (a POST: reading never writes); answers it as `getCurriculo`. */
export function unblockCurriculo(api: ApiClient, id: string): Promise<CurriculoGetResponse> {
  return api.post<CurriculoGetResponse>('curriculo-unblock', { id });
}

export function fetchMyCurriculos(
  api: ApiClient,
  cursor: string | null = null,
): Promise<CurriculoMineResponse> {
  return api.get<CurriculoMineResponse>('curriculo-mine', {
    page_size: MINE_PAGE_SIZE,
    start_after_cursor: cursor ?? undefined,
  });
}

export async function newPaymentReference(api: ApiClient, id: string): Promise<string> {
  const res = await api.post<CurriculoNewReferenceResponse>('curriculo-new-reference', { id });
  return res.activePaymentRef;
}

export function deleteCurriculo(api: ApiClient, id: string): Promise<object> {
  return api.post('curriculo-delete', { id });
}

export function curriculoPdfLink(
  api: ApiClient,
  id: string,
  layout: { lastLayout: LayoutId | null; layoutConfig: LayoutConfig },
): Promise<DocumentPdfResponse> {
  return api.get<DocumentPdfResponse>('curriculo-pdf', {
    id,
    layout: layout.lastLayout ?? undefined,
    primaryColor: layout.layoutConfig.primaryColor,
    accentColor: layout.layoutConfig.accentColor,
  });
}

/** A stored resume's data as the page edits it: unknown fields dropped, missing ones blank. */
export function formFromStored(stored: unknown): CurriculoForm {
  const parsed = curriculoStoredSchema.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  // A field the draft refuses (an older record's odd value) is dropped instead of losing the whole resume.
  const source =
    typeof stored === 'object' && stored !== null ? { ...(stored as Record<string, unknown>) } : {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string') delete source[key];
  }
  const again = curriculoStoredSchema.safeParse(source);
  return again.success ? again.data : curriculoStoredSchema.parse({});
}

/**
 * The photo goes to storage through a presigned PUT: `curriculo-photo-url` answers where, the browser sends
 * the bytes there directly; the answer's key goes into the resume's `foto_key`.
 */
export async function uploadPhoto(
  api: ApiClient,
  photo: Blob,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<string> {
  const target = await api.post<CurriculoPhotoUrlResponse>('curriculo-photo-url', {
    content_type: photo.type,
    size: photo.size,
  });
  let res: Response;
  try {
    res = await fetchImpl(target.upload_url, {
      method: 'PUT',
      headers: { 'Content-Type': photo.type, ...target.headers },
      body: photo,
    });
  } catch {
    throw new ApiError('Erro de rede ao enviar a foto', 0, 'network_error');
  }
  if (!res.ok) throw new ApiError(`Falha ao enviar a foto (HTTP ${res.status})`, res.status, 'upload_failed');
  return target.key;
}
