// GET procuracao-veiculo-pdf?reference=…: a five-minute link to the vehicle power of attorney's PDF for its owner
// or the holder of its access key (header `x-document-key`), once paid; 402 before that, 404 for anyone else.
import { keyedDocumentPdfHandler } from './keyed-document-pdf';

export const handler = keyedDocumentPdfHandler(['procuracao_veiculo']);
