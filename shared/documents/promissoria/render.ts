// Server-side PDF of promissory notes (issue 20 item 3; spec part 2 §9): each note a compact 200 × 90 mm box
// holding every element of a valid note (Decreto 57.663/66, LUG arts. 75–76), three to an A4 portrait sheet with
// cut lines between them, drawn as vector text (searchable, a few KB a page). Text that would not fit its place
// is set smaller, and wraps, down to a floor that the form's longest values still fit.
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { PageContent } from '../../pdf/content-stream';
import { deflateNatively } from '../../pdf/flate';
import { BASELINE_RATIO, embedFamily, type FontSet } from '../../pdf/fonts';
import { breakLines, type TextLine } from '../../pdf/line-breaker';
import { toPrintable } from '../../pdf/printable';
import { setMetadata } from '../../pdf/render-pdf';
import { A4_PORTRAIT, mm } from '../../pdf/units';
import { drawPageNumbers, drawVerificationFooter, qrOperators } from '../../pdf/verification-footer';
import { type InlineRun, parseInline } from '../blocks';
import { PROMISSORIA_NEXT_STEPS, PROMISSORIA_NEXT_STEPS_TITLE } from './next-steps';
import { NOTE_BREAK, NOTE_SIGNATURE_LABEL, NOTE_TITLE, noteText } from './note-text';
import { type PromissoriaNote, promissoriaNotes } from './notes';
import { notePixPayload, noteTxid, type PixReceiver, pixReceiverOf } from './pix-code';
import type { PromissoriaFinal } from './schema';

export const NOTES_PER_SHEET = 3;
/** Spec part 2 §9: the compact note, 200 × 90 mm. */
export const NOTE_WIDTH_MM = 200;
export const NOTE_HEIGHT_MM = 90;
const PAD = mm(4);
const NOTE_W = mm(NOTE_WIDTH_MM);
const NOTE_H = mm(NOTE_HEIGHT_MM);
/**
 * Nothing is drawn closer than this to the sheet's edge (issue 39): office lasers leave about 4.2 mm unprinted,
 * and a note whose frame or signature line is clipped invites a debtor's lawyer to question it.
 */
export const SHEET_EDGE_MM = 5;
const EDGE = mm(SHEET_EDGE_MM);
/** A note alone on its sheet: the gap above it (the three-note sheet's, so a single note sits as in a batch). */
const GAP = (A4_PORTRAIT.height - NOTES_PER_SHEET * NOTE_H) / (NOTES_PER_SHEET + 1);
/**
 * A sheet of several notes keeps a band under the last note for the verification footer (issue 23) and the
 * page number: a 10 mm QR 5.5 mm above the edge and 6 mm from the right (its white quiet zone inside the 5 mm
 * too), the band 16.5 mm tall; the first note starts at the edge's 5 mm and the two gaps between notes share
 * what is left (2.75 mm each, the cut line in their middle).
 */
const FOOTER = { rightMm: 6, bottomMm: 5.5, qrMm: 10 };
const FOOTER_BAND = mm(16.5);
const BETWEEN = (A4_PORTRAIT.height - EDGE - FOOTER_BAND - NOTES_PER_SHEET * NOTE_H) / (NOTES_PER_SHEET - 1);
const LEFT = (A4_PORTRAIT.width - NOTE_W) / 2;
const LEADING = 1.25;
const ASCENT = BASELINE_RATIO.sans;

/** Draws one page's notes as one content stream (pdf-lib's `drawText` re-measures every string). */
class NotePainter {
  readonly content: PageContent;

  constructor(
    page: PDFPage,
    private readonly fonts: FontSet,
  ) {
    this.content = new PageContent(page);
  }

  get height(): number {
    return this.content.height;
  }

  /** One line of runs whose box starts `top` points below the page's top, at `x`. */
  line(segments: readonly InlineRun[], x: number, top: number, size: number): void {
    const baseline = this.height - top - size * ASCENT;
    const runs = segments.map((s) => ({ font: s.bold ? this.fonts.bold : this.fonts.regular, text: s.text }));
    this.content.textLine(runs, round(x), round(baseline), size);
  }

