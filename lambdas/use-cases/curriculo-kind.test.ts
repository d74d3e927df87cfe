// The resume's payment rules as the shared payment use cases ask them: released for 30 days while paid and not
// blocked, a new round only once the paid one is spent, markPaid on approval, and the record mapping.
import { describe, expect, it } from 'vitest';
import type { DocumentState } from '../ports/document-store';
import { curriculoKind, curriculoMeta, isCurriculoReleased } from './curriculo-kind';

const NOW = Date.UTC(2026, 10, 21, 12);
const DAY = 86_400_000;
const rules = curriculoKind.paymentRules!;

function doc(changes: Partial<DocumentState> = {}): DocumentState {
  return {
    id: 'curriculo-x-1',
    kind: 'curriculo',
    owner_uid: 'u1',
    owner_email: 'a@example.com',
    payment_reference: 'curriculo-x-1.p1',
    payment_id: null,
    paid: false,
    paid_at: null,
    needs_repayment: false,
    blocked: false,
    is_draft: true,
    pdf_generated: false,
    pdf_key: null,
    payment_attempt: 0,
    status: 'pendente',
    edit_count_since_paid: 0,
    last_counted_edit_at: null,
    created_at: NOW - 40 * DAY,
    updated_at: NOW - 40 * DAY,
    version: 1,
    ...changes,
  };
}

const paid = (daysAgo: number, changes: Partial<DocumentState> = {}) =>
  doc({ paid: true, paid_at: NOW - daysAgo * DAY, status: 'liberado', ...changes });

describe('the resume payment rules', () => {
  it('count a paid resume as released (settled) for 30 days, not when blocked or pending', () => {
    expect(rules.settled(paid(29), NOW)).toBe(true);
    expect(rules.settled(paid(30), NOW)).toBe(false);
    expect(rules.settled(paid(1, { blocked: true, status: 'bloqueado' }), NOW)).toBe(false);
    expect(rules.settled(doc(), NOW)).toBe(false);
    expect(isCurriculoReleased(paid(1, { paid: false }), NOW)).toBe(false);
  });

  it('start a new round before a payment only when the paid round is spent', () => {
    expect(rules.beforePayment(doc(), NOW)).toBeNull();
    expect(rules.beforePayment(paid(1), NOW)).toBeNull();
    expect(rules.beforePayment(paid(31), NOW)).toEqual({
      payment_reference: 'curriculo-x-1.p2',
      paid: false,
      needs_repayment: true,
      status: 'pendente',
    });
    expect(rules.beforePayment(paid(1, { blocked: true, status: 'bloqueado' }), NOW)).toEqual({
      payment_reference: 'curriculo-x-1.p2',
      paid: false,
      needs_repayment: true,
    });
  });

  it('release as markPaid does: liberado, unblocked, the counter reset', () => {
    const changes = rules.onRelease(
      doc({ blocked: true, status: 'bloqueado', edit_count_since_paid: 5, last_counted_edit_at: NOW - 1 }),
      NOW,
    );
    expect(changes).toMatchObject({
      status: 'liberado',
      blocked: false,
      paid: true,
      paid_at: NOW,
      edit_count_since_paid: 0,
      last_counted_edit_at: null,
      needs_repayment: false,
      payment_reference: 'curriculo-x-1.p1',
    });
  });

  it('read the stored record as the shared metadata', () => {
    expect(curriculoMeta(paid(2, { last_layout: 'classic', layout_config: null }))).toEqual({
      id: 'curriculo-x-1',
      status: 'liberado',
      pay: true,
      paidAt: NOW - 2 * DAY,
      editCountSincePaid: 0,
      lastCountedEditAt: null,
      needs_repayment: false,
      activePaymentRef: 'curriculo-x-1.p1',
      lastLayout: 'classic',
      layoutConfig: { primaryColor: '#1d4ed8', accentColor: '#6366f1' },
    });
    expect(curriculoMeta(doc({ blocked: true })).status).toBe('bloqueado');
    expect(curriculoMeta(doc({ last_layout: 'fancy' })).lastLayout).toBeNull();
  });
});
