// The batch's payment (spec part 2 §2 CriarPromissoria, §4): the terms tick, "Pagar com PIX" and a PIX panel the
// person may close (QR, code, "Copiar código", status, and that "Gerar" unlocks by itself once the payment is
// confirmed), and the card in one instalment as on the other pages. The PIX call carries the bearer token (the
// page is signed in). Admins see no panel.
import { formatPrice } from '@shared/prices/prices';
import { useId, useState } from 'react';
import { type CardFields, checkCardFields } from '@/components/payment/card-form';
import { CardTab } from '@/components/payment/components/card-tab';
import { type PaidPayment, usePaymentFlow } from '@/components/payment/hooks/use-payment-flow';
import { paymentStatusLine } from '@/components/payment/payment-status';
import { TermsCheckbox } from '@/components/terms/terms-checkbox';
import { useTerms } from '@/components/terms/terms-provider';
import { toast } from '@/components/toast/toast-store';
import { useRuntimeConfig } from '@/lib/app-services';
import { copyText } from '@/lib/clipboard';
import { useSession } from '@/lib/session/session-provider';
import '@/components/payment/components/payment-panel.css';

export interface PromissoriaPaymentProps {
  reference: string | null;
  /** Checks and saves the batch, answering its id (null: the page said why). */
  ensureReference: () => Promise<string | null>;
  amountCents: number | null;
  paid: boolean;
  onPaid: (payment: PaidPayment) => void;
  disabled?: boolean;
}

export function PromissoriaPayment({
  reference,
  ensureReference,
  amountCents,
  paid,
  onPaid,
  disabled = false,
}: PromissoriaPaymentProps) {
  const session = useSession();
  const config = useRuntimeConfig();
  const terms = useTerms();
  const titleId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [cardNotice, setCardNotice] = useState<string | null>(null);
  const flow = usePaymentFlow({ area: 'promissoria', reference, enabled: !paid && !session.isAdmin, onPaid });
  const { state } = flow;

  if (session.isAdmin) {
    return (
      <section className="payment-panel payment-admin" aria-labelledby={titleId}>
        <h2 id={titleId}>Pagamento</h2>
        <p className="notice">Admin: pagamento não exigido.</p>
      </section>
    );
  }
  if (paid) {
    return (
      <section className="payment-panel payment-paid" aria-labelledby={titleId}>
        <h2 id={titleId}>Pagamento</h2>
        <p className="payment-approved" role="status">
          <span aria-hidden="true">✓ </span>Pagamento aprovado
        </p>
      </section>
    );
  }

  async function prepare(): Promise<string | null> {
    if (!terms.accepted) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      if (!(await terms.requestAcceptance())) return null;
    }
    setPreparing(true);
    try {
      return await ensureReference();
    } catch {
      toast.error('Erro inesperado');
      return null;
    } finally {
      setPreparing(false);
    }
  }

  async function payWithPix() {
    const ref = await prepare();
    if (!ref) return;
    setPanelOpen(true);
    // No e-mail typed here: the server takes the signed-in person's.
    await flow.generatePix(ref, '', state.pix !== null);
  }

  async function payByCard(card: CardFields) {
    setCardNotice(null);
    const problem = checkCardFields(card);
    if (problem) {
      setCardNotice(problem);
      return;
    }
    const ref = await prepare();
    if (ref) await flow.payByCard(ref, '', card);
  }

  async function copy() {
    if (!state.pix?.qr_code) return;
    if (await copyText(state.pix.qr_code)) toast.success('Código copiado');
    else toast.error('Não foi possível copiar o código');
  }

  const busy = preparing || state.busy !== null;
  const pix = state.pix;
  return (
    <section className="payment-panel" aria-labelledby={titleId} data-payment-phase={state.phase}>
      <h2 id={titleId}>Pagamento</h2>
      <p className="payment-amount">
        Valor por lote: <strong>{formatPrice(state.chargedCents ?? amountCents)}</strong>
      </p>
      <TermsCheckbox id={`${titleId}-terms`} />
      {state.incomplete && (
        <p className="field-error" role="alert">
          {state.incomplete}
        </p>
      )}
      <button
        type="button"
        className="button button-primary button-block"
        disabled={disabled || busy}
        onClick={() => void payWithPix()}
      >
        {state.busy === 'pix' || preparing ? 'Gerando PIX...' : 'Pagar com PIX'}
      </button>

      {panelOpen && (
        <section className="pix-tab promissoria-pix" aria-label="PIX">
          <div className="button-row">
            <strong>PIX</strong>
            <button type="button" className="link-button" onClick={() => setPanelOpen(false)}>
              Fechar
            </button>
          </div>
          {pix?.qr_base64 && (
            <img
              className="pix-qr"
              src={
                pix.qr_base64.startsWith('data:') ? pix.qr_base64 : `data:image/png;base64,${pix.qr_base64}`
              }
              alt="QR Code do PIX"
              width={240}
              height={240}
            />
          )}
          {pix?.qr_code && (
            <div className="field">
              <label htmlFor={`${titleId}-code`}>PIX copia e cola</label>
              <textarea id={`${titleId}-code`} className="pix-code" readOnly rows={4} value={pix.qr_code} />
              <button type="button" className="button button-secondary" onClick={() => void copy()}>
                Copiar código
              </button>
            </div>
          )}
          <div role="status" aria-live="polite">
            <p className="payment-status-line">{paymentStatusLine(state.status)}</p>
            {state.polling && <p className="payment-polling">Verificando pagamento...</p>}
          </div>
          <p className="field-hint">
            O botão Gerar é liberado automaticamente assim que o pagamento for confirmado.
          </p>
          {config.paymentSimulator && state.paymentId !== null && state.phase === 'open' && (
            <div className="payment-simulator">
              <p>
                <span className="badge badge-warning">Ambiente local de teste</span> Nenhum dinheiro real é
                movimentado.
              </p>
              <button
                type="button"
                className="button button-secondary"
                disabled={state.busy === 'simulate'}
                onClick={() => void flow.simulateApproved()}
              >
                {state.busy === 'simulate' ? 'Simulando...' : 'Simular pagamento aprovado'}
              </button>
            </div>
          )}
        </section>
      )}

      <details className="promissoria-card">
        <summary>Pagar com cartão (1x)</summary>
        <CardTab
          enabled
          available={config.mpPublicKey !== ''}
          busy={state.busy === 'card'}
          disabled={disabled || busy}
          error={cardNotice ?? state.cardError}
          testEnvironment={config.paymentSimulator}
          onPay={(card) => void payByCard(card)}
          onEdit={() => {
            setCardNotice(null);
            flow.clearCardError();
          }}
        />
      </details>
    </section>
  );
}
