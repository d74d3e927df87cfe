// Loads the PDF engine (engine.ts) once per process, on the first call. An AWS bundle imports the engine's own
// file beside it (`PDF_ENGINE_FILE`, see infra/lambda-bundling.ts); anywhere else (local runtime, tests) the
// module itself.
export type PdfEngine = typeof import('./engine');

/** The engine's file name beside an AWS bundle. */
export const PDF_ENGINE_FILE = 'pdf-engine.mjs';

let loading: Promise<PdfEngine> | undefined;

export function loadPdfEngine(): Promise<PdfEngine> {
  if (!loading) {
    // `DP_BUNDLE` is a compile-time constant of AWS bundles (infra/lambda-bundling.ts): the branch not taken,
    // and with it the engine's code, is left out of the handler's bundle. The file name is not a literal, so
    // esbuild leaves that import to run time.
    const beside = new URL(`./${PDF_ENGINE_FILE}`, import.meta.url).href;
    loading = process.env.DP_BUNDLE === 'aws' ? (import(beside) as Promise<PdfEngine>) : import('./engine');
    // A failed load is tried again by the next request rather than remembered.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
