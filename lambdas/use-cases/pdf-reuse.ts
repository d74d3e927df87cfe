// The PDF of an unchanged document is rendered once (issue 17 item 2): every PDF route hashes what it would
// render from (the kind, the checked form, the layout choices, the renderer's version) and, when the document
// notes a PDF of that same hash still in the bucket, hands out a new link to that object instead of rendering
// and storing another. A changed form changes the hash, so it is rendered again. Shared by every kind.
import { createHash } from 'node:crypto';
import type { DocumentRecord } from '../ports/document-store';
import type { FileStore } from '../ports/file-store';
import { canonicalJson } from './canonical-json';

/**
 * Bump when a renderer, a layout or the fonts change what a PDF of the same form looks like: every stored PDF
 * is then rendered again on its next request instead of handed out.
 */
export const PDF_RENDER_VERSION = 3;

/** SHA-256 (hex) of everything the PDF is drawn from. */
export function pdfInputHash(kind: string, input: unknown): string {
  return createHash('sha256')
    .update(canonicalJson({ v: PDF_RENDER_VERSION, kind, input }))
    .digest('hex');
}

/**
 * Where a new PDF of this input goes: below the document and its input's hash, so two inputs never share an
 * object and requests racing to render one input write one object. Under `pdf/`, which the bucket's lifecycle
 * rule expires (an expired one is rendered again on demand).
 */
export function pdfKeyFor(kind: string, id: string, hash: string, fileName: string): string {
  return `pdf/${kind}/${id}/${hash.slice(0, 16)}/${fileName}`;
}

/** The key the document notes for a PDF of this input, or null when it notes none (or one of another input). */
export function notedPdfKey(doc: Pick<DocumentRecord, 'pdf_key' | 'pdf_hash'>, hash: string): string | null {
  return doc.pdf_key && doc.pdf_hash === hash ? doc.pdf_key : null;
}

/**
 * Renders and stores the PDF at `key` unless it is there already (rendered earlier and not yet expired by the
 * bucket's lifecycle rule). Answers whether it rendered.
 */
export async function ensurePdf(
  files: Pick<FileStore, 'exists' | 'put'>,
  key: string,
  render: () => Promise<Uint8Array>,
  contentType = 'application/pdf',
): Promise<boolean> {
  if (await files.exists(key)) return false;
  await files.put(key, await render(), contentType);
  return true;
}

/** What the stored file is, by its name: a PDF, or a ZIP of PDFs (a batch's notes each alone). */
export function contentTypeOf(key: string): string {
  return key.endsWith('.zip') ? 'application/zip' : 'application/pdf';
}

/** The file name a PDF is saved under: the last segment of its key. */
export function fileNameOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}
