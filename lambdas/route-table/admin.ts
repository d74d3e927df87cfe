// The admins' console (issue 22): search, a document's page and actions, prices, dashboard and audit trail.
import type { RouteDef } from './route-def';

export const adminRoutes: readonly RouteDef[] = [
  {
    method: 'GET',
    path: '/admin-search',
    handler: 'handlers/admin-search.ts',
    access: 'admin',
    // The admin indexes of documents (by kind, by owner e-mail); a payment id's record names its document.
    uses: { tables: { documents: 'read', payments: 'read' } },
  },
  {
    method: 'GET',
    path: '/admin-document',
    handler: 'handlers/admin-document.ts',
    access: 'admin',
    // The document's audit lines: the audit table's `byTarget` index.
    uses: { tables: { documents: 'read', payments: 'read', audit: 'read-append' } },
  },
  {
    method: 'POST',
    path: '/admin-block',
    handler: 'handlers/admin-block.ts',
    access: 'admin',
    uses: { tables: { documents: 'write', payments: 'read' } },
  },
  {
    method: 'POST',
    path: '/admin-payment-state',
    handler: 'handlers/admin-payment-state.ts',
    access: 'admin',
    uses: { tables: { documents: 'write', payments: 'read' } },
  },
  {
    method: 'POST',
    path: '/admin-payment-check',
    handler: 'handlers/admin-payment-check.ts',
    access: 'admin',
    // Asks Mercado Pago and applies the answer through the payment update path (which may release or refund).
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/admin-refund',
    handler: 'handlers/admin-refund.ts',
    access: 'admin',
    // Refunds at Mercado Pago, then applies the refunded status through the update path (withdraws the release).
    uses: { tables: { documents: 'write', payments: 'write', verifications: 'write' }, mercadoPago: true },
    timeoutSeconds: 29,
  },
  {
    method: 'GET',
    path: '/admin-prices',
    handler: 'handlers/admin-prices.ts',
    access: 'admin',
    uses: { tables: { config: 'read' } },
  },
  {
    method: 'POST',
    path: '/admin-prices-save',
    handler: 'handlers/admin-prices-save.ts',
    access: 'admin',
    uses: { tables: { config: 'write' } },
  },
  {
    method: 'GET',
    path: '/admin-dashboard',
    handler: 'handlers/admin-dashboard.ts',
    access: 'admin',
    // The counters of the last 30 days by kind, and the payments open for over an hour (`byOpenUntil`).
    uses: { tables: { counters: 'read', payments: 'read' } },
  },
  {
    method: 'GET',
    path: '/admin-audit',
    handler: 'handlers/admin-audit.ts',
    access: 'admin',
    // Every admin action, newest first (the audit table's `byTime` index).
    uses: { tables: { audit: 'read-append' } },
  },
];
