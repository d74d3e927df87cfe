// A yes/no question in a native modal dialog (`role="alertdialog"`): focus kept inside, Esc cancels, focus
// returns to the button that opened it. Used for irreversible actions such as deleting a document.
import { type ReactNode, useId, useRef } from 'react';
import { ModalDialog } from './modal-dialog';
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
  /** Shown under the message (e.g. the list of what the question is about). */
  children?: ReactNode;
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
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  if (!open) return null;
  // The safe answer has focus first, so a stray Enter never confirms a deletion.
  return (
    <ModalDialog
      className="confirm-dialog"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus={cancelRef}
      onCancel={onCancel}
    >
      <header className="modal-header">
        <h2 id={titleId}>{title}</h2>
      </header>
      <div className="modal-body">
        <p id={messageId}>{message}</p>
        {children}
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
    </ModalDialog>
  );
}
