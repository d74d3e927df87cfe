// The PIX notice asks the person to wait for the payment: it must not stay beside "Pagamento aprovado".
import { describe, expect, it } from 'vitest';
import { createToastStore } from '@/components/toast/toast-store';
import { createPaymentNotices, PIX_GENERATED } from './payment-notices';

/** A store whose toasts leave only when dismissed, so what the notices remove is all that changes. */
function quietStore() {
  return createToastStore({ setTimer: () => 0, clearTimer: () => {} });
}

const shown = (store: ReturnType<typeof quietStore>) => store.list().map((t) => [t.kind, t.message]);

describe('payment notices', () => {
  it('shows the PIX notice until the payment is approved, then only "Pagamento aprovado"', () => {
    // Prepare
    const store = quietStore();
    const notices = createPaymentNotices(store);
    notices.pixGenerated();
    const beforeApproval = shown(store);

    // Act
    notices.paid(false);

    // Assess
    expect(beforeApproval).toEqual([['info', PIX_GENERATED]]);
    expect(shown(store)).toEqual([['success', 'Pagamento aprovado']]);
  });

  it('removes the PIX notice when the payment turns out approved already', () => {
    // Prepare
    const store = quietStore();
    const notices = createPaymentNotices(store);
    notices.pixGenerated();

    // Act
    notices.paid(true);

    // Assess
    expect(shown(store)).toEqual([['info', 'Pagamento já aprovado']]);
  });

  it("removes only its own notice when the wait ends, leaving the page's other toasts", () => {
    // Prepare
    const store = quietStore();
    const notices = createPaymentNotices(store);
    store.success('Código PIX copiado');
    notices.pixGenerated();
    notices.pixGenerated();

    // Act
    notices.settle();
    notices.settle();

    // Assess
    expect(shown(store)).toEqual([['success', 'Código PIX copiado']]);
  });
});
