// The toasts of one payment as the panel follows it: "PIX gerado. Aguarde..." asks the person to wait, so it
// leaves once the wait is over instead of staying beside "Pagamento aprovado" and what the page says next.
import { toast as appToasts, type ToastStore } from '@/components/toast/toast-store';

export const PIX_GENERATED = 'PIX gerado. Aguarde a confirmação do pagamento.';

export function createPaymentNotices(store: ToastStore = appToasts) {
  let waiting: number | null = null;

  /** Nothing to wait for any more (paid, failed, or no longer followed): the PIX notice leaves. */
  function settle() {
    if (waiting !== null) store.dismiss(waiting);
    waiting = null;
  }

  return {
    pixGenerated() {
      settle();
      waiting = store.info(PIX_GENERATED);
    },
    /** `already`: the payment was approved before this visit (a resumed or repeated one). */
    paid(already: boolean) {
      settle();
      if (already) store.info('Pagamento já aprovado');
      else store.success('Pagamento aprovado');
    },
    settle,
  };
}
