// The resume's watermarked preview (`POST curriculo-preview`, contract in shared/api/curriculos.ts): the request
// by the page's data or by the stored resume's id, and its answer as PDF bytes. Apart from the other resume
// calls because the app's entry asks for a preview link's PDF before the page's code (and zod) has arrived.
import { PREVIEW_WATERMARK_HEADER } from '@shared/api/preview-watermark';
import type { CurriculoForm, LayoutConfig, LayoutId } from '@shared/documents/curriculo/schema';
import { ApiError, readEnvelope, sendWithRenewal, type TokenSource } from '@/lib/api-client';

export interface PreviewRequest {
  id?: string | null;
  form: CurriculoForm;
  layout: LayoutId;
  primaryColor: string;
  accentColor: string;
}

/** The preview of a resume in a layout and colours, in one shape: equal requests have equal JSON. */
export function previewRequestOf(
  id: string | null,
  form: CurriculoForm,
  layout: LayoutId,
  config: LayoutConfig,
): PreviewRequest {
  return { id, form, layout, primaryColor: config.primaryColor, accentColor: config.accentColor };
}

/** The stored resume's preview, in its stored layout and colours: asked for while the page reads the resume. */
export interface StoredPreviewRequest {
  id: string;
}

export interface PreviewPdf {
  data: ArrayBuffer;
  /** "PRÉVIA" across the pages; false when the server previews a released resume as stored. */
  watermark: boolean;
}

/**
 * `POST curriculo-preview`: the PDF's bytes, and whether the server marked it "PRÉVIA". Outside the JSON
 * client because the answer is a PDF; failures still arrive in the shared envelope and become `ApiError`.
 */
export async function fetchPreviewPdf(
  deps: { apiBase: string; tokens: TokenSource; fetch?: typeof fetch },
  req: PreviewRequest | StoredPreviewRequest,
  signal?: AbortSignal,
): Promise<PreviewPdf> {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const url = `${deps.apiBase.replace(/\/+$/, '')}/curriculo-preview`;
  const body = JSON.stringify(
    'form' in req
      ? {
          ...(req.id ? { id: req.id } : {}),
          data: req.form,
          layout: req.layout,
          primaryColor: req.primaryColor,
          accentColor: req.accentColor,
        }
      : { id: req.id },
  );
  const send = async (token: string | null) => {
    const headers: Record<string, string> = {
      Accept: 'application/pdf, application/json',
      'Content-Type': 'application/json',
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await doFetch(url, { method: 'POST', headers, body, signal });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new ApiError('Erro de rede', 0, 'network_error');
    }
  };
  const res = await sendWithRenewal(deps.tokens, send);
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && type.includes('application/pdf')) {
    return { data: await res.arrayBuffer(), watermark: res.headers.get(PREVIEW_WATERMARK_HEADER) !== '0' };
  }
  await readEnvelope(res);
  throw new ApiError('Resposta inválida', res.status, 'invalid_response');
}
