// The payment of one document as the panel follows it: resumes the payment remembered for the reference,
// creates PIX and card payments through `mp-pay`, polls `mp-status` on the spec's schedule and reports
// "paid" once. The panel adds the person's checks (terms, e-mail, card fields) around these actions.
import type { PixData } from '@shared/api/payments';
import type { PaidStatusArea } from '@shared/payments/paid-status';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { useApi, useRuntimeConfig } from '@/lib/app-services';
import {
  CardPaymentError,
  createCardToken,
  fetchPaymentStatus,
  findCardBrand,
  requestPayment,
  simulateApproval,
  statusOf,
} from '../api/payment-api';
import type { CardFields } from '../card-form';
import { isAlreadyPaid, isIncomplete, payFailure } from '../pay-errors';
import { createPaymentNotices } from '../payment-notices';
import { createPaymentPoller, type PaymentPoller, type PollerSnapshot } from '../payment-poller';
import { type PaymentPhase, paymentPhase } from '../payment-status';
import { forgetPaymentId, recallPaymentId, rememberPaymentId } from '../payment-storage';

export interface PaymentFlowState {
  paymentId: string | null;
  /** Mercado Pago's status of the current payment (null before any). */
  status: string | null;
  phase: PaymentPhase;
  pix: PixData | null;
  polling: boolean;
  /** The scheduled checks ran out with the payment still open. */
  exhausted: boolean;
  /** The amount the server charged, once it answered (centavos). */
  chargedCents: number | null;
  busy: 'pix' | 'card' | 'check' | 'simulate' | null;
  /** The message under the card form ("Pagamento não autorizado", ...). */
  cardError: string | null;
  /** The server refused to sell the document as it is stored (`incomplete_document`): what is missing. */
  incomplete: string | null;
}

const INITIAL: PaymentFlowState = {
  paymentId: null,
  status: null,
  phase: 'open',
  pix: null,
  polling: false,
  exhausted: false,
  chargedCents: null,
  busy: null,
  cardError: null,
  incomplete: null,
};

export interface PaidPayment {
  id: string | null;
  status: string;
}

export interface UsePaymentFlowOptions {
  area: PaidStatusArea;
  /** The document reference once known; null while the document has none yet. */
  reference: string | null;
  /** False while the panel is not needed (paid, admin): nothing is fetched or polled. */
  enabled: boolean;
  onPaid: (payment: PaidPayment) => void;
  extraPayBody?: { addReceipts?: boolean };
  /** The access key of a document made anonymously (rent receipts), sent in a header with every call. */
  accessKey?: string | null;
}

