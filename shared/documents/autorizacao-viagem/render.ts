// Server-side PDF of the minor travel authorization: the declarations' page (A4, 25 mm margins, 12 pt sans).
import { type DeclarationPdfOptions, renderDeclarationPdf } from '../declaration-pdf';
import type { AutorizacaoViagemForm } from './schema';
import { autorizacaoViagemBlocks, titleOf } from './text';

/** Renders a form that passed `checkAutorizacaoViagem` (drafts print blanks and belong under a watermark). */
export function renderAutorizacaoViagemPdf(
  form: Partial<AutorizacaoViagemForm>,
  options: DeclarationPdfOptions = {},
): Promise<Uint8Array> {
  return renderDeclarationPdf(
    autorizacaoViagemBlocks(form),
    {
      title: 'Autorização de Viagem de Menor',
      heading: titleOf(form),
      about: String(form.menor_nome ?? '').trim(),
      author: String(form.aut1_nome ?? '').trim(),
    },
    options,
  );
}

/** `autorizacao_viagem_{reference}.pdf` (spec part 2 §9). */
export function autorizacaoViagemFileName(reference: string): string {
  return `autorizacao_viagem_${reference}.pdf`;
}
