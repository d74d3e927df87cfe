// The routes of the contract-like kinds (rental contract and its receipts, vehicle sale contract, promissory
// notes): saved, paid, blocked and released as a contract record.
import { documentDeleteRoute, type RouteDef } from './route-def';

export const contratoRoutes: readonly RouteDef[] = [
  {
    method: 'POST',
    path: '/contrato-save',
    handler: 'handlers/contrato-save.ts',
    // Anonymous callers: the vehicle sale contract only (its kind says so; the rental answers 401).
    access: 'optional-auth',
    // Mail: an edit that clears an invited party's confirmation tells them (issue 44).
    uses: { tables: { documents: 'write' }, mail: true },
  },
  {
    method: 'POST',
    path: '/contrato-update',
    handler: 'handlers/contrato-update.ts',
    // Anonymous callers: the vehicle sale contract only (its kind says so; the rental answers 401).
    access: 'optional-auth',
    // Mail: an edit that clears an invited party's confirmation tells them (issue 44).
    uses: { tables: { documents: 'write' }, mail: true },
  },
  {
    method: 'GET',
    path: '/contrato-get',
    handler: 'handlers/contrato-get.ts',
    // Anonymous callers: the documents made anonymously, with their access key.
    access: 'optional-auth',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/contrato-list',
    handler: 'handlers/contrato-list.ts',
    access: 'user',
    // Writes: the open payments it shows are asked about again, and one found approved releases its document.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  documentDeleteRoute('contrato'),
  {
    method: 'POST',
    path: '/contrato-block',
    handler: 'handlers/contrato-block.ts',
    access: 'admin',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/contrato-pdf',
    handler: 'handlers/contrato-pdf.ts',
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
    path: '/recibo-aluguel-save',
    handler: 'handlers/recibo-aluguel-save.ts',
    access: 'optional-auth',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/recibo-aluguel-get',
    handler: 'handlers/recibo-aluguel-get.ts',
    access: 'optional-auth',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/recibo-aluguel-pdf',
    handler: 'handlers/recibo-aluguel-pdf.ts',
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
  {
    method: 'POST',
    path: '/promissoria-save',
    handler: 'handlers/promissoria-save.ts',
    access: 'user',
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'GET',
    path: '/promissoria-lote',
    handler: 'handlers/promissoria-lote.ts',
    access: 'user',
    uses: { tables: { documents: 'read' } },
  },
  {
    method: 'GET',
    path: '/promissoria-list',
    handler: 'handlers/promissoria-list.ts',
    access: 'user',
    // Writes: the open payments it shows are asked about again, and one found approved releases its batch.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: '/promissoria-get',
    handler: 'handlers/promissoria-get.ts',
    access: 'user',
    uses: { tables: { documents: 'read' } },
  },
  documentDeleteRoute('promissoria'),
  {
    method: 'GET',
    path: '/promissoria-pdf',
    handler: 'handlers/promissoria-pdf.ts',
    rendersPdf: true,
    access: 'user',
    uses: {
      sealCertificate: true,
      tables: { documents: 'write', payments: 'read', verifications: 'write' },
      pdfBucket: { read: ['pdf/'], write: ['pdf/'] },
    },
    memoryMb: 1024,
    reservedConcurrency: 20,
    // Every note alone in one ZIP: 120 renders.
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: '/contrato-veiculo-pdf',
    handler: 'handlers/contrato-veiculo-pdf.ts',
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
