import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { drawnPathBoxes } from '../../pdf/drawn-bounds';
import { extractPdfText } from '../../pdf/extract-text';
import { A4_PORTRAIT, mm } from '../../pdf/units';
import { promissoriaExemplo, promissoriaMaxima } from './fixtures';
import { promissoriaNotes } from './notes';
import { NOTE_HEIGHT_MM, NOTE_WIDTH_MM, noteTops, renderNotesPdf, SHEET_EDGE_MM } from './render';
import { checkPromissoria, type PromissoriaFinal } from './schema';
import { promissoriaVariantFileName, renderPromissoriaVariant } from './variants';

const flat = (text: string) => text.replace(/\s+/g, ' ');

function checked(form: unknown): PromissoriaFinal {
  const check = checkPromissoria(form);
  if (!check.ok) throw new Error(check.message);
  return check.form;
}

describe('promissoriaNotes', () => {
  it('gives each note its number, value and due date in figures and in words, and the batch', () => {
    const notes = promissoriaNotes(checked(promissoriaExemplo), { loteId: 'promissoria-x', ownerUid: 'u1' });
    expect(notes).toHaveLength(10);
    expect(notes[0]).toMatchObject({
      id: 'promissoria-x:1',
      numero: '01/10',
      valor_nominal_centavos: 100_001,
      valor_nominal: '1000.01',
      valor_extenso: 'mil reais e um centavo',
      data_vencimento: '2027-01-31',
      data_vencimento_extenso: '31 de janeiro de 2027',
      data_emissao: '2026-11-25',
      data_emissao_extenso: '25 de novembro de 2026',
      emitente_endereco: 'Avenida Paulista, 1000 - Bela Vista',
      emitente_telefone_raw: '11987654321',
      lote_id: 'promissoria-x',
      owner_uid: 'u1',
    });
    expect(notes[1]).toMatchObject({
      valor_extenso: 'mil reais',
      data_vencimento_extenso: '28 de fevereiro de 2027',
    });
    expect(notes.reduce((sum, n) => sum + n.valor_nominal_centavos, 0)).toBe(1_000_001);
  });
});

describe('renderNotesPdf', () => {
  it('prints every element of a valid note, three to an A4 sheet, as searchable text', async () => {
    const form = checked(promissoriaExemplo);
    const { bytes, pageCount } = await renderNotesPdf(promissoriaNotes(form));
    const pdf = await extractPdfText(bytes);
    expect(pageCount).toBe(5);
    expect(pdf.pages).toHaveLength(5);
    expect(pdf.pageSizes[0]!.width).toBeCloseTo(A4_PORTRAIT.width, 1);
    expect(pdf.pageSizes[0]!.height).toBeCloseTo(A4_PORTRAIT.height, 1);
    const first = flat(pdf.pages[0]!);
    // Title and promise: twice per note.
    expect(first.match(/NOTA PROMISSÓRIA/g)).toHaveLength(6);
    for (const expected of [
      'Nº 01/10',
      'Vencimento: 31/01/2027',
      'R$ 1.000,01',
      'No dia 31 de janeiro de 2027, pagarei por esta única via de NOTA PROMISSÓRIA a Loja Bom Preço',
      'CNPJ 11.222.333/0001-81, ou à sua ordem, a quantia de R$ 1.000,01 (mil reais e um centavo)',
      'Local de pagamento: Rio de Janeiro/RJ, CEP 20040-002',
      'Local e data de emissão: São Paulo/SP, 25 de novembro de 2026',
      'Emitente: Ana Beatriz Souza Lima',
      'CPF: 714.602.380-01',
      'Telefone: (11) 98765-4321',
      'Endereço: Avenida Paulista, 1000 - Bela Vista, São Paulo/SP, CEP 01310-100',
      'Assinatura do emitente',
      'Nº 03/10',
      '31/03/2027',
    ])
      expect(first).toContain(expected);
    expect(flat(pdf.pages[3]!)).toContain('Nº 10/10');
    expect(pdf.info.title).toBe('Notas Promissórias');
  });

  it('keeps every word of the longest values inside its note', async () => {
    const notes = promissoriaNotes(checked(promissoriaMaxima)).slice(0, 3);
    const pdf = await extractPdfText((await renderNotesPdf(notes)).bytes);
    const tops = noteTops(3);
    const left = (A4_PORTRAIT.width - mm(NOTE_WIDTH_MM)) / 2;
    // The page number sits in the band under the notes (issue 39).
    const items = pdf.items[0]!.filter(
      (item) => item.str.trim() !== '' && !/^Página \d+ de \d+$/.test(item.str),
    );
    expect(items.length).toBeGreaterThan(30);
    for (const item of items) {
      expect(item.x).toBeGreaterThan(left);
      expect(item.x + item.width).toBeLessThan(left + mm(NOTE_WIDTH_MM));
      const fromTop = A4_PORTRAIT.height - item.y;
      const noteTop = tops.findLast((top) => top <= fromTop)!;
      expect(fromTop).toBeGreaterThan(noteTop);
      expect(fromTop).toBeLessThan(noteTop + mm(NOTE_HEIGHT_MM));
    }
    expect(flat(pdf.text)).toContain(
      'oito milhões, trezentos e trinta e três mil trezentos e trinta e três reais',
    );
  });
});

