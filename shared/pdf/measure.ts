// Turns blocks into measured flows of drawable items (text lines, signature groups) for pagination.
import { type BlockAlign, type DocumentBlock, type InlineRun, parseInline } from '../documents/blocks';
import type { FontSet } from './fonts';
import { breakLines, type TextLine } from './line-breaker';
import type { Flow, FlowItem } from './paginate';
import { toPrintable, type UnsupportedCharPolicy } from './printable';
import { mm } from './units';

/** A line of text to draw at one size and alignment. */
export interface TextItem {
  kind: 'text';
  line: TextLine;
  sizePt: number;
  align: BlockAlign;
  lineHeight: number;
}

/** A signature group: rules side by side, the signers' lines centred under each. */
export interface SignatureItem {
  kind: 'signature';
  signingSpace: number;
  ruleWidth: number;
  columns: { lines: TextLine[] }[];
  sizePt: number;
  lineHeight: number;
}

/** A framed box: its rule around `height`, and its text lines placed `top` points below the box's inner top. */
export interface BoxItem {
  kind: 'box';
  padding: number;
  height: number;
  lines: { top: number; item: TextItem }[];
}

export type DrawItem = TextItem | SignatureItem | BoxItem;

export interface MeasureSettings {
  fonts: FontSet;
  sizePt: number;
  /** Line height as a multiple of the font size. */
  lineHeightFactor: number;
  contentWidth: number;
  paragraphSpacing: number;
  unsupportedChars: UnsupportedCharPolicy;
}

function runsOf(text: string, policy: UnsupportedCharPolicy, forceBold = false): InlineRun[] {
  // Markers are parsed before normalising so that a symbol dropped next to `**` cannot change the pairing.
  return parseInline(text).map((run) => ({
    text: toPrintable(run.text, policy),
    bold: forceBold || run.bold,
  }));
}

function textFlow(
  text: string,
  align: BlockAlign,
  sizePt: number,
  s: MeasureSettings,
  extra: { bold?: boolean; indent?: number } = {},
): FlowItem<DrawItem>[] {
  const lineHeight = sizePt * s.lineHeightFactor;
  const lines = breakLines(runsOf(text, s.unsupportedChars, extra.bold), {
    maxWidth: s.contentWidth,
    sizePt,
    fonts: s.fonts,
    firstIndent: extra.indent ?? 0,
  });
  return lines.map((line) => ({
    height: lineHeight,
    payload: { kind: 'text', line, sizePt, align, lineHeight },
  }));
}

function signatureFlow(
  block: Extract<DocumentBlock, { type: 'signature' }>,
  s: MeasureSettings,
): FlowItem<DrawItem> {
  const count = Math.max(1, block.signers.length);
  const gutter = mm(10);
  const columnWidth = (s.contentWidth - gutter * (count - 1)) / count;
  const ruleWidth = Math.min(mm(block.lineWidthMm ?? 85), columnWidth);
  const lineHeight = s.sizePt * 1.25;
  const columns = block.signers.map((signer) => ({
    lines: signer.lines.flatMap((text) =>
      breakLines(runsOf(text, s.unsupportedChars), {
        maxWidth: columnWidth,
        sizePt: s.sizePt,
        fonts: s.fonts,
      }),
    ),
  }));
  const signingSpace = mm(block.signingSpaceMm ?? 16);
  const tallest = Math.max(0, ...columns.map((c) => c.lines.length));
  return {
    height: signingSpace + mm(1.5) + tallest * lineHeight,
    payload: { kind: 'signature', signingSpace, ruleWidth, columns, sizePt: s.sizePt, lineHeight },
  };
}

const BOX_PADDING_MM = 4;

function boxFlow(block: Extract<DocumentBlock, { type: 'box' }>, s: MeasureSettings): FlowItem<DrawItem> {
  const padding = mm(BOX_PADDING_MM);
  const inner = { ...s, contentWidth: s.contentWidth - 2 * padding };
  const lines: { top: number; item: TextItem }[] = [];
  let y = 0;
  const place = (items: FlowItem<DrawItem>[], after: number) => {
    for (const { height, payload } of items) {
      lines.push({ top: y, item: payload as TextItem });
      y += height;
    }
    y += after;
  };
  place(textFlow(block.title, 'left', s.sizePt, inner, { bold: true }), mm(2));
  block.paragraphs.forEach((text, i) => {
    place(textFlow(text, 'justify', s.sizePt, inner), i < block.paragraphs.length - 1 ? mm(2) : 0);
  });
  const height = y + 2 * padding;
  return { height, payload: { kind: 'box', padding, height, lines } };
}

/** The flows of `blocks` under the document settings (spacing in points). */
export function measureBlocks(blocks: readonly DocumentBlock[], s: MeasureSettings): Flow<DrawItem>[] {
  return blocks.map((block) => measureBlock(block, s));
}

function measureBlock(block: DocumentBlock, s: MeasureSettings): Flow<DrawItem> {
  if (block.type === 'pageBreak') {
    return {
      items: [],
      spaceBefore: 0,
      spaceAfter: 0,
      keepWithNext: false,
      keepTogether: false,
      kind: 'pageBreak',
    };
  }
  if (block.type === 'spacer') {
    const item: FlowItem<DrawItem> = {
      height: mm(Math.max(0, block.mm)),
      payload: { kind: 'text', line: emptyLine(), sizePt: s.sizePt, align: 'left', lineHeight: 0 },
    };
    return {
      items: [item],
      spaceBefore: 0,
      spaceAfter: 0,
      keepWithNext: false,
      keepTogether: true,
      kind: 'spacer',
    };
  }
  const spaceBefore = mm(block.spaceBeforeMm ?? 0);
  const spaceAfter = block.spaceAfterMm === undefined ? s.paragraphSpacing : mm(block.spaceAfterMm);
  const base = { spaceBefore, spaceAfter, kind: 'content' as const };
  switch (block.type) {
    case 'title': {
      const size = block.sizePt ?? s.sizePt + 4;
      return {
        ...base,
        items: textFlow(block.text, 'center', size, s, { bold: true }),
        spaceAfter: block.spaceAfterMm === undefined ? s.paragraphSpacing * 2 : spaceAfter,
        keepWithNext: block.keepWithNext ?? true,
        keepTogether: true,
      };
    }
    case 'heading':
      return {
        ...base,
        items: textFlow(block.text, 'left', s.sizePt, s, { bold: true }),
        keepWithNext: block.keepWithNext ?? true,
        keepTogether: true,
      };
    case 'paragraph':
      return {
        ...base,
        items: textFlow(block.text, block.align ?? 'justify', s.sizePt, s, {
          indent: mm(block.indentMm ?? 0),
        }),
        keepWithNext: block.keepWithNext ?? false,
        keepTogether: block.keepTogether ?? false,
      };
    case 'center':
    case 'right':
      return {
        ...base,
        items: textFlow(block.text, block.type, s.sizePt, s),
        keepWithNext: block.keepWithNext ?? false,
        keepTogether: true,
      };
    case 'box':
      return {
        ...base,
        items: [boxFlow(block, s)],
        keepWithNext: block.keepWithNext ?? false,
        keepTogether: true,
      };
    case 'signature':
      return {
        ...base,
        items: [signatureFlow(block, s)],
        keepWithNext: block.keepWithNext ?? false,
        keepTogether: true,
      };
  }
}

function emptyLine(): TextLine {
  return { segments: [], width: 0, gaps: 0, hardEnd: true, indent: 0, spaceWidth: 0 };
}