  width(segments: readonly InlineRun[], size: number): number {
    return segments.reduce(
      (sum, s) => sum + (s.bold ? this.fonts.bold : this.fonts.regular).width(s.text, size),
      0,
    );
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Text ready for the fonts (the form refuses what they cannot print; anything else is left out). */
const p = (text: string) => toPrintable(text, 'normalize').replace(/\s+/g, ' ');
const regular = (text: string): InlineRun => ({ text: p(text), bold: false });
const bold = (text: string): InlineRun => ({ text: p(text), bold: true });
/** The note's words (`note-text.ts`) ready for the fonts; its line breaks kept as they are. */
const printable = (runs: readonly InlineRun[]): InlineRun[] =>
  runs.map((run) => (run === NOTE_BREAK ? run : { text: p(run.text), bold: run.bold }));

interface Fitted {
  lines: TextLine[];
  size: number;
}

/**
 * `runs` broken into lines of `width` at the largest size from `size` down to `min` (half a point a step) whose
 * lines fit `height`; at `min`, whatever it takes (the form's limits keep that within the box).
 */
function fitText(
  fonts: FontSet,
  runs: readonly InlineRun[],
  width: number,
  height: number,
  size: number,
  min: number,
): Fitted {
  for (let s = size; s >= min; s -= 0.5) {
    const lines = breakLines(runs, { maxWidth: width, sizePt: s, fonts });
    if (lines.length * s * LEADING <= height + 0.01) return { lines, size: s };
  }
  return { lines: breakLines(runs, { maxWidth: width, sizePt: min, fonts }), size: min };
}

/** The largest size from `size` down to `min` at which `runs` fit on one line of `width`. */
function fitOneLine(
  painter: NotePainter,
  runs: readonly InlineRun[],
  width: number,
  size: number,
  min: number,
): number {
  for (let s = size; s > min; s -= 0.5) if (painter.width(runs, s) <= width) return s;
  return min;
}

function drawFitted(painter: NotePainter, fitted: Fitted, x: number, top: number, width?: number): number {
  fitted.lines.forEach((line, i) => {
    const dx = width === undefined ? 0 : (width - line.width) / 2;
    painter.line(line.segments, x + dx, top + i * fitted.size * LEADING, fitted.size);
  });
  return fitted.lines.length * fitted.size * LEADING;
}

/**
 * Issue 43 item 3: with a PIX key, each note has a stub at its left, past a dashed cut line and outside the
 * note's text, that the issuer cuts off and keeps to pay the instalment: the note's number, value and due date,
 * the static PIX code as a vector QR and its copy-and-paste text. The note's own box then starts after it.
 */
export const STUB_WIDTH_MM = 44;
const STUB_W = mm(STUB_WIDTH_MM);
const STUB_PAD = mm(3);
const STUB_QR = mm(28);
const STUB_CODE_SIZE = 5;
const STUB_TITLE = 'PIX desta parcela';
const STUB_NOTICE = 'Canhoto do emitente: recorte e guarde para pagar. Não faz parte da nota.';

/** What a note's stub prints: its code and the key it pays. */
interface NoteStub {
  payload: string;
  key: string;
}

/**
 * `text` (no spaces: a BR Code, ASCII) cut into lines of at most `width` at `size` in the regular face, every
 * character kept; widths add up character by character (the fonts draw no kerning).
 */
function hardLines(fonts: FontSet, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let start = 0;
  let used = 0;
  for (let i = 0; i < text.length; i++) {
    const advance = fonts.regular.width(text[i]!, size);
    if (i > start && used + advance > width) {
      lines.push(text.slice(start, i));
      start = i;
      used = 0;
    }
    used += advance;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

/** The stub of `note` in the strip `x`..`x + STUB_W`, from `top` down the note's height. */
function drawStub(
  painter: NotePainter,
  fonts: FontSet,
  note: PromissoriaNote,
  stub: NoteStub,
  x: number,
  top: number,
) {
  const content = painter.content;
  const pageH = painter.height;
  const left = x + STUB_PAD;
  const width = STUB_W - 2 * STUB_PAD;
  const text = noteText(note);
  let y = top + PAD;
  const title = fitText(fonts, [bold(STUB_TITLE)], width, mm(4), 8, 6);
  y += drawFitted(painter, title, left, y);
  const facts = fitText(
    fonts,
    [
      ...printable(text.numero),
      regular(' · '),
      ...printable(text.valor),
      NOTE_BREAK,
      ...printable(text.vencimento),
    ],
    width,
    mm(7),
    7,
    5,
  );
  y += drawFitted(painter, facts, left, y) + mm(1);
  // The QR on a white square (its quiet zone lies in the stub's margins), centred in the strip.
  const { size, ops } = qrOperators(stub.payload);
  const scale = round(STUB_QR / size);
  const qrX = round(x + (STUB_W - STUB_QR) / 2);
  const qrY = round(pageH - y - STUB_QR);
  content.push(`q\n0 g\n${scale} 0 0 ${scale} ${qrX} ${qrY} cm\n${ops}f\nQ\n`);
  y += STUB_QR + mm(1.5);
  const key = fitText(fonts, [regular('Chave: '), bold(stub.key)], width, mm(6), 6, 4.5);
  y += drawFitted(painter, key, left, y) + mm(0.5);
  painter.line([bold('Pix copia e cola:')], left, y, STUB_CODE_SIZE);
  y += STUB_CODE_SIZE * LEADING;
  for (const line of hardLines(fonts, stub.payload, width, STUB_CODE_SIZE)) {
    painter.line([regular(line)], left, y, STUB_CODE_SIZE);
    y += STUB_CODE_SIZE * LEADING;
  }
  const notice = fitText(fonts, [regular(STUB_NOTICE)], width, top + NOTE_H - PAD - y, 5.5, 4.5);
  drawFitted(painter, notice, left, top + NOTE_H - PAD - notice.lines.length * notice.size * LEADING);
}

/** One note in its box whose top-left corner is (`x`, `top`) from the page's top-left, its stub when it has one. */
function drawNote(
  painter: NotePainter,
  fonts: FontSet,
  note: PromissoriaNote,
  x: number,
  top: number,
  stub: NoteStub | null,
): void {
  const content = painter.content;
  const pageH = painter.height;
  // The frame's stroke lies inside the note's 200 × 90 mm, so its ink keeps the edge's 5 mm.
  const frame = 0.8;
  content.rectangle(x + frame / 2, pageH - top - NOTE_H + frame / 2, NOTE_W - frame, NOTE_H - frame, frame);
  const stubW = stub ? STUB_W : 0;
  if (stub) {
    drawStub(painter, fonts, note, stub, x, top);
    const cutX = x + stubW;
    content.line(cutX, pageH - top - frame, cutX, pageH - top - NOTE_H + frame, 0.6, 0.35, [3, 2]);
  }
  const noteRight = x + NOTE_W;
  const innerW = NOTE_W - stubW - 2 * PAD;
  const left = x + stubW + PAD;
  let y = top + PAD;

  // Header: title, number and the amount in figures in a box at the right.
  const text = noteText(note);
  const valueRuns = printable(text.valor);
  const valueSize = fitOneLine(painter, valueRuns, mm(48), 13, 8);
  const valueW = painter.width(valueRuns, valueSize) + mm(4);
  const boxH = 20;
  content.rectangle(noteRight - PAD - valueW, pageH - y - boxH, valueW, boxH, 0.8, 0.93);
  const numberRuns = printable(text.numero);
  const vencRuns = printable(text.vencimento);
  // Beside a stub the header has less room: title, number and due date shrink together until they clear the box.
  const room = innerW - valueW - mm(3);
  let scale = 1;
  const headerW = (k: number) =>
    painter.width([bold(NOTE_TITLE)], 15 * k) +
    painter.width(numberRuns, 11 * k) +
    painter.width(vencRuns, 11 * k) +
    mm(12) * k;
  while (scale > 0.6 && headerW(scale) > room) scale -= 0.05;
  const titleW = painter.width([bold(NOTE_TITLE)], 15 * scale);
  painter.line([bold(NOTE_TITLE)], left, y + 1, 15 * scale);
  painter.line(numberRuns, left + titleW + mm(6) * scale, y + 4, 11 * scale);
  painter.line(
    vencRuns,
    left + titleW + mm(12) * scale + painter.width(numberRuns, 11 * scale),
    y + 4,
    11 * scale,
  );
  // Drawn after the title, so that the text reads (and copies) in that order.
  painter.line(valueRuns, noteRight - PAD - valueW + mm(2), y + (boxH - valueSize) / 2, valueSize);
  y += boxH + mm(2.5);

  const promise = printable(text.promise);
  y += drawFitted(painter, fitText(fonts, promise, innerW, mm(26), 11, 6.5), left, y) + mm(1.5);

  const places = printable(text.places);
  y += drawFitted(painter, fitText(fonts, places, innerW, mm(10), 9.5, 6), left, y) + mm(1.5);

  // The issuer (left) and the signature line (right), down to the bottom of the box.
  const bottom = top + NOTE_H - PAD;
  const signW = stub ? mm(58) : mm(68);
  const issuerW = innerW - signW - mm(5);
  const issuer = printable(text.issuer);
  drawFitted(painter, fitText(fonts, issuer, issuerW, bottom - y, 9.5, stub ? 5 : 5.5), left, y);

  const ruleTop = bottom - mm(6);
  const signLeft = noteRight - PAD - signW;
  content.line(signLeft, pageH - ruleTop, signLeft + signW, pageH - ruleTop, 0.6);
  const label = fitText(fonts, [regular(NOTE_SIGNATURE_LABEL)], signW, mm(5), 8, 6);
  drawFitted(painter, label, signLeft, ruleTop + mm(1), signW);
}

/** The top of each note of a sheet of `perSheet`, from the page's top, in points. */
export function noteTops(perSheet: number): number[] {
  if (perSheet === 1) return [GAP];
  return Array.from({ length: perSheet }, (_, i) => EDGE + i * (NOTE_H + BETWEEN));
}

/** Dashed lines across the sheet in the middle of the gaps between notes, the edge's 5 mm kept clear. */
function drawCutLines(content: PageContent, tops: readonly number[]): void {
  for (let i = 1; i < tops.length; i++) {
    const y = content.height - (tops[i - 1]! + NOTE_H + (tops[i]! - tops[i - 1]! - NOTE_H) / 2);
    // One point further in: the stroke's ends stay inside the 5 mm however a reader measures them.
    content.line(EDGE + 1, y, content.page.getWidth() - EDGE - 1, y, 0.4, 0.45, [4, 3]);
  }
}

/** The batch's last sheet: what the issuer must still do, headed as no part of the notes. */
function drawNextStepsSheet(painter: NotePainter, fonts: FontSet): void {
  const margin = mm(20);
  const width = A4_PORTRAIT.width - 2 * margin;
  let top = margin;
  const title = breakLines([bold(PROMISSORIA_NEXT_STEPS_TITLE)], { maxWidth: width, sizePt: 12, fonts });
  for (const line of title) {
    painter.line(line.segments, margin, top, 12);
    top += 12 * LEADING;
  }
  top += mm(4);
  const size = 10.5;
  PROMISSORIA_NEXT_STEPS.forEach((step, i) => {
    const runs = parseInline(`${i + 1}. ${step}`).map((run) => ({ text: p(run.text), bold: run.bold }));
    for (const line of breakLines(runs, { maxWidth: width, sizePt: size, fonts })) {
      painter.line(line.segments, margin, top, size);
      top += size * 1.4;
    }
    top += mm(3);
  });
}

export interface PromissoriaPdfOptions {
  /** Creation date of the PDF's metadata (default now). */
  createdAt?: Date;
  /** Notes per sheet: three (the batch) or one (a single note). */
  perSheet?: 1 | 3;
  /** A released PDF's check page, printed with its QR at the foot of every sheet. */
  verificationUrl?: string;
  /** The batch's readable reference, printed beside the check's address. */
  documentReference?: string;
  /** The creditor's PIX (issue 43): each note's stub carries a code for its amount. */
  pix?: PixReceiver | null;
}

/** The notes, `perSheet` to an A4 portrait page. */
export async function renderNotesPdf(
  notes: readonly PromissoriaNote[],
  options: PromissoriaPdfOptions = {},
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const perSheet = options.perSheet ?? NOTES_PER_SHEET;
  const doc = await PDFDocument.create({ updateMetadata: false });
  deflateNatively(doc);
  const fonts = await embedFamily(doc, 'sans');
  const first = notes[0];
  setMetadata(
    doc,
    {
      title: notes.length === 1 && first ? `Nota Promissória ${first.numero}` : 'Notas Promissórias',
      subject: 'NOTA PROMISSÓRIA',
      ...(first ? { author: first.emitente_nome } : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    },
    'normalize',
  );
  let pageCount = 0;
  const tops = noteTops(perSheet);
  for (let start = 0; start < notes.length; start += perSheet) {
    const page = doc.addPage([A4_PORTRAIT.width, A4_PORTRAIT.height]);
    pageCount++;
    const painter = new NotePainter(page, fonts);
    const onPage = notes.slice(start, start + perSheet);
    onPage.forEach((note, i) => {
      const pix = options.pix;
      const stub = pix
        ? {
            payload: notePixPayload(
              pix,
              note.valor_nominal_centavos,
              noteTxid(note.lote_id, note.indice_parcela),
            ),
            key: pix.key,
          }
        : null;
      drawNote(painter, fonts, note, LEFT, tops[i]!, stub);
    });
    if (perSheet > 1) drawCutLines(painter.content, tops);
    painter.content.finish(doc);
  }
  if (perSheet > 1) {
    const painter = new NotePainter(doc.addPage([A4_PORTRAIT.width, A4_PORTRAIT.height]), fonts);
    pageCount++;
    drawNextStepsSheet(painter, fonts);
    painter.content.finish(doc);
  }
  if (options.verificationUrl)
    drawVerificationFooter(doc, doc.getPages(), fonts.regular, options.verificationUrl, {
      ...FOOTER,
      ...(options.documentReference ? { reference: options.documentReference } : {}),
    });
  // In the band under the last note, beside where the QR is (or would be).
  if (perSheet > 1) drawPageNumbers(doc, doc.getPages(), fonts.regular, { footer: FOOTER });
  const bytes = await doc.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY });
  return { bytes, pageCount };
}

/** What a batch's PDFs are rendered with besides the form: its id names each note's PIX transaction. */
export type BatchPdfOptions = Omit<PromissoriaPdfOptions, 'perSheet' | 'pix'> & { loteId?: string };

/** The batch's notes, with its id when it has one, and the creditor's PIX of its form. */
export function batchNotes(
  form: PromissoriaFinal,
  { loteId, ...options }: BatchPdfOptions,
): { notes: PromissoriaNote[]; options: PromissoriaPdfOptions } {
  const notes = promissoriaNotes(form, { loteId: loteId ?? null, ownerUid: null });
  return { notes, options: { ...options, pix: pixReceiverOf(form) } };
}

/** The batch's notes three to a sheet, from a form that passed the final check. */
export async function renderPromissoriaPdf(
  form: PromissoriaFinal,
  options: BatchPdfOptions = {},
): Promise<Uint8Array> {
  const batch = batchNotes(form, options);
  return (await renderNotesPdf(batch.notes, batch.options)).bytes;
}

/** One note of the batch (1-based `indice`) on its own sheet. */
export async function renderPromissoriaNotePdf(
  form: PromissoriaFinal,
  indice: number,
  options: BatchPdfOptions = {},
): Promise<Uint8Array> {
  const batch = batchNotes(form, options);
  const note = batch.notes[indice - 1];
  if (!note) throw new RangeError(`parcela inexistente: ${indice}`);
  return (await renderNotesPdf([note], { ...batch.options, perSheet: 1 })).bytes;
}

/** `promissorias_{lote}_3pp.pdf` (spec part 2 §9). */
export function promissoriasFileName(loteId: string): string {
  return `promissorias_${loteId}_3pp.pdf`;
}

/** `promissoria_{lote}_{number}.pdf` (spec part 2 §9), the number "03-10" (no slash in a file name). */
export function promissoriaFileName(loteId: string, numero: string): string {
  return `promissoria_${loteId}_${numero.replace('/', '-')}.pdf`;
}
