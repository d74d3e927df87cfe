// The PDF renderer and file name of each document kind, kept apart from `document-kinds.ts` so that only the
// PDF route loads the PDF engine, and that one on its first render (pdf-engine/load.ts).
import type { AutorizacaoViagemForm } from '@shared/documents/autorizacao-viagem/schema';
import type { ContratoLocacaoForm } from '@shared/documents/contrato-locacao/schema';
import type { ContratoVeiculoForm } from '@shared/documents/contrato-veiculo/schema';
import type { DeclaracaoResidenciaForm } from '@shared/documents/declaracao-residencia/schema';
import type { DeclaracaoTrabalhoForm } from '@shared/documents/declaracao-trabalho/schema';
import type { ProcuracaoVeiculoForm } from '@shared/documents/procuracao-veiculo/schema';
import type { PromissoriaFinal } from '@shared/documents/promissoria/schema';
import type { ReciboAluguelForm } from '@shared/documents/recibo-aluguel/schema';
import type { ReciboPagamentoForm } from '@shared/documents/recibo-pagamento/schema';
import { isKindId, type KindId, kindById, pdfFileName } from '@shared/kinds';
import { renderMarked, type VerificationMarks } from '@shared/verification/code';
import { loadPdfEngine, type PdfEngine } from '../pdf-engine/load';

export interface DocumentRenderer {
  /** Renders a form that passed the kind's final check (`variant`: another PDF of it, see `hasPdfVariant`). */
  render(
    form: Record<string, unknown>,
    options: {
      createdAt: Date;
      variant?: string;
      id?: string;
      verification?: VerificationMarks;
      /** Issue 44: the record of the parties who confirmed their own data (the contracts print it). */
      confirmations?: readonly string[];
    },
  ): Promise<Uint8Array>;
  /** The download's name; some kinds name it after the form (the receipts' months) or the document's id. */
  fileName(at: Date, form: Record<string, unknown>, document?: { id: string; variant?: string }): string;
}

type PdfOptions = {
  createdAt: Date;
  variant?: string;
  id?: string;
  verificationUrl?: string;
  documentReference?: string;
  confirmations?: readonly string[];
};

/** A kind that renders one PDF file: one code, printed through the engine's `verificationUrl`. */
function onePdf(
  render: (form: Record<string, unknown>, options: PdfOptions) => Promise<Uint8Array>,
): DocumentRenderer['render'] {
  return (form, { verification, ...options }) =>
    renderMarked(verification, (verificationUrl, documentReference) =>
      render(form, {
        ...options,
        ...(verificationUrl ? { verificationUrl } : {}),
        ...(documentReference ? { documentReference } : {}),
      }),
    );
}

/** The manifest's file name (`{time}`, `{id}`), for the kinds whose name reads nothing of the form. */
function manifestFileName(kind: string): DocumentRenderer['fileName'] {
  const manifest = kindById(kind)!;
  return (at, _form, document) => pdfFileName(manifest, { at, ...(document ? { id: document.id } : {}) });
}

/** A kind's renderer from the engine and the file name its manifest gives. */
type RendererOf = (engine: PdfEngine, manifestName: DocumentRenderer['fileName']) => DocumentRenderer;

// Each kind's renderer by manifest id (a kind without an entry fails typecheck); null: no PDF through here.
const RENDERERS: { readonly [K in KindId]: RendererOf | null } = {
  // The resume's PDF has its own route and layouts (curriculo-pdf.ts).
  curriculo: null,
  declaracao_residencia: (engine, manifestName) => ({
    render: onePdf((form, options) =>
      engine.renderDeclaracaoResidenciaPdf(form as Partial<DeclaracaoResidenciaForm>, options),
    ),
    fileName: manifestName,
  }),
  declaracao_trabalho: (engine, manifestName) => ({
    render: onePdf((form, options) =>
      engine.renderDeclaracaoTrabalhoPdf(form as Partial<DeclaracaoTrabalhoForm>, options),
    ),
    fileName: manifestName,
  }),
  contrato_locacao: (engine, manifestName) => ({
    render: onePdf(
      async (form, options) =>
        (await engine.renderContratoLocacaoPdf(form as Partial<ContratoLocacaoForm>, options)).bytes,
    ),
    fileName: manifestName,
  }),
  recibo_aluguel: (engine) => ({
    render: onePdf((form, options) =>
      engine.renderRecibosAluguelPdf(form as Partial<ReciboAluguelForm>, options),
    ),
    fileName: (at, form) => engine.recibosAluguelFileName(form as Partial<ReciboAluguelForm>, at),
  }),
  promissoria: (engine) => ({
    render: (form, options) =>
      engine.renderPromissoriaVariant(form as PromissoriaFinal, options.variant, {
        createdAt: options.createdAt,
        loteId: options.id,
        ...(options.verification ? { verification: options.verification } : {}),
      }),
    fileName: (_at, form, document) =>
      engine.promissoriaVariantFileName(form as PromissoriaFinal, document?.id ?? '', document?.variant),
  }),
  autorizacao_viagem: (engine, manifestName) => ({
    render: onePdf((form, options) =>
      engine.renderAutorizacaoViagemPdf(form as Partial<AutorizacaoViagemForm>, options),
    ),
    fileName: manifestName,
  }),
  procuracao_veiculo: (engine, manifestName) => ({
    render: onePdf((form, options) =>
      engine.renderProcuracaoVeiculoPdf(form as Partial<ProcuracaoVeiculoForm>, options),
    ),
    fileName: manifestName,
  }),
  contrato_compra_veiculo: (engine, manifestName) => ({
    render: onePdf((form, options) =>
      engine.renderContratoVeiculoPdf(form as Partial<ContratoVeiculoForm>, options),
    ),
    fileName: manifestName,
  }),
  recibo_pagamento: (engine, manifestName) => ({
    render: onePdf((form, options) =>
      engine.renderReciboPagamentoPdf(form as Partial<ReciboPagamentoForm>, options),
    ),
    fileName: manifestName,
  }),
};

/** Whether the kind has a PDF, asked without loading the engine. */
export function hasRenderer(kind: string): boolean {
  return rendererOf(kind) !== null;
}

function rendererOf(kind: string): RendererOf | null {
  return isKindId(kind) ? RENDERERS[kind] : null;
}

/** The kind's renderer (loading the engine), or undefined for a kind without a PDF. */
export async function documentRenderer(kind: string): Promise<DocumentRenderer | undefined> {
  const renderer = rendererOf(kind);
  if (!renderer) return undefined;
  return renderer(await loadPdfEngine(), manifestFileName(kind));
}
