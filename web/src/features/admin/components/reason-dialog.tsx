// Asks the reason an admin action needs (kept in the audit with who and when) in the app's native modal dialog:
// focus starts in the reason, Escape cancels, the confirm button names the action.
import { useId, useRef, useState } from 'react';
import { ModalDialog } from '@/components/modal-dialog';

export interface ReasonDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

const MIN_REASON = 3;

export function ReasonDialog({
  title,
  message,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const fieldId = useId();
  const errorId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = reason.trim().length < MIN_REASON;
  const shown = tried && tooShort ? 'Informe o motivo (ao menos 3 caracteres).' : error;

  return (
    <ModalDialog labelledBy={titleId} describedBy={messageId} initialFocus={input} onCancel={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!tooShort) onConfirm(reason.trim());
        }}
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
        </header>
        <div className="modal-body">
          <p id={messageId}>{message}</p>
          <div className="field">
            <label htmlFor={fieldId}>
              Motivo <span className="required-mark">(obrigatório)</span>
            </label>
            <textarea
              ref={input}
              id={fieldId}
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={Boolean(shown)}
              aria-describedby={shown ? errorId : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {shown && (
              <p id={errorId} className="field-error" role="alert">
                {shown}
              </p>
            )}
          </div>
        </div>
        <footer className="modal-footer">
          <div className="modal-actions">
            <button type="button" className="button button-secondary" onClick={onCancel}>
              Cancelar
            </button>
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? 'Enviando...' : confirmLabel}
            </button>
          </div>
        </footer>
      </form>
    </ModalDialog>
  );
}
