// GET recibo-aluguel-pdf?reference=…: a five-minute link to the rent receipts' PDF for their owner or the holder
// of their access key (header `x-document-key`), once paid; 402 before that.
import { keyedDocumentPdfHandler } from './keyed-document-pdf';

export const handler = keyedDocumentPdfHandler(['recibo_aluguel']);
