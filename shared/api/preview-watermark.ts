// The one header of the `curriculo-preview` answer (contract in curriculos.ts), apart from the request schemas:
// the page's entry reads it without loading zod.

/**
 * The `curriculo-preview` answer's header saying whether "PRÉVIA" is across the pages (`1`) or not (`0`: a
 * released resume previewed as stored, the PDF the person bought). The server decides.
 */
export const PREVIEW_WATERMARK_HEADER = 'x-preview-watermark';
