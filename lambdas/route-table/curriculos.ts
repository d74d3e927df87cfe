// The resume's routes: saves, lists, photos, previews and the released PDF (spec part 1).
import { documentDeleteRoute, type RouteDef } from './route-def';

export const curriculoRoutes: readonly RouteDef[] = [
  {
    method: 'POST',
    path: '/curriculo-save',
    handler: 'handlers/curriculo-save.ts',
    access: 'user',
    // A save claims its uploaded photo (copy out of uploads/pending/ into uploads/, then delete the upload) and
    // deletes the photo it replaced or removed.
    uses: {
      tables: { documents: 'write' },
      pdfBucket: { read: ['uploads/pending/'], write: ['uploads/'], delete: ['uploads/'] },
    },
  },
  {
    method: 'POST',
    path: '/curriculo-update',
    handler: 'handlers/curriculo-update.ts',
    access: 'user',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/curriculo-get',
    handler: 'handlers/curriculo-get.ts',
    access: 'user',
    // Reads the bucket: the photo's display link.
    uses: { tables: { documents: 'read' }, pdfBucket: { read: ['uploads/'] } },
  },
  {
    method: 'POST',
    path: '/curriculo-unblock',
    handler: 'handlers/curriculo-unblock.ts',
    access: 'admin',
    // An admin opening a blocked resume unblocks it; answered with the resume and its photo's link.
    uses: { tables: { documents: 'write' }, pdfBucket: { read: ['uploads/'] } },
  },
  {
    method: 'GET',
    path: '/curriculo-mine',
    handler: 'handlers/curriculo-mine.ts',
    access: 'user',
    // Writes: the open payments it shows are asked about again, and one found approved releases its document.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/curriculo-new-reference',
    handler: 'handlers/curriculo-new-reference.ts',
    access: 'user',
    uses: { tables: { documents: 'write' } },
  },
  documentDeleteRoute('curriculo', ['pdf/', 'uploads/']),
  {
    method: 'GET',
    path: '/curriculo-pdf',
    handler: 'handlers/curriculo-pdf.ts',
    rendersPdf: true,
    access: 'user',
    // Reads the photo it prints; writes the PDF and signs its link, and notes on the resume which PDF it is
    // (its input's hash), so an unchanged resume's PDF is handed out again instead of rendered again.
    uses: {
      sealCertificate: true,
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/', 'uploads/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 20,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/curriculo-preview',
    handler: 'handlers/curriculo-preview.ts',
    rendersPdf: true,
    access: 'user',
    // Reads the bucket: the photo printed on the preview (the person's pending upload or the kept one); the
    // payments: a released resume previewed as stored has no "PRÉVIA"; writes `limits`: the person's count of
    // previews this minute.
    uses: {
      tables: { documents: 'read', payments: 'read', limits: 'write' },
      pdfBucket: { read: ['uploads/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 10,
    timeoutSeconds: 20,
  },
  {
    method: 'GET',
    path: '/curriculo-layout-sample',
    handler: 'handlers/curriculo-layout-sample.ts',
    access: 'public',
    // Renders the fixed sample: no table, no bucket; the PDF fonts beside its bundle.
    uses: {},
    rendersPdf: true,
    memoryMb: 1024,
    // Public and anonymous: a small reservation caps what a flood of sample renders can take or cost.
    reservedConcurrency: 5,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/curriculo-photo-url',
    handler: 'handlers/curriculo-photo-url.ts',
    access: 'user',
    // A presigned PUT acts with this function's rights: it may write new uploads and nothing else.
    uses: { pdfBucket: { write: ['uploads/pending/'] } },
  },
];