describe('renderPromissoriaVariant', () => {
  const form = checked({ ...promissoriaExemplo, total_parcelas: '3', valor_total_centavos: 100_00 });

  it('renders one note alone on its sheet, named after the batch and its number', async () => {
    const pdf = await extractPdfText(await renderPromissoriaVariant(form, 'nota:2'));
    expect(pdf.pages).toHaveLength(1);
    expect(flat(pdf.text)).toContain('Nº 02/03');
    expect(flat(pdf.text)).not.toContain('Nº 01/03');
    expect(promissoriaVariantFileName(form, 'promissoria-x', 'nota:2')).toBe(
      'promissoria_promissoria-x_02-03.pdf',
    );
    expect(promissoriaVariantFileName(form, 'promissoria-x', undefined)).toBe(
      'promissorias_promissoria-x_3pp.pdf',
    );
  });

  it('puts every note alone in one ZIP', async () => {
    const files = unzipSync(await renderPromissoriaVariant(form, 'todas', { loteId: 'promissoria-x' }));
    expect(Object.keys(files).sort()).toEqual([
      'promissoria_promissoria-x_01-03.pdf',
      'promissoria_promissoria-x_02-03.pdf',
      'promissoria_promissoria-x_03-03.pdf',
    ]);
    const third = await extractPdfText(files['promissoria_promissoria-x_03-03.pdf']!);
    expect(flat(third.text)).toContain('Nº 03/03');
    expect(flat(third.text)).toContain('R$ 33,33');
  });
});

describe('the sheet of notes (issue 39)', () => {
  const EDGE = mm(SHEET_EDGE_MM);

  /** Every painted path and text run of every page lies 5 mm or more inside the sheet. */
  async function expectClearOfEdges(bytes: Uint8Array) {
    const pdf = await extractPdfText(bytes);
    const paths = await drawnPathBoxes(bytes);
    // At least a note's frame, value box and signature line.
    expect(paths[0]!.length).toBeGreaterThanOrEqual(3);
    for (const [index, boxes] of paths.entries()) {
      const { width, height } = pdf.pageSizes[index]!;
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(EDGE - 0.01);
        expect(box.bottom).toBeGreaterThanOrEqual(EDGE - 0.01);
        expect(box.right).toBeLessThanOrEqual(width - EDGE + 0.01);
        expect(box.top).toBeLessThanOrEqual(height - EDGE + 0.01);
      }
      for (const item of pdf.items[index]!) {
        expect(item.x).toBeGreaterThanOrEqual(EDGE);
        expect(item.y - item.height * 0.25).toBeGreaterThanOrEqual(EDGE);
        expect(item.x + item.width).toBeLessThanOrEqual(width - EDGE);
        expect(item.y + item.height).toBeLessThanOrEqual(height - EDGE);
      }
    }
  }

  it('draws nothing within 5 mm of the edge, with and without the verification footer', async () => {
    const notes = promissoriaNotes(checked(promissoriaExemplo));
    const url = 'https://documentosprontos.com.br/Verificar/ABCDE12345';
    await expectClearOfEdges((await renderNotesPdf(notes)).bytes);
    await expectClearOfEdges((await renderNotesPdf(notes, { verificationUrl: url })).bytes);
    await expectClearOfEdges((await renderNotesPdf(notes.slice(0, 1), { perSheet: 1 })).bytes);
    await expectClearOfEdges(
      (await renderNotesPdf(notes.slice(0, 1), { perSheet: 1, verificationUrl: url })).bytes,
    );
  });

  it('labels each number CPF or CNPJ as it is', async () => {
    const form = checked({
      ...promissoriaExemplo,
      total_parcelas: '1',
      beneficiario_cpf_cnpj: '529.982.247-25',
      emitente_cpf_cnpj: '12.ABC.345/01DE-35',
    });
    const text = flat((await extractPdfText((await renderNotesPdf(promissoriaNotes(form))).bytes)).text);
    expect(text).toContain('a Loja Bom Preço Comércio de Móveis Ltda., CPF 529.982.247-25, ou à sua ordem');
    expect(text).toContain('CNPJ: 12.ABC.345/01DE-35');
    expect(text).not.toContain('CPF/CNPJ');
  });

  it('closes the batch with the next steps on a sheet that is no part of the notes', async () => {
    const { bytes, pageCount } = await renderNotesPdf(promissoriaNotes(checked(promissoriaExemplo)));
    const pdf = await extractPdfText(bytes);
    expect(pageCount).toBe(5);
    const last = flat(pdf.pages[4]!);
    expect(last).toContain('esta folha não faz parte das notas promissórias');
    expect(last).toContain('Nunca assine uma nota com espaços em branco');
    expect(last).toContain('A cada parcela paga, pegue de volta a nota original daquela parcela');
    expect(last).not.toContain('NOTA PROMISSÓRIA');
    pdf.pages.forEach((page, i) => {
      expect(flat(page)).toContain(`Página ${i + 1} de 5`);
    });
  });
});
