import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import type { PreviewBlock } from '../blocks';
import { promissoriaExemplo } from './fixtures';
import { notesPreview } from './note-text';
import { promissoriaNotes } from './notes';
import { renderNotesPdf } from './render';
import { checkPromissoria, type PromissoriaFinal } from './schema';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

function checked(form: unknown): PromissoriaFinal {
  const check = checkPromissoria(form);
  if (!check.ok) throw new Error(check.message);
  return check.form;
}

/** The words of a preview block, its lines joined by spaces. */
function words(block: PreviewBlock): string {
  const lines = [...block.lines, ...(block.paragraphs ?? []).flat(), ...(block.signers ?? []).flat()];
  return flat(lines.map((runs) => runs.map((run) => run.text).join('')).join(' '));
}

describe('notesPreview', () => {
  it('shows each note with the words its PDF prints: the promise, the places, the issuer and the signature', async () => {
    // Prepare
    const notes = promissoriaNotes(checked(promissoriaExemplo)).slice(0, 3);

    // Act
    const blocks = notesPreview(notes);
    const pdf = flat((await extractPdfText((await renderNotesPdf(notes)).bytes)).text);

    // Assess: a box per note, its signature line, and a cut line between notes
    expect(blocks.map((block) => block.kind)).toEqual([
      'box',
      'signature',
      'line',
      'box',
      'signature',
      'line',
      'box',
      'signature',
    ]);
    const first = words(blocks[0]!);
    const promise =
      'No dia 31 de janeiro de 2027, pagarei por esta única via de NOTA PROMISSÓRIA a Loja Bom Preço Comércio de Móveis Ltda., CNPJ 11.222.333/0001-81, ou à sua ordem, a quantia de R$ 1.000,01 (mil reais e um centavo), em moeda corrente nacional.';
    expect(first).toContain(promise);
    expect(first).toContain('Local de pagamento: Rio de Janeiro/RJ, CEP 20040-002');
    expect(first).toContain('Emitente: Ana Beatriz Souza Lima');
    expect(words(blocks[1]!)).toBe('Assinatura do emitente');
    expect(words(blocks[3]!)).toContain('Nº 02/10');
    expect(pdf).toContain(promise);
  });
});
