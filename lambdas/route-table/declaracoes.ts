// The routes of the declaration-like kinds (residence, work, power of attorney, travel authorization): one
// document each, saved, paid and released as a declaration record.
import { documentDeleteRoute, type RouteDef } from './route-def';

export const declaracaoRoutes: readonly RouteDef[] = [
  {
    method: 'POST',
    path: '/declaracao-save',
    handler: 'handlers/declaracao-save.ts',
    // Optional: a visitor may make a power of attorney (bound to an access key); the other products need a
    // sign-in, which the use case asks for (401).
    access: 'optional-auth',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/declaracao-get',
    handler: 'handlers/declaracao-get.ts',
    // Optional: an anonymous power of attorney is opened with its access key.
    access: 'optional-auth',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/declaracao-mine',
    handler: 'handlers/declaracao-mine.ts',
    access: 'user',
    // Writes: the open payments it shows are asked about again, and one found approved releases its document.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  documentDeleteRoute('declaracao'),
  {
    method: 'GET',
    path: '/declaracao-pdf',
    handler: 'handlers/declaracao-pdf.ts',
    rendersPdf: true,
    access: 'user',
    uses: {
      sealCertificate: true,
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 20,
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/autorizacao-viagem-save',
    handler: 'handlers/autorizacao-viagem-save.ts',
    access: 'user',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/autorizacao-viagem-load',
    handler: 'handlers/autorizacao-viagem-load.ts',
    access: 'user',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/autorizacao-viagem-mine',
    handler: 'handlers/autorizacao-viagem-mine.ts',
    access: 'user',
    // Writes: the open payments it shows are asked about again, and one found approved releases its document.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  documentDeleteRoute('autorizacao-viagem'),
  {
    method: 'GET',
    path: '/autorizacao-viagem-get',
    handler: 'handlers/autorizacao-viagem-get.ts',
    rendersPdf: true,
    access: 'user',
    uses: {
      sealCertificate: true,
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 10,
    timeoutSeconds: 20,
  },
  {
    method: 'GET',
    path: '/procuracao-veiculo-pdf',
    handler: 'handlers/procuracao-veiculo-pdf.ts',
    rendersPdf: true,
    access: 'optional-auth',
    uses: {
      sealCertificate: true,
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    // Open to anonymous visitors: a smaller reservation caps what a flood of renders can take or cost.
    reservedConcurrency: 10,
    timeoutSeconds: 20,
  },
];
