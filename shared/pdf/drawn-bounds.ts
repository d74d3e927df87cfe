// Where a PDF draws ink, read from its pages' content streams: the box of every stroked or filled path (the
// stroke's half width included, white fills left out) in page points. For tests only (issue 39: nothing within
// 5 mm of the sheet's edge); text positions come from `extractPdfText`.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';

/** A drawn box, origin bottom-left, in points. */
export interface DrawnBox {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

function contentOf(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  let text = '';
  for (const ref of refs) {
    const stream = page.doc.context.lookup(ref as PDFRef);
    if (!(stream instanceof PDFRawStream)) continue;
    text += `${new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())}\n`;
  }
  return text;
}

/** Every painted path of each page of `bytes`. */
export async function drawnPathBoxes(bytes: Uint8Array): Promise<DrawnBox[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => pathBoxes(contentOf(page)));
}

/** The painted paths of one content stream (text objects skipped: their strings may hold any byte). */
export function pathBoxes(content: string): DrawnBox[] {
  const boxes: DrawnBox[] = [];
  const stack: { ctm: Matrix; width: number; white: boolean }[] = [];
  let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, width: 1, white: false };
  let points: [number, number][] = [];
  let operands: number[] = [];
  const point = (x: number, y: number) => {
    const m = state.ctm;
    points.push([m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]);
  };
  const paint = (stroke: boolean, fill: boolean) => {
    if (points.length > 0 && (stroke || (fill && !state.white))) {
      const grow = stroke ? (state.width * Math.hypot(state.ctm[0], state.ctm[1])) / 2 : 0;
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      boxes.push({
        left: Math.min(...xs) - grow,
        right: Math.max(...xs) + grow,
        bottom: Math.min(...ys) - grow,
        top: Math.max(...ys) + grow,
      });
    }
    points = [];
  };
  const body = content.replace(/BT[\s\S]*?ET/g, ' ');
  for (const token of body.split(/\s+/)) {
    if (token === '') continue;
    const number = Number(token);
    if (!Number.isNaN(number) && /^[-+.\d]/.test(token)) {
      operands.push(number);
      continue;
    }
    const o = operands;
    switch (token) {
      case 'q':
        stack.push({ ...state });
        break;
      case 'Q':
        state = stack.pop() ?? state;
        break;
      case 'cm':
        state = { ...state, ctm: multiply(o.slice(-6) as Matrix, state.ctm) };
        break;
      case 'w':
        state = { ...state, width: o[o.length - 1] ?? 1 };
        break;
      case 'g':
        state = { ...state, white: o[o.length - 1] === 1 };
        break;
      case 'rg':
        state = { ...state, white: o.slice(-3).every((v) => v === 1) };
        break;
      case 'm':
      case 'l':
        point(o[o.length - 2]!, o[o.length - 1]!);
        break;
      case 'c':
        for (let i = o.length - 6; i < o.length; i += 2) point(o[i]!, o[i + 1]!);
        break;
      case 're': {
        const [x, y, w, h] = o.slice(-4) as [number, number, number, number];
        point(x, y);
        point(x + w, y + h);
        break;
      }
      case 'S':
      case 's':
        paint(true, false);
        break;
      case 'f':
      case 'F':
      case 'f*':
        paint(false, true);
        break;
      case 'B':
      case 'B*':
      case 'b':
      case 'b*':
        paint(true, true);
        break;
      case 'n':
        points = [];
        break;
    }
    operands = [];
  }
  return boxes;
}
