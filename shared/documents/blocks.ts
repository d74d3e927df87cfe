// The document block model: what text builders produce and what both the SPA's HTML preview and the PDF engine read.

/** Horizontal placement of a paragraph's lines. `justify` leaves the last line of a paragraph left-aligned. */
export type BlockAlign = 'justify' | 'left' | 'center' | 'right';

/** Fields every block accepts. */
interface BlockBase {
  /** Keep this block on the same page as the start of the next one (titles and headings do by default). */
  keepWithNext?: boolean;
  /** Extra space before the block, in millimetres (dropped at the top of a page). */
  spaceBeforeMm?: number;
  /** Space after the block, in millimetres (the engine's paragraph spacing when absent). */
  spaceAfterMm?: number;
}

/** A document title: centred, bold, larger; never left alone at the foot of a page. */
export interface TitleBlock extends BlockBase {
  type: 'title';
  text: string;
  /** Font size in points (default: body size + 4). */
  sizePt?: number;
}

/** A left-aligned bold heading (e.g. a contract clause title); kept with what follows. */
export interface HeadingBlock extends BlockBase {
  type: 'heading';
  text: string;
}

/**
 * Running text with `**bold**` markers. A newline inside `text` starts a new line within the same paragraph
 * (the line before it is not stretched).
 */
export interface ParagraphBlock extends BlockBase {
  type: 'paragraph';
  text: string;
  /** Default `justify`. */
  align?: BlockAlign;
  /** First-line indent in millimetres. */
  indentMm?: number;
  /** Never split this paragraph across pages. */
  keepTogether?: boolean;
}

/** One centred line (or several, split on newlines) with `**bold**` markers. */
export interface CenterBlock extends BlockBase {
  type: 'center';
  text: string;
}

/** One right-aligned line (the place-and-date line), with `**bold**` markers. */
export interface RightBlock extends BlockBase {
  type: 'right';
  text: string;
}

/** One signer: the lines centred under the signature line (name, document, role), with `**bold**` markers. */
export interface Signer {
  lines: string[];
}

/**
 * Signature lines: a rule with the signer's lines centred under it. Several signers sit side by side in equal
 * columns. The block is never split across pages.
 */
export interface SignatureBlock extends BlockBase {
  type: 'signature';
  signers: Signer[];
  /** Space left above the rule for the handwritten signature, in millimetres (default 16). */
  signingSpaceMm?: number;
  /** Length of each rule in millimetres (default 85, capped by the column width). */
  lineWidthMm?: number;
}

/**
 * A framed box: a bold title and paragraphs (with `**bold**` markers) inside a thin rule, never split across
 * pages (a closing "Próximos passos").
 */
export interface BoxBlock extends BlockBase {
  type: 'box';
  title: string;
  paragraphs: string[];
}

/** Vertical space in millimetres (dropped at the top of a page). */
export interface SpacerBlock {
  type: 'spacer';
  mm: number;
}

/** Forces the following blocks onto a new page. */
export interface PageBreakBlock {
  type: 'pageBreak';
}

export type DocumentBlock =
  | TitleBlock
  | HeadingBlock
  | ParagraphBlock
  | CenterBlock
  | RightBlock
  | SignatureBlock
  | BoxBlock
  | SpacerBlock
  | PageBreakBlock;

/** A piece of inline text in one style. */
export interface InlineRun {
  text: string;
  bold: boolean;
}

/**
 * Stands in for a typed `*` inside block text, so no run of them can open or close a bold marker; reading the
 * runs turns it back into `*`, so every asterisk a person typed is printed. A private-use code point: the
 * forms refuse it as unprintable, so it never comes from a person.
 */
const ESCAPED_STAR = '\ue02a';

/**
 * Splits `**bold**` markers into runs. An unmatched `**` is kept as literal text, so user input containing
 * asterisks never swallows the rest of a paragraph.
 */
export function parseInline(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  const push = (piece: string, bold: boolean) => {
    if (piece === '') return;
    const text = piece.replaceAll(ESCAPED_STAR, '*');
    const last = runs[runs.length - 1];
    if (last && last.bold === bold) last.text += text;
    else runs.push({ text, bold });
  };
  let rest = text;
  for (;;) {
    const open = rest.indexOf('**');
    if (open < 0) break;
    const close = rest.indexOf('**', open + 2);
    if (close < 0) break;
    push(rest.slice(0, open), false);
    push(rest.slice(open + 2, close), true);
    rest = rest.slice(close + 2);
  }
  push(rest, false);
  return runs;
}

/** Removes `**bold**` markers, keeping the text. */
export function stripInline(text: string): string {
  return parseInline(text)
    .map((r) => r.text)
    .join('');
}

/** Makes user text safe to interpolate into block text: every `*` is kept and printed, none is a marker. */
export function escapeInline(value: string): string {
  return value.replaceAll('*', ESCAPED_STAR);
}

