// What /PagamentoMP can pay: each document kind tells whether a reference is its own (by prefix, as prices do,
// spec part 1 §9) and how to find the document behind it. Each feature defines its own kind; the app layer
// lists them (`app/payment-kinds.ts`) and hands the list to the page, so no feature imports another's.
import type { PaidStatusArea } from '@shared/payments/paid-status';
import type { PriceKey, PriceTable } from '@shared/prices/prices';
import type { ApiClient } from '@/lib/api-client';

export interface PayableDocument {
  /** "Currículo", "Declaração de Residência". */
  kindLabel: string;
  /** What is being paid, e.g. the person's name and position. */
  title: string;
  details: string[];
  area: PaidStatusArea;
  priceKey: PriceKey;
  /** The reference the payment uses (may differ from the one in the URL, e.g. a resume id); null when spent. */
  reference: string | null;
  /** For a spent reference (an expired resume's): asks the server for a new one when the person pays. */
  newReference?: (api: ApiClient) => Promise<string>;
  /** Already paid or otherwise released. */
  paid: boolean;
  /** What the document lacks before it can be paid for (the panel lists it instead of offering to pay). */
  missing?: readonly string[];
  /** Where the person goes once paid, and the way back before. */
  next: { to: string; label: string };
  back: { to: string; label: string };
  /** Downloads the released document from this page; resolves once done (its own toasts). */
  download?: (api: ApiClient) => Promise<unknown>;
  /** A price beyond the kind's own (a contract with its receipts); the server charges the same. */
  amountCents?: (table: PriceTable) => number;
  /** Extra `mp-pay` fields (the contract's `addReceipts`). */
  extraPayBody?: { addReceipts?: boolean };
}

export interface PaymentKind {
  id: string;
  /** Signed-out visitors are sent to /Login first. */
  requiresSignIn: boolean;
  matches(reference: string): boolean;
  /** The document, or null when none of the person's documents has this reference. */
  find(api: ApiClient, reference: string): Promise<PayableDocument | null>;
}

/** The kind a reference belongs to, first match wins; null when none of `kinds` knows it. */
export function paymentKindFor(reference: string, kinds: readonly PaymentKind[]): PaymentKind | null {
  return kinds.find((kind) => kind.matches(reference)) ?? null;
}
