// The one modal dialog of the app, on the native <dialog> opened with showModal(): the browser keeps focus
// inside, makes the rest of the page inert and turns Escape into a `cancel` event. Rendered only while open;
// on closing, focus goes back to the control that opened it.
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

export interface ModalDialogProps {
  className?: string;
  /** `alertdialog` for questions that interrupt (a deletion); `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** What has focus once open (by default the first focusable control, the browser's choice). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Escape, or the dialog closed by the browser: the caller unmounts it. */
  onCancel: () => void;
  children: ReactNode;
}

export function ModalDialog({
  className = '',
  role = 'dialog',
  labelledBy,
  describedBy,
  initialFocus,
  onCancel,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;
  /** Set as the page closes it on unmounting, so that `close` is not read as a cancel. */
  const closing = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    initialFocus?.current?.focus();
    // The page behind must not scroll under a phone's finger while the dialog is open.
    document.body.classList.add('has-modal');
    return () => {
      document.body.classList.remove('has-modal');
      closing.current = true;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      className={`modal ${className}`.trim()}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Escape: the caller decides (and unmounts); the browser does not close it on its own.
      onCancel={(e) => {
        e.preventDefault();
        onCancelRef.current();
      }}
      // A close the page did not ask for (a second Escape the browser no longer lets us cancel).
      onClose={() => {
        if (!closing.current) onCancelRef.current();
      }}
    >
      {children}
    </dialog>
  );
}
