// The payment panel's "Pagar com PIX" shape (spec part 2 §2 CriarPromissoria): one button that makes the PIX and
// opens a panel the person may close (QR, the code with "Copiar código", the status, what unlocks once paid),
// and the card in a "Pagar com cartão (1x)" disclosure below, in place of the PIX/card tabs.
import type { PixData } from '@shared/api/payments';
import { type ReactNode, useId } from 'react';
import { toast } from '@/components/toast/toast-store';
import { copyText } from '@/lib/clipboard';
import { qrSource } from './pix-tab';

export interface PixButtonProps {
  pix: PixData | null;
  /** The PIX panel is shown (opened by a payment asked for, closed by "Fechar"). */
  open: boolean;
  onClose: () => void;
  busy: boolean;
  disabled: boolean;
  onPay: () => void;
  /** Under the status: what the payment unlocks ("O botão Gerar é liberado automaticamente..."). */
  hint: string;
  /** The status line, followed inside the PIX panel. */
  status: ReactNode;
  /** Under the hint: "Verificar pagamento", the local simulator. */
  after: ReactNode;
  /** The card form, in its disclosure. */
  card: ReactNode;
}

export function PixButton({
  pix,
  open,
  onClose,
  busy,
  disabled,
  onPay,
  hint,
  status,
  after,
  card,
}: PixButtonProps) {
  const codeId = useId();

  async function copy() {
    if (!pix?.qr_code) return;
    if (await copyText(pix.qr_code)) toast.success('Código copiado');
    else toast.error('Não foi possível copiar o código');
  }

  return (
    <>
      <button
        type="button"
        className="button button-primary button-block"
        disabled={disabled}
        onClick={onPay}
      >
        {busy ? 'Gerando PIX...' : 'Pagar com PIX'}
      </button>

      {open && (
        <section className="pix-tab pix-button-panel" aria-label="PIX">
          <div className="button-row">
            <strong>PIX</strong>
            <button type="button" className="link-button" onClick={onClose}>
              Fechar
            </button>
          </div>
          {pix?.qr_base64 && (
            <img
              className="pix-qr"
              src={qrSource(pix.qr_base64)}
              alt="QR Code do PIX"
              width={240}
              height={240}
            />
          )}
          {pix?.qr_code && (
            <div className="field">
              <label htmlFor={codeId}>PIX copia e cola</label>
              <textarea id={codeId} className="pix-code" readOnly rows={4} value={pix.qr_code} />
              <button type="button" className="button button-secondary" onClick={() => void copy()}>
                Copiar código
              </button>
            </div>
          )}
          {status}
          <p className="field-hint">{hint}</p>
          {after}
        </section>
      )}

      <details className="payment-card-details">
        <summary>Pagar com cartão (1x)</summary>
        {card}
      </details>
    </>
  );
}
