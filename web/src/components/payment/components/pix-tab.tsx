// The PIX tab: "Gerar PIX", then the QR image, the copy-and-paste code with "Copiar Código" and "Reemitir".
import type { PixData } from '@shared/api/payments';
import { useEffect, useId, useRef } from 'react';
import { toast } from '@/components/toast/toast-store';
import { copyText } from '@/lib/clipboard';
import { isFocusLost } from '@/lib/focus';

export function qrSource(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

export interface PixTabProps {
  pix: PixData | null;
  busy: boolean;
  disabled: boolean;
  onGenerate: (reissue: boolean) => void;
}

export function PixTab({ pix, busy, disabled, onGenerate }: PixTabProps) {
  const codeId = useId();
  const hasPix = Boolean(pix && (pix.qr_code || pix.qr_base64));
  const copyRef = useRef<HTMLButtonElement>(null);

  // "Gerar PIX" is gone once the code is here: focus goes to "Copiar Código" instead of the page's start.
  useEffect(() => {
    if (hasPix && isFocusLost()) copyRef.current?.focus();
  }, [hasPix]);

  async function copy() {
    if (!pix?.qr_code) return;
    if (await copyText(pix.qr_code)) toast.success('Código PIX copiado');
    else toast.error('Não foi possível copiar o código');
  }

  if (!hasPix) {
    return (
      <div className="pix-tab">
        <p className="muted">
          Pague pelo aplicativo do seu banco com o QR Code ou o código copia e cola. A liberação do PDF é
          automática assim que o pagamento for confirmado.
        </p>
        <button
          type="button"
          className="button button-primary button-block"
          disabled={busy || disabled}
          onClick={() => onGenerate(false)}
        >
          {busy ? 'Gerando PIX...' : 'Gerar PIX'}
        </button>
      </div>
    );
  }

  return (
    <div className="pix-tab">
      {pix?.qr_base64 && (
        <img className="pix-qr" src={qrSource(pix.qr_base64)} alt="QR Code do PIX" width={240} height={240} />
      )}
      {pix?.qr_code && (
        <div className="field">
          <label htmlFor={codeId}>PIX copia e cola</label>
          <textarea
            id={codeId}
            className="pix-code"
            readOnly
            rows={4}
            value={pix.qr_code}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      <div className="button-row">
        {pix?.qr_code && (
          <button ref={copyRef} type="button" className="button button-primary" onClick={() => void copy()}>
            Copiar Código
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || disabled}
          onClick={() => onGenerate(true)}
        >
          {busy ? 'Gerando PIX...' : 'Reemitir'}
        </button>
      </div>
    </div>
  );
}
