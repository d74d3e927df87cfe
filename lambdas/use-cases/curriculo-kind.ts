// The resume as a document kind (spec part 1 §3.2, §4.1): its stored record read as the domain's metadata and
// written back, and the payment rules the shared payment use cases ask (30-day release, payment rounds, the
// edit counter reset and the status set to liberado on approval).

import { isPaidResume, isReleased, markPaid } from '@shared/documents/curriculo/rules';
import {
  type CurriculoMeta,
  type CurriculoStatus,
  checkCurriculo,
  curriculoDraftSchema,
  curriculoPaymentProblems,
  isLayoutId,
  layoutConfigSchema,
} from '@shared/documents/curriculo/schema';
import { curriculo } from '@shared/kinds/curriculo';
import type { DocumentChanges, DocumentState } from '../ports/document-store';
import type { DocumentKind, PaymentRules } from './document-kind';
import { type KindRules, kindFromManifest } from './kind-from-manifest';
import { nextRoundReference } from './payment-rounds';

export const CURRICULO_KIND = curriculo.id;

/**
 * Bound of a save or preview body: a full resume (15 experiences of 2,000 characters of duties, 20 courses,
 * 40 skills) in UTF-8 JSON stays below 128 KB; the default 64 KB would refuse the largest valid ones.
 */
export const CURRICULO_MAX_BODY_BYTES = 256 * 1024;

const STORED_STATUSES: readonly string[] = ['pendente', 'liberado', 'aprovado'];

/** `blocked` is the one flag every use case reads, so it decides bloqueado; the stored status the rest. */
export function curriculoStatusOf(doc: Pick<DocumentState, 'blocked' | 'status' | 'paid'>): CurriculoStatus {
  if (doc.blocked) return 'bloqueado';
  if (doc.status && STORED_STATUSES.includes(doc.status)) return doc.status as CurriculoStatus;
  return doc.paid ? 'liberado' : 'pendente';
}

/** The record's metadata as the shared rules read it. */
export function curriculoMeta(doc: DocumentState): CurriculoMeta {
  return {
    id: doc.id,
    status: curriculoStatusOf(doc),
    pay: doc.paid,
    paidAt: doc.paid_at ?? null,
    editCountSincePaid: doc.edit_count_since_paid ?? 0,
    lastCountedEditAt: doc.last_counted_edit_at ?? null,
    needs_repayment: doc.needs_repayment,
    activePaymentRef: doc.payment_reference,
    lastLayout: isLayoutId(doc.last_layout) ? doc.last_layout : null,
    layoutConfig: layoutConfigSchema.parse(doc.layout_config),
  };
}

/** The stored fields of what the rules decide (the layout choice is written apart). */
export function metaChanges(meta: CurriculoMeta): DocumentChanges {
  return {
    status: meta.status,
    blocked: meta.status === 'bloqueado',
    paid: meta.pay,
    paid_at: meta.paidAt,
    edit_count_since_paid: meta.editCountSincePaid,
    last_counted_edit_at: meta.lastCountedEditAt ?? null,
    needs_repayment: meta.needs_repayment,
    ...(meta.activePaymentRef ? { payment_reference: meta.activePaymentRef } : {}),
  };
}

/** Released for the PDF: paid for its current content, status liberado or aprovado, paid within 30 days. */
export function isCurriculoReleased(doc: DocumentState, now: number): boolean {
  return doc.paid && isReleased(curriculoMeta(doc), now);
}

const curriculoPaymentRules: PaymentRules = {
  settled: (doc, now) => isCurriculoReleased(doc, now),

  // The current round was paid and its release lapsed (30 days) or was taken back by a block: the next
  // payment is a new round, so a late approval of the old one can never stand for it.
  beforePayment(doc, now) {
    const meta = curriculoMeta(doc);
    if (!isPaidResume(meta) || isCurriculoReleased(doc, now)) return null;
    return {
      payment_reference: nextRoundReference(doc),
      paid: false,
      needs_repayment: true,
      ...(doc.blocked ? {} : { status: 'pendente' }),
    };
  },

  onRelease: (doc, now) => metaChanges(markPaid(curriculoMeta(doc), now)),

  onWithdraw: (doc) => ({ status: doc.blocked ? 'bloqueado' : 'pendente' }),

  // The spec shows a blocked resume's owner the payment page: paying releases (and so unblocks) it.
  payableWhenBlocked: true,
};

/** The resume's rules beside its manifest (shared/kinds/curriculo.ts). */
export const curriculoRules: KindRules = {
  draftSchema: curriculoDraftSchema,
  finalCheck(form) {
    const check = checkCurriculo(form);
    if (check.ok) return { ok: true, form: check.form };
    return { ok: false, message: check.message, fields: check.fields };
  },
  // A resume with a name but nothing beyond the personal data is not worth paying for (issue 15).
  paymentProblems: curriculoPaymentProblems,
  paymentRules: curriculoPaymentRules,
};

export const curriculoKind: DocumentKind = kindFromManifest(curriculo, curriculoRules);