export function usePaymentFlow({
  area,
  reference,
  enabled,
  onPaid,
  extraPayBody,
  accessKey = null,
}: UsePaymentFlowOptions) {
  const api = useApi();
  const config = useRuntimeConfig();
  const [state, setState] = useState<PaymentFlowState>(INITIAL);
  const patch = useCallback((next: Partial<PaymentFlowState>) => setState((s) => ({ ...s, ...next })), []);

  const latest = useRef({ onPaid, extraPayBody, area, accessKey });
  latest.current = { onPaid, extraPayBody, area, accessKey };
  /** The payment the poller follows (id, else the reference). */
  const target = useRef<{ reference: string | null; paymentId: string | null }>({
    reference: null,
    paymentId: null,
  });
  /** The reference the current state belongs to (set before a payment is asked for). */
  const flowReference = useRef<string | null>(null);
  const paidReported = useRef(false);
  const [notices] = useState(() => createPaymentNotices());

  const reportPaid = useCallback(
    (payment: PaidPayment, already: boolean) => {
      if (paidReported.current) return;
      paidReported.current = true;
      notices.paid(already);
      latest.current.onPaid(payment);
    },
    [notices],
  );

  const onPollerUpdate = useCallback(
    (snap: PollerSnapshot) => {
      patch({ status: snap.status, phase: snap.phase, polling: snap.polling, exhausted: snap.exhausted });
      const { reference: ref, paymentId } = target.current;
      if (snap.phase === 'paid') reportPaid({ id: paymentId, status: snap.status ?? 'approved' }, false);
      if (snap.phase === 'failed') {
        // An expired or refused payment is over: the next "Gerar PIX" starts a new one.
        if (ref) forgetPaymentId(ref);
        patch({ pix: null });
        notices.settle();
      }
    },
    [patch, reportPaid, notices],
  );

  const onPollerUpdateRef = useRef(onPollerUpdate);
  onPollerUpdateRef.current = onPollerUpdate;
  const pollerRef = useRef<PaymentPoller | null>(null);
  if (!pollerRef.current) {
    pollerRef.current = createPaymentPoller({
      check: async () => {
        const { reference: ref, paymentId } = target.current;
        if (!paymentId && !ref) return null;
        const res = await fetchPaymentStatus(
          api,
          paymentId ? { id: paymentId, reference: ref } : { reference: ref! },
          latest.current.accessKey,
        );
        return statusOf(res);
      },
      classify: (status) => paymentPhase(latest.current.area, status),
      onUpdate: (snap) => onPollerUpdateRef.current(snap),
    });
  }
  const poller = pollerRef.current;

  useEffect(() => () => poller.stop(), [poller]);

  // A new reference (or the panel coming back into use): resume the payment remembered for it.
  useEffect(() => {
    if (!enabled || !reference) {
      poller.stop();
      // Paid as the page learnt some other way, or no document any more: no payment to wait for here.
      notices.settle();
      return;
    }
    if (flowReference.current === reference) return;
    flowReference.current = reference;
    poller.stop();
    paidReported.current = false;
    setState(INITIAL);
    const stored = recallPaymentId(reference);
    target.current = { reference, paymentId: stored };
    let active = true;
    // An open PIX comes back with its QR and code (a reload shows the same PIX, not a new "Gerar PIX").
    fetchPaymentStatus(
      api,
      { ...(stored ? { id: stored, reference } : { reference }), pix: '1' },
      latest.current.accessKey,
    ).then(
      (res) => {
        if (!active || !res.found) return;
        // The remembered payment paid the document before an edit: the next "Gerar PIX" makes a new one.
        if (res.superseded) {
          forgetPaymentId(reference);
          target.current = { reference, paymentId: null };
          return;
        }
        const status = statusOf(res);
        const paymentId = stored ?? res.entry?.payment_id ?? null;
        const phase = paymentPhase(latest.current.area, status);
        target.current = { reference, paymentId };
        if (phase === 'paid') {
          patch({ paymentId, status, phase });
          reportPaid({ id: paymentId, status: status ?? 'approved' }, true);
        } else if (phase === 'open' && status) {
          if (paymentId) rememberPaymentId(reference, paymentId);
          patch({
            paymentId,
            status,
            phase,
            // The PIX's own amount: the panel warns when the form now costs more (issue 40 item 1).
            ...(res.pix ? { pix: res.pix, chargedCents: res.amount_cents ?? null } : {}),
          });
          poller.start(status);
        } else if (phase === 'failed') {
          forgetPaymentId(reference);
          patch({ status, phase });
        }
      },
      () => {
        // Unknown for now: the person can still generate a PIX.
      },
    );
    return () => {
      active = false;
      // Run again (React's development double mount, or the panel back in use) resumes afresh.
      if (flowReference.current === reference) flowReference.current = null;
    };
  }, [enabled, reference, api, poller, patch, reportPaid, notices]);

  /** Takes a fresh `mp-pay` answer into the state; answers the payment's phase. */
  const accept = useCallback(
    (ref: string, res: Awaited<ReturnType<typeof requestPayment>>): PaymentPhase => {
      const { payment } = res;
      const phase = paymentPhase(latest.current.area, payment.status);
      target.current = { reference: ref, paymentId: payment.id };
      rememberPaymentId(ref, payment.id);
      patch({
        paymentId: payment.id,
        status: payment.status,
        phase,
        pix: payment.pix,
        chargedCents: typeof res.amount_cents === 'number' ? res.amount_cents : null,
        exhausted: false,
      });
      return phase;
    },
    [patch],
  );

  const generatePix = useCallback(
    async (ref: string, email: string, reissue: boolean) => {
      flowReference.current = ref;
      poller.stop();
      patch({ busy: 'pix', ...(reissue ? { pix: null } : {}) });
      try {
        const res = await requestPayment(
          api,
          {
            reference: ref,
            method: 'pix',
            email,
            ...latest.current.extraPayBody,
            ...(reissue ? { reissue: true } : {}),
          },
          latest.current.accessKey,
        );
        const phase = accept(ref, res);
        if (phase === 'paid') {
          reportPaid({ id: res.payment.id, status: res.payment.status }, true);
          return;
        }
        if (!res.payment.pix?.qr_code && !res.payment.pix?.qr_base64) toast.error('PIX indisponível');
        else notices.pixGenerated();
        poller.start(res.payment.status);
      } catch (err) {
        if (isAlreadyPaid(err)) reportPaid({ id: null, status: 'approved' }, true);
        else if (isIncomplete(err)) patch({ incomplete: err.message });
        else toast.error(payFailure(err, 'Falha ao gerar PIX'));
      } finally {
        patch({ busy: null });
      }
    },
    [api, poller, patch, accept, reportPaid, notices],
  );

  const payByCard = useCallback(
    async (ref: string, email: string, card: CardFields) => {
      flowReference.current = ref;
      poller.stop();
      patch({ busy: 'card', cardError: null });
      try {
        const token = await createCardToken(config, card);
        const brand = await findCardBrand(config, token.first_six_digits);
        const res = await requestPayment(
          api,
          {
            reference: ref,
            method: 'card',
            email,
            token: token.id,
            installments: 1,
            ...(brand ? { payment_method_id: brand } : {}),
            ...latest.current.extraPayBody,
          },
          latest.current.accessKey,
        );
        const phase = accept(ref, res);
        if (phase === 'paid') reportPaid({ id: res.payment.id, status: res.payment.status }, false);
        else if (phase === 'failed') patch({ cardError: 'Pagamento não autorizado' });
        else poller.start(res.payment.status);
      } catch (err) {
        if (isAlreadyPaid(err)) reportPaid({ id: null, status: 'approved' }, true);
        else if (isIncomplete(err)) patch({ incomplete: err.message });
        else if (err instanceof CardPaymentError) patch({ cardError: err.message });
        else if (err instanceof ApiError && err.status >= 400 && err.status < 500)
          patch({ cardError: payFailure(err, 'Pagamento não autorizado') });
        else toast.error(payFailure(err, 'Erro ao criar pagamento'));
      } finally {
        patch({ busy: null });
      }
    },
    [api, config, poller, patch, accept, reportPaid],
  );

  /** The person edits the card or e-mail: the last card refusal no longer applies to what is typed. */
  const clearCardError = useCallback(
    () => setState((s) => (s.cardError === null ? s : { ...s, cardError: null })),
    [],
  );

  /** "Tentar novamente" after the document was completed elsewhere: the payment options come back. */
  const clearIncomplete = useCallback(() => patch({ incomplete: null }), [patch]);

  /** "Verificar pagamento": one check now. */
  const checkNow = useCallback(async () => {
    patch({ busy: 'check' });
    try {
      await poller.checkNow();
    } finally {
      patch({ busy: null });
    }
  }, [poller, patch]);

  /** "Simular pagamento aprovado" (local stand-in only), then an immediate check. */
  const simulateApproved = useCallback(async () => {
    const { paymentId } = target.current;
    if (!paymentId) return;
    patch({ busy: 'simulate' });
    try {
      await simulateApproval(config, paymentId);
      await poller.checkNow();
    } catch {
      toast.error('Falha ao simular o pagamento');
    } finally {
      patch({ busy: null });
    }
  }, [config, poller, patch]);

  return { state, generatePix, payByCard, checkNow, simulateApproved, clearCardError, clearIncomplete };
}
