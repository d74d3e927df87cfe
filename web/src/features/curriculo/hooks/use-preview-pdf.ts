// The preview PDF of a resume (`curriculo-preview`, "PRÉVIA" across it unless the server previews a released
// resume as stored), fetched again a moment after the colours or the data change and at once when only the
// layout does (a click, not a burst of edits); a PDF already received for the same request is shown again
// without asking; a newer request aborts the one in flight, and the last PDF stays shown while the next one loads.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useAppServices } from '@/lib/app-services';
import { fetchPreviewPdf, type PreviewPdf, type PreviewRequest } from '../api/preview-pdf';

export const PREVIEW_DEBOUNCE_MS = 600;
/** The PDFs kept per preview: the six layouts of one resume in its colours. */
export const PREVIEW_CACHE_SIZE = 6;

/**
 * How long to wait before asking for `next`'s preview: nothing when none is shown yet or only the layout (or the
 * id) changed since `previous`, a single choice whose PDF the person waits for; `debounceMs` otherwise, which
 * gathers a burst of edits or a colour being dragged.
 */
export function previewDelay(
  previous: PreviewRequest | null,
  next: PreviewRequest,
  debounceMs: number,
): number {
  if (!previous) return 0;
  const content = (r: PreviewRequest) => JSON.stringify({ ...r, id: null, layout: null });
  return content(previous) === content(next) ? 0 : debounceMs;
}

/** The last `size` PDFs received, by request (its JSON), the oldest dropped first. */
export function previewCache(size = PREVIEW_CACHE_SIZE) {
  const kept = new Map<string, PreviewPdf>();
  return {
    get(key: string): PreviewPdf | undefined {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
      }
      return hit;
    },
    set(key: string, pdf: PreviewPdf): void {
      kept.delete(key);
      kept.set(key, pdf);
      while (kept.size > size) kept.delete(kept.keys().next().value!);
    },
  };
}

export interface PreviewState {
  /** The last PDF received (kept while a newer one loads or after a failure). */
  data: ArrayBuffer | null;
  /** Whether the server marked the last PDF "PRÉVIA" (true until one arrives). */
  watermark: boolean;
  loading: boolean;
  error: string | null;
}

export function previewErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return 'Sem conexão: não foi possível gerar a prévia.';
    if (err.status === 401) return 'Sua sessão expirou. Entre novamente para ver a prévia.';
    if (err.status >= 400 && err.status < 500 && err.message) return err.message;
  }
  return 'Não foi possível gerar a prévia. Tente novamente.';
}

/** A preview asked for before the page knew its request (the stored resume's), and the request it stands for. */
export interface EarlyPreview {
  /** `JSON.stringify` of the request it answers. */
  key: string;
  /** The answer, once; null when it was not asked for. */
  take: () => Promise<PreviewPdf> | null;
}

/**
 * `request` null waits (nothing to show yet); an equal request (by value) is not fetched again. The first
 * preview is `early`'s answer when the request is the one it stands for.
 */
export function usePreviewPdf(
  request: PreviewRequest | null,
  early: EarlyPreview | null = null,
  debounceMs: number = PREVIEW_DEBOUNCE_MS,
) {
  const { config, auth } = useAppServices();
  const [state, setState] = useState<PreviewState>({
    data: null,
    watermark: true,
    loading: request !== null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const key = useMemo(() => (request ? JSON.stringify(request) : null), [request]);
  const requestRef = useRef(request);
  requestRef.current = request;
  const earlyRef = useRef(early);
  earlyRef.current = early;
  const hasData = useRef(false);
  const lastAsked = useRef<PreviewRequest | null>(null);
  const [received] = useState(previewCache);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the request's value; `attempt` re-runs it
  useEffect(() => {
    const current = requestRef.current;
    if (!current || !key) return;
    const previous = hasData.current ? lastAsked.current : null;
    lastAsked.current = current;
    // Back to a layout already shown: its PDF, at once (the server would draw the same one).
    const known = attempt === 0 ? received.get(key) : undefined;
    if (known) {
      setState({ data: known.data, watermark: known.watermark, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const taken = !hasData.current && earlyRef.current?.key === key ? earlyRef.current.take() : null;
    const ask = () =>
      (taken ?? fetchPreviewPdf({ apiBase: config.apiBase, tokens: auth }, current, controller.signal)).then(
        (pdf) => {
          if (controller.signal.aborted) return;
          hasData.current = true;
          received.set(key, pdf);
          setState({ data: pdf.data, watermark: pdf.watermark, loading: false, error: null });
        },
        (err: unknown) => {
          if (!controller.signal.aborted)
            setState((s) => ({ ...s, loading: false, error: previewErrorMessage(err) }));
        },
      );
    // The wait gathers a burst of edits; the first preview (nothing shown yet) and a layout chosen are asked for
    // at once, in this effect rather than on a timer, whose turn waits behind everything else a first load has
    // queued.
    const delay = previewDelay(previous, current, debounceMs);
    const timer = delay > 0 ? setTimeout(ask, delay) : undefined;
    if (!timer) void ask();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, config.apiBase, auth, debounceMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** An object URL of the PDF for "Abrir a prévia em PDF", revoked when the PDF changes. */
export function usePdfObjectUrl(data: ArrayBuffer | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  return url;
}