/** One block as an HTML preview draws it: alignment plus styled lines of runs (no markup, no escaping needed). */
export interface PreviewBlock {
  kind: 'title' | 'heading' | 'paragraph' | 'line' | 'signature' | 'box' | 'spacer' | 'pageBreak';
  align: BlockAlign;
  /** Each entry is one line (paragraph lines are re-flowed by the browser). */
  lines: InlineRun[][];
  /** For `signature`: one entry per signer, each a list of lines. */
  signers?: InlineRun[][][];
  /** For `box`: its paragraphs, each a list of lines (`lines` holds the title). */
  paragraphs?: InlineRun[][][];
  /** For `spacer`: its height. */
  mm?: number;
}

/** The blocks in a form a React (or any HTML) preview renders directly: text is data, never markup. */
export function toPreview(blocks: readonly DocumentBlock[]): PreviewBlock[] {
  return blocks.map(previewOf);
}

function previewOf(block: DocumentBlock): PreviewBlock {
  switch (block.type) {
    case 'title':
      return { kind: 'title', align: 'center', lines: splitLines(block.text) };
    case 'heading':
      return { kind: 'heading', align: 'left', lines: splitLines(block.text) };
    case 'paragraph':
      return { kind: 'paragraph', align: block.align ?? 'justify', lines: splitLines(block.text) };
    case 'center':
      return { kind: 'line', align: 'center', lines: splitLines(block.text) };
    case 'right':
      return { kind: 'line', align: 'right', lines: splitLines(block.text) };
    case 'signature':
      return {
        kind: 'signature',
        align: 'center',
        lines: [],
        signers: block.signers.map((s) => s.lines.map(parseInline)),
      };
    case 'box':
      return {
        kind: 'box',
        align: 'left',
        lines: splitLines(block.title),
        paragraphs: block.paragraphs.map(splitLines),
      };
    case 'spacer':
      return { kind: 'spacer', align: 'left', lines: [], mm: block.mm };
    case 'pageBreak':
      return { kind: 'pageBreak', align: 'left', lines: [] };
  }
}

function splitLines(text: string): InlineRun[][] {
  return text.split('\n').map(parseInline);
}

/**
 * Plain text of the blocks (markers removed): for stored preview texts, search and tests. Signature rules are
 * drawn as underscores.
 */
export function blocksToPlainText(blocks: readonly DocumentBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case 'title':
      case 'heading':
      case 'paragraph':
      case 'center':
      case 'right':
        parts.push(stripInline(block.text).replace(/\u00a0/g, ' '));
        break;
      case 'signature':
        for (const signer of block.signers) {
          parts.push(['______________________________', ...signer.lines.map(stripInline)].join('\n'));
        }
        break;
      case 'box':
        parts.push(
          [block.title, ...block.paragraphs]
            .map(stripInline)
            .join('\n')
            .replace(/\u00a0/g, ' '),
        );
        break;
      case 'spacer':
      case 'pageBreak':
        break;
    }
  }
  return parts.join('\n\n');
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and quoted attributes (the previews, the e-mails' HTML part). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function runsToHtml(runs: InlineRun[]): string {
  return runs.map((r) => (r.bold ? `<strong>${escapeHtml(r.text)}</strong>` : escapeHtml(r.text))).join('');
}

/**
 * A self-contained HTML fragment of the blocks, all text escaped (for previews outside React, e-mails, tests).
 * Classes: `doc-title`, `doc-heading`, `doc-paragraph`, `doc-line`, `doc-signature`; alignment inline.
 */
export function blocksToHtml(blocks: readonly DocumentBlock[]): string {
  return toPreview(blocks).map(previewHtml).join('\n');
}

function previewHtml(b: PreviewBlock): string {
  const style = `text-align:${b.align}`;
  const body = b.lines.map(runsToHtml).join('<br>');
  switch (b.kind) {
    case 'title':
      return `<h1 class="doc-title" style="${style}">${body}</h1>`;
    case 'heading':
      return `<h2 class="doc-heading" style="${style}">${body}</h2>`;
    case 'paragraph':
      return `<p class="doc-paragraph" style="${style}">${body}</p>`;
    case 'line':
      return `<p class="doc-line" style="${style}">${body}</p>`;
    case 'signature':
      return (b.signers ?? [])
        .map(
          (lines) =>
            `<div class="doc-signature" style="${style}"><div>______________________________</div>${lines
              .map((l) => `<div>${runsToHtml(l)}</div>`)
              .join('')}</div>`,
        )
        .join('');
    case 'box':
      return `<div class="doc-box"><p class="doc-heading">${body}</p>${(b.paragraphs ?? [])
        .map((lines) => `<p class="doc-paragraph">${lines.map(runsToHtml).join('<br>')}</p>`)
        .join('')}</div>`;
    case 'spacer':
      return `<div style="height:${b.mm ?? 0}mm"></div>`;
    case 'pageBreak':
      return '<hr class="doc-page-break">';
  }
}
