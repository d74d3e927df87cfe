// A yes/no question in an accessible dialog (`role="alertdialog"`): focus kept inside, Esc cancels, focus
// returns to the button that opened it. Used for irreversible actions such as deleting a document.
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/lib/hooks/use-focus-trap';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancelar',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    if (!open) return;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    document.body.classList.add('has-modal');
    return () => {
      root?.removeAttribute('inert');
      document.body.classList.remove('has-modal');
    };
  }, [open]);

  // The safe answer has focus first, so a stray Enter never confirms a deletion.
  useFocusTrap(dialogRef, open, { onEscape: onCancel, initialFocus: cancelRef });

  if (!open) return null;
  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
        </header>
        <div className="modal-body">
          <p id={messageId}>{message}</p>
        </div>
        <footer className="modal-footer">
          <div className="modal-actions">
            <button ref={cancelRef} type="button" className="button button-secondary" onClick={onCancel}>
              {cancelLabel}
            </button>
            <button
              type="button"
              className={`button ${danger ? 'button-danger' : 'button-primary'}`}
              disabled={busy}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
