// What the resume editor asks the server for as the app starts on its page (`/CriarCurriculo?id=…&etapa=previa`:
// "Ver prévia" in a list, a reload) or as a link to it is followed ("Visualizar"), while the page's own code is
// still arriving: the stored resume and its preview, which the server renders meanwhile, and pdf.js, which opens
// the preview as it arrives. The editor takes the preview once, for that resume. In the app's entry
// (app/router.tsx): small, and without zod.
import { openPdfAhead, warmPdfjs } from '@/components/pdf-viewer/pdfjs';
import { type ApiClient, isFreshPrefetch, type QueryValue, type TokenSource } from '@/lib/api-client';
import { fetchPreviewPdf, type PreviewPdf } from './preview-pdf';

/** `GET curriculo-get` of a saved resume, as `getCurriculo` asks for it (and this module prefetches it). */
export const curriculoGetRequest = (id: string): [string, Record<string, QueryValue>] => [
  'curriculo-get',
  { id },
];

let early: { id: string; answer: Promise<PreviewPdf>; at: number } | null = null;

/** At start on the preview step: pdf.js starts; for a saved resume with a session here, the resume and its preview. */
export function startCurriculoRequests(
  deps: { api: ApiClient; apiBase: string; tokens: TokenSource },
  url: URL,
): void {
  if (url.searchParams.get('etapa') !== 'previa') return;
  warmPdfjs();
  const id = url.searchParams.get('id');
  if (!id) return;
  deps.api.prefetch(...curriculoGetRequest(id));
  const answer = deps.tokens.getIdToken().then((token) => {
    // Signed out: the page asks the person to sign in first, and asks for the preview itself afterwards.
    if (!token) throw new Error('sem sessão');
    return fetchPreviewPdf(deps, { id });
  });
  // Its failure is the editor's to handle (it asks again), or nobody's when the editor never opens. Arrived
  // before the editor has drawn its viewer, pdf.js opens it meanwhile.
  answer.then((pdf) => openPdfAhead(pdf.data)).catch(() => undefined);
  early = { id, answer, at: Date.now() };
}

/**
 * The preview asked for at start when it is this resume's and recent (a link pressed but not followed leaves one
 * behind, which must not stand for the stored resume later); null otherwise. Either way it is taken once.
 */
export function takeStoredPreview(id: string | null): Promise<PreviewPdf> | null {
  const taken = early;
  early = null;
  return taken && taken.id === id && isFreshPrefetch(taken.at) ? taken.answer : null;
}
