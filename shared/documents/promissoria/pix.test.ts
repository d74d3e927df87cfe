import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { drawnPathBoxes } from '../../pdf/drawn-bounds';
import { extractPdfText } from '../../pdf/extract-text';
import { A4_PORTRAIT, mm } from '../../pdf/units';
import { promissoriaComPix, promissoriaExemplo, promissoriaMaxima } from './fixtures';
import { promissoriaNotes } from './notes';
import { noteTxid } from './pix-code';
import { PIX_MESSAGES, pixKeyMessage, pixKeyOf } from './pix-key';
import {
  NOTE_HEIGHT_MM,
  NOTE_WIDTH_MM,
  noteTops,
  renderNotesPdf,
  SHEET_EDGE_MM,
  STUB_WIDTH_MM,
} from './render';
import { checkPromissoria, type PromissoriaFinal } from './schema';
import { renderPromissoriaVariant } from './variants';

const LOTE = 'promissoria-1764000000000-01234567899f3a2c41b7';
const flat = (text: string) => text.replace(/\s+/g, ' ');

function checked(form: unknown): PromissoriaFinal {
  const check = checkPromissoria(form);
  if (!check.ok) throw new Error(check.message);
  return check.form;
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), as the BR Code's ID 63 is computed: written here, not taken from the library under test. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** An EMV TLV string read into its IDs (two digits, two digits of length, the value); throws when malformed. */
function tlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length)
      throw new Error(`TLV malformado em ${at}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** A BR Code read back: its CRC checked, the fields a payer's bank reads. */
function decodeBrCode(payload: string) {
  const fields = tlv(payload);
  expect(payload.slice(-8, -4)).toBe('6304');
  expect(fields.get('63')).toBe(crc16(payload.slice(0, -4)));
  const account = tlv(fields.get('26')!);
  const extra = tlv(fields.get('62')!);
  return {
    format: fields.get('00'),
    gui: account.get('00'),
    key: account.get('01'),
    mcc: fields.get('52'),
    currency: fields.get('53'),
    amount: fields.get('54'),
    country: fields.get('58'),
    name: fields.get('59'),
    city: fields.get('60'),
    txid: extra.get('05'),
  };
}

const SCALE = 3;

/** Every stub's QR of a sheet of three, as a phone's scanner reads it from the page drawn at 216 dpi. */
async function scanStubs(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const found: string[] = [];
  try {
    for (let p = 1; p <= document.numPages; p++) {
      const page = await document.getPage(p);
      const viewport = page.getViewport({ scale: SCALE });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      const left = ((A4_PORTRAIT.width - mm(NOTE_WIDTH_MM)) / 2) * SCALE;
      for (const top of noteTops(3)) {
        // The stub's strip, from the note's top to its bottom: nothing else dark in it but its text.
        const x = Math.round(left + 2 * SCALE);
        const y = Math.round(top * SCALE + 2 * SCALE);
        const w = Math.round((mm(STUB_WIDTH_MM) - 4) * SCALE);
        const h = Math.round(mm(NOTE_HEIGHT_MM) * 0.62 * SCALE);
        if (y + h > canvas.height) continue;
        const image = context.getImageData(x, y, w, h);
        const code = jsQR(image.data, w, h);
        if (code) found.push(code.data);
      }
    }
  } finally {
    await document.destroy();
  }
  return found;
}

describe('the PIX key (issue 43 item 3)', () => {
  it('takes each type as the DICT holds it and refuses what is not one, with its message', () => {
    expect(pixKeyOf('cpf', '529.982.247-25')).toBe('52998224725');
    expect(pixKeyOf('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(pixKeyOf('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(pixKeyOf('email', ' Financeiro@Loja.com.br ')).toBe('financeiro@loja.com.br');
    expect(pixKeyOf('telefone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(pixKeyOf('telefone', '+55 11 98765-4321')).toBe('+5511987654321');
    expect(pixKeyOf('aleatoria', '123E4567-E89B-42D3-A456-426614174000')).toBe(
      '123e4567-e89b-42d3-a456-426614174000',
    );

    expect(pixKeyMessage('cpf', '529.982.247-24')).toBe(PIX_MESSAGES.cpf);
    expect(pixKeyMessage('cnpj', '11.222.333/0001-80')).toBe(PIX_MESSAGES.cnpj);
    expect(pixKeyMessage('email', 'financeiro@loja')).toBe(PIX_MESSAGES.email);
    expect(pixKeyMessage('email', 'josé@loja.com.br')).toBe(PIX_MESSAGES.email);
    expect(pixKeyMessage('telefone', '(11) 3333-4444')).toBe(PIX_MESSAGES.telefone);
    expect(pixKeyMessage('telefone', '+1 415 555 0100')).toBe(PIX_MESSAGES.telefone);
    expect(pixKeyMessage('aleatoria', '123e4567e89b42d3a456426614174000')).toBe(PIX_MESSAGES.aleatoria);
    expect(pixKeyMessage('cpf', '')).toBe(PIX_MESSAGES.chave);
  });

  it('is optional, and once asked for is checked at its fields by the final check', () => {
    expect(checkPromissoria(promissoriaExemplo).ok).toBe(true);
    expect(checkPromissoria(promissoriaComPix).ok).toBe(true);

    const failing = (changes: Record<string, string>) => {
      const check = checkPromissoria({ ...promissoriaComPix, ...changes });
      return check.ok ? [] : Object.entries(check.fields);
    };
    expect(failing({ pix_tipo: '' })).toEqual([['pix_tipo', PIX_MESSAGES.tipo]]);
    expect(failing({ pix_tipo: 'telefone' })).toEqual([['pix_chave', PIX_MESSAGES.telefone]]);
    expect(failing({ pix_chave: '' })).toEqual([['pix_chave', PIX_MESSAGES.chave]]);
    expect(failing({ pix_nome: '' })).toEqual([['pix_nome', PIX_MESSAGES.nome]]);
    // 25 characters fit, accents taken off; a 26th, or a character the code cannot carry, is refused.
    expect(failing({ pix_nome: 'Conceição Araújo Magalhãe' })).toEqual([]);
    expect(failing({ pix_cidade: 'Ribeirão Pires' })).toEqual([]);
    expect(failing({ pix_cidade: 'São José dos Campos' })).toEqual([
      ['pix_cidade', PIX_MESSAGES.cidadeLonga],
    ]);
    expect(failing({ pix_nome: 'Søren Kierkegaard' })).toEqual([['pix_nome', PIX_MESSAGES.caracteres]]);
    // A name or city left over without a key asks for nothing and is not kept.
    const none = checkPromissoria({ ...promissoriaExemplo, pix_nome: 'Loja' });
    expect(none.ok && none.form.pix_nome).toBe('');
  });

  it('names each note’s transaction after the batch’s readable reference and the note, within 25 characters', () => {
    expect(noteTxid(LOTE, 3)).toBe('PROM9F3A2C41B7N003');
    expect(noteTxid(LOTE, 120)).toBe('PROM9F3A2C41B7N120');
    expect(noteTxid(null, 1)).toBe('***');
  });
});

describe('notes payable by PIX', () => {
  it('prints on each stub a code whose QR decodes to its amount, the key as typed and the note’s transaction', async () => {
    const form = checked({ ...promissoriaComPix, total_parcelas: '12', valor_total_centavos: 1_200_005 });

    const bytes = await renderPromissoriaVariant(form, undefined, { loteId: LOTE });
    const scanned = await scanStubs(bytes);

    expect(scanned).toHaveLength(12);
    const notes = promissoriaNotes(form);
    const text = flat((await extractPdfText(bytes)).text).replace(/ /g, '');
    scanned.forEach((payload, i) => {
      const code = decodeBrCode(payload);
      expect(code).toEqual({
        format: '01',
        gui: 'br.gov.bcb.pix',
        key: 'financeiro@lojabompreco.com.br',
        mcc: '0000',
        currency: '986',
        amount: (notes[i]!.valor_nominal_centavos / 100).toFixed(2),
        country: 'BR',
        name: 'LOJA BOM PRECO MOVEIS',
        city: 'SAO PAULO',
        txid: `PROM9F3A2C41B7N${String(i + 1).padStart(3, '0')}`,
      });
      // Its copy-and-paste text, every character of it, is printed beside the QR (spaces aside: the reader's
      // text joins the code's lines).
      expect(text).toContain(payload.replace(/ /g, ''));
    });
    expect(scanned.slice(0, 2).map((p) => decodeBrCode(p).amount)).toEqual(['1000.01', '1000.01']);
    expect(decodeBrCode(scanned[11]!).amount).toBe('1000.00');
  });

  it('keeps three notes to an A4 sheet, 5 mm clear of its edges, the note’s words out of the stub', async () => {
    const url = 'https://documentosprontos.com.br/Verificar/ABCDE12345';
    const form = checked(promissoriaMaxima);
    const notes = promissoriaNotes(form, { loteId: LOTE, ownerUid: null }).slice(0, 6);
    const pix = {
      key: `${'w'.repeat(62)}@wwwwwww.com.br`,
      name: 'WWWWW WWWWW WWWWW WWWWW W',
      city: 'MMMMM MMMMM MMM',
    };

    const { bytes, pageCount } = await renderNotesPdf(notes, { pix, verificationUrl: url });

    // Two sheets of three and the next steps.
    expect(pageCount).toBe(3);
    const pdf = await extractPdfText(bytes);
    const edge = mm(SHEET_EDGE_MM);
    const paths = await drawnPathBoxes(bytes);
    for (const [index, boxes] of paths.entries())
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(edge - 0.01);
        expect(box.bottom).toBeGreaterThanOrEqual(edge - 0.01);
        expect(box.right).toBeLessThanOrEqual(pdf.pageSizes[index]!.width - edge + 0.01);
        expect(box.top).toBeLessThanOrEqual(pdf.pageSizes[index]!.height - edge + 0.01);
      }
    const left = (A4_PORTRAIT.width - mm(NOTE_WIDTH_MM)) / 2;
    const stubRight = left + mm(STUB_WIDTH_MM);
    const tops = noteTops(3);
    const items = pdf.items[0]!.filter(
      (item) => item.str.trim() !== '' && !/^Página \d+ de \d+$/.test(item.str),
    );
    const footer = (item: { y: number }) => item.y < mm(20);
    for (const item of items.filter((i) => !footer(i))) {
      const fromTop = A4_PORTRAIT.height - item.y;
      const noteTop = tops.findLast((top) => top <= fromTop)!;
      expect(fromTop).toBeLessThan(noteTop + mm(NOTE_HEIGHT_MM));
      // Each run lies wholly in the stub or wholly in the note.
      const inStub = item.x + item.width <= stubRight;
      const inNote = item.x >= stubRight && item.x + item.width <= left + mm(NOTE_WIDTH_MM);
      expect(inStub || inNote, item.str).toBe(true);
      if (/NOTA PROMISSÓRIA|pagarei|Emitente/.test(item.str)) expect(inNote).toBe(true);
    }
  });
});
