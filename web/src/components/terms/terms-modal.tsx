// The terms dialog: the full text in a scroll box, "Aceitar" enabled only once the text has been read to
// its end, focus kept inside while open, Esc closes and focus returns to the opener.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/lib/hooks/use-focus-trap';
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
  const dialogRef = useRef<HTMLDivElement>(null);
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
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    document.body.classList.add('has-modal');
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', check);
      root?.removeAttribute('inert');
      document.body.classList.remove('has-modal');
    };
  }, [open, check]);

  useFocusTrap(dialogRef, open, { onEscape: onDismiss, initialFocus: scrollRef });

  if (!open) return null;
  return createPortal(
    <div className="modal-backdrop">
      <div ref={dialogRef} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
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
      </div>
    </div>,
    document.body,
  );
}
