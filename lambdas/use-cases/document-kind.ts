// What a kind of document is to the server's use cases (issue 42): the shape `document-kinds.ts` registers and
// each kind fills, apart from that registry so a kind's own module (`curriculo-kind.ts`) can be typed by it
// without importing the registry that imports it.
import type { PaymentAmountOptions } from '@shared/payments/amount';
import type { PriceKey } from '@shared/prices/prices';
import type * as z from 'zod';
import type { DocumentChanges, DocumentState } from '../ports/document-store';

export type FinalCheck =
  | { ok: true; form: Record<string, unknown> }
  | {
      ok: false;
      message: string;
      /** Every refused field with its own message, answered as the error's `fields` (absent: none known). */
      fields?: Readonly<Record<string, string | undefined>>;
    };

export interface DocumentKind {
  kind: string;
  /** Start of every reference of the kind, followed by 24 characters of the owner's uid, a timestamp and a random suffix. */
  referencePrefix: string;
  /** Which price of the price table a payment for the kind charges. */
  priceKey: PriceKey;
  /** Shown to the payer by Mercado Pago. */
  description: string;
  /** Types and lengths only: any partially filled form may be saved. */
  draftSchema: z.ZodType<Record<string, unknown>>;
  /**
   * The draft as its page shows it: every field a choice hides blanked (shared/documents, the same rule the page
   * and the PDF apply). Every save stores this, so a hand-made request cannot keep what the page would have
   * cleared (issue 39). Absent: the kind hides nothing by a choice.
   */
  visibleForm?(form: Record<string, unknown>): Record<string, unknown>;
  /** Everything a PDF needs, with the page's messages; the normalised form when it passes. */
  finalCheck(form: unknown): FinalCheck;
  /** What a payment needs besides the final check (a resume's content), refused by `mp-pay`; absent: nothing. */
  paymentProblems?(form: unknown): string[];
  /** The two names a list row shows. */
  summary(form: Record<string, unknown>): { titular: string; dependente: string };
  /** The options of the stored form that change the price (the contract's receipts); none when absent. */
  priceOptions?(form: Record<string, unknown>): PaymentAmountOptions;
  /** Kinds whose payment state is more than `paid` and `needs_repayment` (resumes); absent for the others. */
  paymentRules?: PaymentRules;
  /**
   * Whether the checked form has this other PDF of the document (a kind with more than one: a batch's single
   * note); absent: the document has only its one PDF.
   */
  hasPdfVariant?(form: Record<string, unknown>, variant: string): boolean;
  /**
   * Visitors who are not signed in may create it through the declaration routes (bound to an access key);
   * absent: those routes need a sign-in for it.
   */
  anonymous?: boolean;
  /**
   * The first party's name, whose initials the public check of a released PDF shows (issue 23); absent: the
   * list row's `titular`.
   */
  firstPartyName?(form: Record<string, unknown>): string;
}

/**
 * How a kind's payment state reads and moves when it has its own rules (resumes: a 30-day release, a fresh
 * payment reference per payment round, edits counted since the payment). The payment use cases ask these.
 */
export interface PaymentRules {
  /** Paid and released now: a new payment is refused as already paid, and an approval changes nothing. */
  settled(doc: DocumentState, now: number): boolean;
  /** Stored before a payment is issued (e.g. a fresh reference once the current one is spent), or null. */
  beforePayment(doc: DocumentState, now: number): DocumentChanges | null;
  /** Stored with the generic release fields when an approved payment of the current reference releases it. */
  onRelease(doc: DocumentState, now: number): DocumentChanges;
  /** Stored with `paid: false` when the payment that paid the document is refunded or charged back. */
  onWithdraw(doc: DocumentState): DocumentChanges;
  /** A blocked document may still be paid for (its approval unblocks it). */
  payableWhenBlocked: boolean;
}
