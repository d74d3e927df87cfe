// The PDF engine of the routes that render (`rendersPdf` in routes.ts): every renderer they call, in one module
// that `load.ts` imports on the first render. In an AWS bundle it is a file of its own beside the handler's
// (`pdf-engine.mjs`, bundled by `infra/lambda-bundling.ts`), so a cold start neither parses nor runs pdf-lib,
// its fonts and the layouts before the handler answers anything, and requests that end before a render (402, 404)
// never load them.

export {
  autorizacaoViagemFileName,
  renderAutorizacaoViagemPdf,
} from '@shared/documents/autorizacao-viagem/render';
export { contratoLocacaoFileName, renderContratoLocacaoPdf } from '@shared/documents/contrato-locacao/render';
export { contratoVeiculoFileName, renderContratoVeiculoPdf } from '@shared/documents/contrato-veiculo/render';
export { detectFotoType, renderCurriculoPdf } from '@shared/documents/curriculo/render';
export {
  declaracaoResidenciaFileName,
  renderDeclaracaoResidenciaPdf,
} from '@shared/documents/declaracao-residencia/render';
export {
  declaracaoTrabalhoFileName,
  renderDeclaracaoTrabalhoPdf,
} from '@shared/documents/declaracao-trabalho/render';
export {
  procuracaoVeiculoFileName,
  renderProcuracaoVeiculoPdf,
} from '@shared/documents/procuracao-veiculo/render';
export {
  promissoriaVariantFileName,
  renderPromissoriaVariant,
} from '@shared/documents/promissoria/variants';
export { recibosAluguelFileName, renderRecibosAluguelPdf } from '@shared/documents/recibo-aluguel/render';
export {
  reciboPagamentoFileName,
  renderReciboPagamentoPdf,
} from '@shared/documents/recibo-pagamento/render';
export { createPdfSealer } from './seal';
