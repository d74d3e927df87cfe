// "Nova Declaração": a button that opens the choice of kinds (a disclosure: Tab reaches each link, Escape or a
// click elsewhere closes it and focus returns to the button).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DECLARACAO_KINDS } from '../api/declaracoes-api';

export function NovaDeclaracaoMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the choice closes it
    <div
      ref={root}
      className="new-kind"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Focus moved out of the button and its links (Tab past the last one): the choice closes.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="button button-primary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        Nova Declaração
      </button>
      {open && (
        <ul id={menuId} className="new-kind-menu" aria-label="Tipo da nova declaração">
          {DECLARACAO_KINDS.map((kind) => (
            <li key={kind.product}>
              <Link to={kind.create.to}>{kind.create.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
