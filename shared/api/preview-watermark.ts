// The one header of the `curriculo-preview` answer (contract in curriculos.ts), apart from the request schemas:
// the page's entry reads it without loading zod.

/**
 * The `curriculo-preview` answer's header saying whether "PRÉVIA" is across the pages (`1`) or not (`0`: a
 * released resume previewed as stored, the PDF the person bought). The server decides.
 */
export const PREVIEW_WATERMARK_HEADER = 'x-preview-watermark';

/**
 * The mark across every preview before payment, the PDF's and the pages' HTML previews alike (issue 39: it says
 * the preview is worth nothing, on screen and on paper).
 */
export const PREVIEW_WATERMARK = 'PRÉVIA — sem validade';

/** Printed (only) under a page's HTML preview: the document to print is the PDF released by the payment. */
export const PREVIEW_PRINT_NOTICE =
  'Prévia sem validade, impressa da tela. Imprima o PDF gerado após o pagamento, sem esta marca.';
