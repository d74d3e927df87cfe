// GET procuracao-veiculo-pdf?reference=…: a five-minute link to the PDF of a declaration record a visitor may make
// signed out (the vehicle power of attorney, the payment receipt: the manifests' `anonymous`) for its owner or the
// holder of its access key (header `x-document-key`), once paid; 402 before that, 404 for anyone else.
import { DECLARACAO_PRODUCTS } from '@shared/api/declaracoes';
import { kindById } from '@shared/kinds';
import { keyedDocumentPdfHandler } from './keyed-document-pdf';

export const handler = keyedDocumentPdfHandler(
  DECLARACAO_PRODUCTS.filter((kind) => kindById(kind)?.anonymous === true),
);
