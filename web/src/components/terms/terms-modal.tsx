// The terms dialog: the full text in a scroll box, "Aceitar" enabled only once the text has been read to
// its end, in the native modal dialog (focus kept inside, Esc closes) and focus returns to the opener.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../modal-dialog';
import { isScrolledToEnd } from './terms-storage';
import { TermsText } from './terms-text';

export function TermsModal({
  open,
  onAccept,
  onDismiss,
}: {
  open: boolean;
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const scrollRef = useRef<HTMLElement>(null);
  const [atEnd, setAtEnd] = useState(false);
  const titleId = useId();
  const hintId = useId();

  const check = useCallback(() => {
    const el = scrollRef.current;
    if (el && isScrolledToEnd(el)) setAtEnd(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    setAtEnd(false);
    const frame = requestAnimationFrame(check);
    window.addEventListener('resize', check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', check);
    };
  }, [open, check]);

  if (!open) return null;
  return (
    <ModalDialog labelledBy={titleId} initialFocus={scrollRef} onCancel={onDismiss}>
      <header className="modal-header">
        <h2 id={titleId}>Termo de Responsabilidade</h2>
        <button type="button" className="button button-ghost" onClick={onDismiss}>
          Fechar
        </button>
      </header>
      <section
        ref={scrollRef}
        className="modal-body"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable text must be reachable to scroll it by keyboard
        tabIndex={0}
        aria-label="Texto do Termo de Responsabilidade"
        onScroll={check}
      >
        <TermsText headingLevel={3} />
      </section>
      <footer className="modal-footer">
        <p id={hintId} className="modal-hint" aria-live="polite">
          {atEnd ? 'Texto lido até o fim.' : 'Role o texto até o fim para habilitar o botão Aceitar.'}
        </p>
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onDismiss}>
            Cancelar
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!atEnd}
            aria-describedby={hintId}
            onClick={onAccept}
          >
            Aceitar
          </button>
        </div>
      </footer>
    </ModalDialog>
  );
}
