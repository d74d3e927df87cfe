// The HTML preview of a document before payment: the blocks of a shared text builder drawn on an A4-like
// page (794 × 1123 px at full width, scaled down on narrow screens). Text is data, never markup.
// Arimo, the PDF's face, comes with this module (only the declaration pages load it), in the two weights the
// blocks use; its faces are split by unicode-range, so a page downloads only the subsets its text needs.
import '@fontsource/arimo/400.css';
import '@fontsource/arimo/700.css';
import { PREVIEW_PRINT_NOTICE, PREVIEW_WATERMARK } from '@shared/api/preview-watermark';
import type { InlineRun, PreviewBlock } from '@shared/documents/blocks';
import './document-preview.css';

function Runs({ runs }: { runs: InlineRun[] }) {
  return (
    <>
      {runs.map((run, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and rebuilt on every change
        run.bold ? <strong key={i}>{run.text}</strong> : <span key={i}>{run.text}</span>,
      )}
    </>
  );
}

function Lines({ lines }: { lines: InlineRun[][] }) {
  return (
    <>
      {lines.map((runs, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
        <span key={i}>
          {i > 0 && <br />}
          <Runs runs={runs} />
        </span>
      ))}
    </>
  );
}

function Block({ block }: { block: PreviewBlock }) {
  const style = { textAlign: block.align };
  switch (block.kind) {
    case 'title':
      return (
        <p className="doc-title" style={style}>
          <Lines lines={block.lines} />
        </p>
      );
    case 'heading':
      return (
        <p className="doc-heading" style={style}>
          <Lines lines={block.lines} />
        </p>
      );
    case 'paragraph':
      return (
        <p className="doc-paragraph" style={style}>
          <Lines lines={block.lines} />
        </p>
      );
    case 'line':
      return (
        <p className="doc-line" style={style}>
          <Lines lines={block.lines} />
        </p>
      );
    case 'signature':
      return (
        <div className="doc-signatures">
          {(block.signers ?? []).map((lines, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: signers are positional
            <div key={i} className="doc-signature">
              <div className="doc-signature-rule" aria-hidden="true" />
              {lines.map((runs, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
                <div key={j}>
                  <Runs runs={runs} />
                </div>
              ))}
            </div>
          ))}
        </div>
      );
    case 'box':
      return (
        <div className="doc-box">
          <p className="doc-heading">
            <Lines lines={block.lines} />
          </p>
          {(block.paragraphs ?? []).map((lines, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional
            <p key={i} className="doc-paragraph">
              <Lines lines={lines} />
            </p>
          ))}
        </div>
      );
    case 'spacer':
      return <div style={{ height: `calc(var(--doc-mm) * ${block.mm ?? 0})` }} />;
    case 'pageBreak':
      return <hr className="doc-page-break" />;
  }
}

/** Marks down the page: one an A4 page's third, enough for a preview three pages long. */
const WATERMARK_ROWS = Array.from({ length: 9 }, (_, i) => i);

export interface DocumentPreviewProps {
  blocks: readonly PreviewBlock[];
  /** Accessible name of the preview region, e.g. "Prévia da declaração". */
  label: string;
  /** A note under the page (e.g. "Revise todas as informações antes de assinar."). */
  note?: string;
}

export function DocumentPreview({ blocks, label, note }: DocumentPreviewProps) {
  return (
    <figure className="document-preview" aria-label={label}>
      <div className="doc-page-frame">
        <article className="doc-page">
          {blocks.map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional and rebuilt on every change
            <Block key={i} block={block} />
          ))}
          {/* Issue 39: the preview is marked on screen and on paper, so a printed page is never taken for the
              document; the mark repeats down a page that grows with its text. */}
          <div className="doc-watermark" aria-hidden="true">
            {WATERMARK_ROWS.map((row) => (
              // Generated content (CSS): drawn and printed, yet no text for assistive technology to read.
              <span key={row} data-mark={PREVIEW_WATERMARK} />
            ))}
          </div>
          <p className="doc-print-notice">{PREVIEW_PRINT_NOTICE}</p>
        </article>
      </div>
      {note && <figcaption className="doc-preview-note">{note}</figcaption>}
    </figure>
  );
}
