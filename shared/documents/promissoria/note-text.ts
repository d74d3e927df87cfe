// The words of one promissory note, once: the PDF draws them in the note's box (`render.ts`) and the page's
// watermarked preview before payment shows them as blocks (issue 41 item 10), so both say the same.
import { formatBRL } from '../../format/brl';
import { cpfOrCnpjLabel } from '../../format/cpf-cnpj';
import { formatDateBr, parseIsoDate } from '../../format/dates';
import type { InlineRun, PreviewBlock } from '../blocks';
import type { PromissoriaNote } from './notes';

const regular = (text: string): InlineRun => ({ text, bold: false });
const bold = (text: string): InlineRun => ({ text, bold: true });
/** A line break inside a run list (the PDF's line breaker and the preview both split on it). */
export const NOTE_BREAK: InlineRun = { text: '\n', bold: false };
export const NOTE_TITLE = 'NOTA PROMISSÓRIA';
export const NOTE_SIGNATURE_LABEL = 'Assinatura do emitente';

const placeText = (cidade: string, uf: string) => [cidade, uf].filter(Boolean).join('/');

export function noteDueDateBr(note: PromissoriaNote): string {
  const date = parseIsoDate(note.data_vencimento);
  return date ? formatDateBr(date) : note.data_vencimento;
}

export interface NoteText {
  numero: InlineRun[];
  vencimento: InlineRun[];
  valor: InlineRun[];
  /** Unconditional, to the named payee or to their order (never to bearer), in figures and in words. */
  promise: InlineRun[];
  places: InlineRun[];
  issuer: InlineRun[];
}

export function noteText(note: PromissoriaNote): NoteText {
  const valor = formatBRL(note.valor_nominal_centavos);
  return {
    numero: [regular('Nº '), bold(note.numero)],
    vencimento: [regular('Vencimento: '), bold(noteDueDateBr(note))],
    valor: [bold(valor)],
    promise: [
      regular(`No dia ${note.data_vencimento_extenso}, pagarei por esta única via de `),
      bold(NOTE_TITLE),
      regular(' a '),
      bold(note.beneficiario_nome),
      regular(
        `, ${cpfOrCnpjLabel(note.beneficiario_cpf_cnpj)} ${note.beneficiario_cpf_cnpj}, ou à sua ordem, a quantia de `,
      ),
      bold(valor),
      regular(` (${note.valor_extenso}), em moeda corrente nacional.`),
    ],
    places: [
      regular('Local de pagamento: '),
      bold(placeText(note.local_pagamento_cidade, note.local_pagamento_estado)),
      regular(note.local_pagamento_cep ? `, CEP ${note.local_pagamento_cep}` : ''),
      NOTE_BREAK,
      regular('Local e data de emissão: '),
      bold(`${placeText(note.emitente_cidade, note.emitente_estado)}, ${note.data_emissao_extenso}`),
    ],
    issuer: [
      regular('Emitente: '),
      bold(note.emitente_nome),
      NOTE_BREAK,
      regular(
        `${cpfOrCnpjLabel(note.emitente_cpf_cnpj)}: ${note.emitente_cpf_cnpj}    Telefone: ${note.emitente_telefone}`,
      ),
      NOTE_BREAK,
      regular(
        `Endereço: ${note.emitente_endereco}, ${placeText(note.emitente_cidade, note.emitente_estado)}, CEP ${note.emitente_cep}`,
      ),
    ],
  };
}

/** Runs split at their breaks into lines, as a preview block holds them. */
function linesOf(runs: readonly InlineRun[]): InlineRun[][] {
  const lines: InlineRun[][] = [[]];
  for (const run of runs) {
    if (run === NOTE_BREAK) lines.push([]);
    else if (run.text !== '') lines[lines.length - 1]!.push(run);
  }
  return lines;
}

/** The notes as preview blocks, one box each with the issuer's signature line, a cut line between them. */
export function notesPreview(notes: readonly PromissoriaNote[]): PreviewBlock[] {
  const blocks: PreviewBlock[] = [];
  notes.forEach((note, i) => {
    if (i > 0)
      blocks.push({ kind: 'line', align: 'center', lines: [[regular('- - - - - - - - - - - - - - - -')]] });
    const text = noteText(note);
    blocks.push({
      kind: 'box',
      align: 'left',
      lines: [
        [
          bold(NOTE_TITLE),
          regular('   '),
          ...text.numero,
          regular('   '),
          ...text.vencimento,
          regular('   '),
          ...text.valor,
        ],
      ],
      paragraphs: [linesOf(text.promise), linesOf(text.places), linesOf(text.issuer)],
    });
    blocks.push({
      kind: 'signature',
      align: 'center',
      lines: [],
      signers: [[[regular(NOTE_SIGNATURE_LABEL)]]],
    });
  });
  return blocks;
}
