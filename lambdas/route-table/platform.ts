// The platform's routes: prices, the signed-in person, payments and Mercado Pago's webhook, the claim of
// anonymous documents, the holder's data (LGPD) and the public check of a PDF's verification code.
import type { RouteDef } from './route-def';

export const platformRoutes: readonly RouteDef[] = [
  {
    method: 'GET',
    path: '/mp-config',
    handler: 'handlers/mp-config.ts',
    access: 'public',
    // The admins' price table (config item `prices`), over the PRICE_* environment.
    uses: { tables: { config: 'read' } },
  },
  {
    method: 'GET',
    path: '/me',
    handler: 'handlers/me.ts',
    access: 'user',
    uses: { tables: { users: 'read' } },
  },
  {
    method: 'POST',
    path: '/user-upsert',
    handler: 'handlers/user-upsert.ts',
    access: 'user',
    uses: { tables: { users: 'write' } },
  },
  {
    method: 'POST',
    path: '/mp-pay',
    handler: 'handlers/mp-pay.ts',
    access: 'optional-auth',
    // Writes `limits`: the document's count of PIX codes this hour.
    uses: {
      tables: {
        documents: 'write',
        payments: 'write',
        limits: 'write',
        config: 'read',
        verifications: 'write',
      },
      mercadoPago: true,
    },
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: '/mp-status',
    handler: 'handlers/mp-status.ts',
    access: 'optional-auth',
    // Writes: a status read may reconcile with Mercado Pago and release the document.
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/mp-webhook',
    handler: 'handlers/mp-webhook.ts',
    access: 'public',
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    // Mercado Pago waits 22 s for the answer: the Lambda ends well before, whatever happens. Its calls to
    // Mercado Pago fit in 10 s (MP_TIMEOUT_MS 3 s × 2 attempts + 1 s back-off, set by the stack).
    timeoutSeconds: 15,
  },
  {
    method: 'GET',
    path: '/mp-webhook',
    handler: 'handlers/mp-webhook-status.ts',
    access: 'optional-auth',
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/document-link-email',
    handler: 'handlers/document-link-email.ts',
    access: 'optional-auth',
    // E-mails a keyed document's access link to its payer; writes `limits`: the document's e-mails this hour.
    uses: { tables: { documents: 'read', payments: 'read', limits: 'write' }, mail: true },
  },
  {
    method: 'POST',
    path: '/document-claim',
    handler: 'handlers/document-claim.ts',
    access: 'user',
    // Makes the anonymous documents whose keys the browser holds the caller's.
    uses: { tables: { documents: 'write' } },
  },
  {
    method: 'POST',
    path: '/meus-dados-export',
    handler: 'handlers/meus-dados-export.ts',
    access: 'user',
    // The holder's data (LGPD): reads their profile, documents (owner indexes), payments (by reference) and
    // verification codes, reads their stored PDFs and photos, and writes the ZIP under pdf/meus-dados/{uid}/.
    uses: {
      tables: { users: 'read', documents: 'read', payments: 'read', verifications: 'read' },
      pdfBucket: { read: ['pdf/', 'uploads/'], write: ['pdf/'] },
    },
    // The ZIP is built in memory: a long-time customer's PDFs and photos.
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/meus-dados-delete',
    handler: 'handlers/meus-dados-delete.ts',
    access: 'user',
    // The account's deletion (LGPD): marks and deletes the profile, deletes the documents, strips their
    // payments to the accounting fields, marks the verification codes deleted, deletes PDFs and photos, and
    // last deletes the person's Cognito user (the only route with a Cognito right): see docs/lgpd.md.
    uses: {
      tables: { users: 'delete', documents: 'delete', payments: 'write', verifications: 'write' },
      pdfBucket: { delete: ['pdf/', 'uploads/'] },
      cognito: ['delete-user'],
    },
    timeoutSeconds: 29,
  },
  {
    // The public check of a released PDF's verification code (issue 23); rate limited per client address at
    // the front door like a render (`edge-limits.ts`), so codes cannot be enumerated.
    method: 'GET',
    path: '/verificar',
    handler: 'handlers/verificar.ts',
    access: 'public',
    uses: { tables: { verifications: 'read' } },
  },
];
